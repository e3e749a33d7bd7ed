import { createBrowserRouter } from 'react-router';
import { pagePaths } from '../contract/routes';
import { Layout, LoadingLayout } from './components/Layout';
import { signedInPage } from './components/signedInPage';
import { AboutPage } from './features/site/components/AboutPage';
import { CancellationPolicyPage } from './features/site/components/CancellationPolicyPage';
import { FaqPage } from './features/site/components/FaqPage';
import { HomePage } from './features/site/components/HomePage';
import { NotFoundPage } from './features/site/components/NotFoundPage';
import { PrivacyPage } from './features/site/components/PrivacyPage';
import { SiteRulesPage } from './features/site/components/SiteRulesPage';

// The public pages come in the first download; the pages behind an account come as they are
// opened, so a phone in a field fetches only what the home page needs. Each of those modules
// names its page `Component` too, which is what a lazy route takes.
export const router = createBrowserRouter([
  {
    element: <Layout />,
    HydrateFallback: LoadingLayout,
    children: [
      { path: pagePaths.home, element: <HomePage /> },
      { path: pagePaths.about, element: <AboutPage /> },
      { path: pagePaths.siteRules, element: <SiteRulesPage /> },
      { path: pagePaths.cancellationPolicy, element: <CancellationPolicyPage /> },
      { path: pagePaths.faq, element: <FaqPage /> },
      { path: pagePaths.privacy, element: <PrivacyPage /> },
      {
        path: pagePaths.booking,
        Component: signedInPage(() => import('./features/booking/components/BookingPage')),
      },
      {
        path: pagePaths.myBookings,
        Component: signedInPage(() => import('./features/myBookings/components/MyBookingsPage')),
      },
      {
        path: pagePaths.signUp,
        lazy: () => import('./features/account/components/SignUpPage'),
      },
      {
        path: pagePaths.signIn,
        lazy: () => import('./features/account/components/SignInPage'),
      },
      {
        path: pagePaths.signOut,
        lazy: () => import('./features/account/components/SignOutPage'),
      },
      {
        path: pagePaths.forgotPassword,
        lazy: () => import('./features/account/components/ForgotPasswordPage'),
      },
      {
        path: pagePaths.resetPassword,
        lazy: () => import('./features/account/components/ResetPasswordPage'),
      },
      {
        path: pagePaths.verifyEmail,
        lazy: () => import('./features/account/components/VerifyEmailPage'),
      },
      {
        path: pagePaths.account,
        Component: signedInPage(() => import('./features/account/components/AccountPage')),
      },
      {
        path: pagePaths.confirmEmail,
        lazy: () => import('./features/account/components/ConfirmEmailPage'),
      },
      {
        path: pagePaths.paySuccess,
        lazy: () => import('./features/payment/components/PaySuccessPage'),
      },
      {
        path: pagePaths.testCheckout,
        lazy: () => import('./features/payment/components/TestCheckoutPage'),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <Layout workspace />,
    HydrateFallback: () => <LoadingLayout workspace />,
    children: [
      {
        path: pagePaths.admin,
        lazy: () => import('./features/admin/components/AdminPage'),
      },
    ],
  },
]);
