import { Link } from 'react-router';
import type { AccountDeleted } from '../../../../contract/account';
import { pagePaths } from '../../../../contract/routes';
import { formatPence } from '../../../../domain/money';
import { FormSuccess } from '../../../components/Field';

function Cancelled({ outcome }: { outcome: AccountDeleted }) {
  if (outcome.cancelled.length === 0) return <p>You had no upcoming paid bookings to cancel.</p>;
  return (
    <>
      <p>Under our cancellation policy, we cancelled your upcoming bookings:</p>
      <ul>
        {outcome.cancelled.map(({ bookingId, refundPence }) => (
          <li key={bookingId}>
            Booking {bookingId}:{' '}
            {refundPence > 0
              ? `${formatPence(refundPence)} is on its way back to your card.`
              : 'no refund was due.'}
          </li>
        ))}
      </ul>
    </>
  );
}

/** What deleting the account did, shown once the site is already signed out. */
export function AccountDeletedNotice({ outcome }: { outcome: AccountDeleted }) {
  return (
    <section className="prose">
      <h1>Your account is deleted</h1>
      <FormSuccess message="Your account is deleted and you are signed out." />
      <Cancelled outcome={outcome} />
      <p>
        <Link to={pagePaths.home}>Back to the home page</Link>
      </p>
    </section>
  );
}
