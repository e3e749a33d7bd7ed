import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AccountDeleted } from '../../../../contract/account';
import { QueryWaiting } from '../../../components/PageState';
import { RequireSignedIn } from '../../../components/RequireSignedIn';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAccount } from '../api/accountApi';
import { AccountDeletedNotice } from './AccountDeletedNotice';
import { ACCOUNT_PARTS, type AccountPart } from './AccountSection';
import styles from './account.module.css';
import { ContactSection } from './ContactSection';
import { DataSection } from './DataSection';
import { DeleteSection } from './DeleteSection';
import { DogsSection } from './DogsSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

function Account({ onDeleted }: { onDeleted: (outcome: AccountDeleted) => void }) {
  const account = useAccount();
  // The admin page sends staff without two-factor here: that section comes first.
  const staffSetup = useSearchParams()[0].get('setup') === 'two-factor';
  if (!account.isSuccess)
    return (
      <QueryWaiting
        query={account}
        loading="Loading your account…"
        failed="We can't load your account right now. Please try again in a minute."
        lines={4}
      />
    );
  const twoFactor = <TwoFactorSection account={account.data} staffSetup={staffSetup} />;
  const order: AccountPart[] = staffSetup
    ? ['two-factor', 'password', 'email', 'sessions', 'contact', 'dogs', 'data', 'delete']
    : ['password', 'email', 'two-factor', 'sessions', 'contact', 'dogs', 'data', 'delete'];
  return (
    <div className={styles.layout}>
      <Contents email={account.data.email} twoFactor={account.data.twoFactor} order={order} />
      <div className={styles.sections}>
        {staffSetup && twoFactor}
        <PasswordSection />
        <EmailSection account={account.data} />
        {!staffSetup && twoFactor}
        <SessionsSection />
        <ContactSection />
        <DogsSection />
        <DataSection />
        <DeleteSection account={account.data} onDeleted={onDeleted} />
      </div>
    </div>
  );
}

/** Who is signed in, and a way to each part: on a phone the page is long. */
function Contents(props: { email: string; twoFactor: boolean; order: AccountPart[] }) {
  return (
    <nav className={styles.contents} aria-label="On this page">
      <p className={styles.signedInAs}>
        Signed in as <strong className={styles.address}>{props.email}</strong>
        <br />
        Two-factor sign-in is {props.twoFactor ? 'on' : 'off'}.
      </p>
      <ul>
        {props.order.map((part) => (
          <li key={part}>
            <a href={`#${part}`}>{ACCOUNT_PARTS[part]}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AccountPage() {
  usePageTitle('Your account');
  // Kept here, above the sign-in guard: once deleted, the site is signed out.
  const [deleted, setDeleted] = useState<AccountDeleted | null>(null);
  if (deleted) return <AccountDeletedNotice outcome={deleted} />;
  return (
    <RequireSignedIn>
      <h1>Your account</h1>
      <Account onDeleted={setDeleted} />
    </RequireSignedIn>
  );
}

export { AccountPage as Component };
