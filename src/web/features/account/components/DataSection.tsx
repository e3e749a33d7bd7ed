import { accountApi } from '../../../../contract/api/account';
import { addressOf } from '../../../api/call';
import { AccountSection } from './AccountSection';

/** The right of access: everything kept about the account, as one JSON file. */
export function DataSection() {
  return (
    <AccountSection title="Download my data" anchor="data">
      <p>
        One file (JSON) with everything we keep about you: your account, your bookings, payments and
        refunds, the e-mails we sent you and where you are signed in.
      </p>
      <a className="button button--quiet" href={addressOf(accountApi.data)} download>
        Download my data
      </a>
    </AccountSection>
  );
}
