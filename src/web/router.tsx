import { createBrowserRouter } from 'react-router';
import { pagePaths } from '../contract/routes';
import { Layout } from './components/Layout';
import { AboutPage } from './pages/AboutPage';
import { AdminPage } from './pages/admin/AdminPage';
import { BookingPage } from './pages/booking/BookingPage';
import { CancellationPolicyPage } from './pages/CancellationPolicyPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { HomePage } from './pages/HomePage';
import { MyBookingsPage } from './pages/myBookings/MyBookingsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PaySuccessPage } from './pages/PaySuccessPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { SignInPage } from './pages/SignInPage';
import { SignOutPage } from './pages/SignOutPage';
import { SignUpPage } from './pages/SignUpPage';
import { SiteRulesPage } from './pages/SiteRulesPage';
import { TestCheckoutPage } from './pages/TestCheckoutPage';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: pagePaths.home, element: <HomePage /> },
      { path: pagePaths.about, element: <AboutPage /> },
      { path: pagePaths.siteRules, element: <SiteRulesPage /> },
      { path: pagePaths.cancellationPolicy, element: <CancellationPolicyPage /> },
      { path: pagePaths.booking, element: <BookingPage /> },
      { path: pagePaths.myBookings, element: <MyBookingsPage /> },
      { path: pagePaths.signUp, element: <SignUpPage /> },
      { path: pagePaths.signIn, element: <SignInPage /> },
      { path: pagePaths.signOut, element: <SignOutPage /> },
      { path: pagePaths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: pagePaths.resetPassword, element: <ResetPasswordPage /> },
      { path: pagePaths.admin, element: <AdminPage /> },
      { path: pagePaths.paySuccess, element: <PaySuccessPage /> },
      { path: pagePaths.testCheckout, element: <TestCheckoutPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
