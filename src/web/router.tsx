import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { pagePaths } from '../contract/routes';
import { Layout } from './components/Layout';
import { signedInPage } from './components/signedInPage';
import { AboutPage } from './features/site/components/AboutPage';
import { CancellationPolicyPage } from './features/site/components/CancellationPolicyPage';
import { FaqPage } from './features/site/components/FaqPage';
import { HomePage } from './features/site/components/HomePage';
import { NotFoundPage } from './features/site/components/NotFoundPage';
import { PrivacyPage } from './features/site/components/PrivacyPage';
import { SiteRulesPage } from './features/site/components/SiteRulesPage';

/**
 * A page whose code comes when it is first opened. It suspends inside the layout's Suspense: a
 * move to it keeps the page it leaves on screen until the code has come (React Router moves in
 * a transition), and a first visit shows the layout's loading frame meanwhile.
 */
function onDemand(load: () => Promise<{ Component: ComponentType }>): ComponentType {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

const FreeTimesPage = onDemand(() => import('./features/site/components/FreeTimesPage'));
const SignUpPage = onDemand(() => import('./features/account/components/SignUpPage'));
const SignInPage = onDemand(() => import('./features/account/components/SignInPage'));
const SignOutPage = onDemand(() => import('./features/account/components/SignOutPage'));
const ForgotPasswordPage = onDemand(
  () => import('./features/account/components/ForgotPasswordPage'),
);
const ResetPasswordPage = onDemand(() => import('./features/account/components/ResetPasswordPage'));
const VerifyEmailPage = onDemand(() => import('./features/account/components/VerifyEmailPage'));
const ConfirmEmailPage = onDemand(() => import('./features/account/components/ConfirmEmailPage'));
const PaySuccessPage = onDemand(() => import('./features/payment/components/PaySuccessPage'));
const TestCheckoutPage = onDemand(() => import('./features/payment/components/TestCheckoutPage'));
const AdminPage = onDemand(() => import('./adminWorkspace'));
// With no connection these say so, by these names; My bookings shows what the device keeps.
const BookingPage = signedInPage(() => import('./features/booking/components/BookingPage'), {
  title: 'Book Now',
  needs: 'Booking',
});
const MyBookingsPage = signedInPage(
  () => import('./features/myBookings/components/MyBookingsPage'),
  { title: 'My bookings', needs: 'My bookings' },
  true,
);
const AccountPage = signedInPage(() => import('./features/account/components/AccountPage'), {
  title: 'Your account',
  needs: 'Your account',
});
const WaitlistOfferPage = signedInPage(
  () => import('./features/waitlist/components/WaitlistOfferPage'),
  { title: 'A slot held for you', needs: 'Taking a held slot' },
);

/**
 * Every page of pagePaths. The public pages come in the first download; the others come as they
 * are opened, so a phone in a field fetches only what the home page needs. React Router's
 * declarative routes, not its data router: we use no loaders or actions, and the data router
 * would add 14 KiB (brotli) to every first visit (docs/decisions/089).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={pagePaths.home} element={<HomePage />} />
        <Route path={pagePaths.about} element={<AboutPage />} />
        <Route path={pagePaths.siteRules} element={<SiteRulesPage />} />
        <Route path={pagePaths.cancellationPolicy} element={<CancellationPolicyPage />} />
        <Route path={pagePaths.faq} element={<FaqPage />} />
        <Route path={pagePaths.freeTimes} element={<FreeTimesPage />} />
        <Route path={pagePaths.privacy} element={<PrivacyPage />} />
        <Route path={pagePaths.booking} element={<BookingPage />} />
        <Route path={pagePaths.myBookings} element={<MyBookingsPage />} />
        <Route path={pagePaths.signUp} element={<SignUpPage />} />
        <Route path={pagePaths.signIn} element={<SignInPage />} />
        <Route path={pagePaths.signOut} element={<SignOutPage />} />
        <Route path={pagePaths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={pagePaths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={pagePaths.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={pagePaths.account} element={<AccountPage />} />
        <Route path={pagePaths.confirmEmail} element={<ConfirmEmailPage />} />
        <Route path={pagePaths.paySuccess} element={<PaySuccessPage />} />
        <Route path={pagePaths.testCheckout} element={<TestCheckoutPage />} />
        <Route path={pagePaths.waitlistOffer} element={<WaitlistOfferPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<Layout workspace />}>
        <Route path={pagePaths.admin} element={<AdminPage />} />
      </Route>
    </Routes>
  );
}
