import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { AccountResponse } from '../../../../contract/auth';
import { pagePaths } from '../../../../contract/routes';
import { FormSuccess } from '../../../components/Field';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { AccountSection } from './AccountSection';
import styles from './account.module.css';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TwoFactorEnrol } from './TwoFactorEnrol';
import { TwoFactorOn } from './TwoFactorOn';

interface Props {
  account: AccountResponse;
  /** Sent here by the admin page: staff must set it up before they can go on. */
  staffSetup?: boolean;
}

/** What two-factor sign-in does, said before it is set up. */
function TwoFactorOff({ staffSetup }: { staffSetup: boolean }) {
  return (
    <>
      {staffSetup && (
        <NoticeBanner type="message">
          Staff accounts need two-factor sign-in. Set it up to open the admin page.
        </NoticeBanner>
      )}
      <p>
        With two-factor sign-in, signing in asks for a code from an authenticator app on your phone
        (such as Google Authenticator, Microsoft Authenticator or 2FAS) as well as your password, so
        a stolen password alone does not open your account.
      </p>
    </>
  );
}

export function TwoFactorSection({ account, staffSetup = false }: Props) {
  // Recovery codes just made: shown until the visitor says they have saved them.
  const [codes, setCodes] = useState<string[] | null>(null);
  const [news, setNews] = useState<string | null>(null);

  let body: ReactNode;
  if (codes)
    body = (
      <div className={styles.stack}>
        <FormSuccess message={news} />
        <RecoveryCodesList
          codes={codes}
          email={account.email}
          onDone={() => {
            setCodes(null);
            setNews(null);
          }}
        />
      </div>
    );
  else if (account.twoFactor)
    body = (
      <div className={styles.stack}>
        {staffSetup && (
          <p>
            <Link className="button" to={pagePaths.admin}>
              Open the admin page
            </Link>
          </p>
        )}
        <TwoFactorOn
          account={account}
          onNewCodes={(made) => {
            setNews('New recovery codes are made: the old ones no longer work.');
            setCodes(made);
          }}
          onMoved={(made) => {
            setNews('Two-factor sign-in now uses your new phone, with new recovery codes.');
            setCodes(made);
          }}
        />
      </div>
    );
  else
    body = (
      <div className={styles.stack}>
        <TwoFactorOff staffSetup={staffSetup} />
        <TwoFactorEnrol
          startLabel="Set up two-factor sign-in"
          onEnrolled={(made) => {
            setNews('Two-factor sign-in is on.');
            setCodes(made);
          }}
        />
      </div>
    );

  return (
    <AccountSection title="Two-factor sign-in" anchor="two-factor">
      {body}
    </AccountSection>
  );
}
