import { createBrowserRouter } from 'react-router';
import { pagePaths } from '../contract/routes';
import { Layout, LoadingLayout } from './components/Layout';
import { AboutPage } from './pages/AboutPage';
import { CancellationPolicyPage } from './pages/CancellationPolicyPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SiteRulesPage } from './pages/SiteRulesPage';

// The public pages come in the first download; the pages behind an account come as they are
// opened, so a phone in a field fetches only what the home page needs.
export const router = createBrowserRouter([
  {
    element: <Layout />,
    HydrateFallback: LoadingLayout,
    children: [
      { path: pagePaths.home, element: <HomePage /> },
      { path: pagePaths.about, element: <AboutPage /> },
      { path: pagePaths.siteRules, element: <SiteRulesPage /> },
      { path: pagePaths.cancellationPolicy, element: <CancellationPolicyPage /> },
      {
        path: pagePaths.booking,
        lazy: async () => ({
          Component: (await import('./pages/booking/BookingPage')).BookingPage,
        }),
      },
      {
        path: pagePaths.myBookings,
        lazy: async () => ({
          Component: (await import('./pages/myBookings/MyBookingsPage')).MyBookingsPage,
        }),
      },
      {
        path: pagePaths.signUp,
        lazy: async () => ({ Component: (await import('./pages/SignUpPage')).SignUpPage }),
      },
      {
        path: pagePaths.signIn,
        lazy: async () => ({ Component: (await import('./pages/SignInPage')).SignInPage }),
      },
      {
        path: pagePaths.signOut,
        lazy: async () => ({ Component: (await import('./pages/SignOutPage')).SignOutPage }),
      },
      {
        path: pagePaths.forgotPassword,
        lazy: async () => ({
          Component: (await import('./pages/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: pagePaths.resetPassword,
        lazy: async () => ({
          Component: (await import('./pages/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: pagePaths.verifyEmail,
        lazy: async () => ({
          Component: (await import('./pages/VerifyEmailPage')).VerifyEmailPage,
        }),
      },
      {
        path: pagePaths.admin,
        lazy: async () => ({ Component: (await import('./pages/admin/AdminPage')).AdminPage }),
      },
      {
        path: pagePaths.paySuccess,
        lazy: async () => ({ Component: (await import('./pages/PaySuccessPage')).PaySuccessPage }),
      },
      {
        path: pagePaths.testCheckout,
        lazy: async () => ({
          Component: (await import('./pages/TestCheckoutPage')).TestCheckoutPage,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
