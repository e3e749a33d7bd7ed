import { useAccountMadeHere } from '../lib/accountMade';
import styles from './AccountMadeNotice.module.css';
import { NoticeBanner } from './NoticeBanner';

/** One line on the page sign-up lands on: the account is made and its address to confirm. */
export function AccountMadeNotice() {
  if (!useAccountMadeHere()) return null;
  return (
    <div className={styles.made}>
      <NoticeBanner type="message" role="status">
        Your account is made. We've sent a link to confirm your e-mail address.
      </NoticeBanner>
    </div>
  );
}
