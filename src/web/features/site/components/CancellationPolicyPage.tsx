import { Link } from 'react-router';
import type { PublicPark } from '../../../../contract/park';
import { pagePaths } from '../../../../contract/routes';
import { useParkData } from '../../../api/park';
import { usePageTitle } from '../../../lib/usePageTitle';

function Terms({ park }: { park: PublicPark }) {
  return (
    <>
      <h2>Terms and conditions</h2>
      <ol>
        <li>
          A booking is confirmed once your card payment has gone through and you have received our
          confirmation e-mail with the gate code. Prices are shown in pounds; invoices show totals
          excluding VAT.
        </li>
        <li>
          Your booking gives your group sole use of the field for the time booked, for up to{' '}
          {park.maxDogs} dogs. Please phone {park.phone} about larger groups.
        </li>
        <li>
          Please arrive no earlier than {park.arrivalMinutesBefore} minutes before your start time,
          and leave the field on time.
        </li>
        <li>
          The gate code is for your booking only: please don't share it. Reset the lock to 0000 when
          you leave.
        </li>
        <li>
          Dogs must be vaccinated and free of parasites; puppies must be at least 8 weeks old and
          have had their vaccinations.
        </li>
        <li>
          You are responsible for your dogs, for any damage they cause, and for clearing up after
          them. You use the field at your own risk.
        </li>
        <li>
          Please follow the <Link to={pagePaths.siteRules}>Site Rules</Link>. We may refuse or end a
          booking when they are not followed, without a refund.
        </li>
      </ol>
    </>
  );
}

export function CancellationPolicyPage() {
  const { park } = useParkData();
  usePageTitle('Cancellation, T&C Policy');
  const cutoff = park.cancellationCutoffHours;
  return (
    <article className="prose">
      <h1>Cancellation, T&amp;C Policy</h1>

      <h2>Cancelling a booking</h2>
      <ul>
        <li>
          Cancel at least {cutoff} hours before your booking starts and you get a full refund.
        </li>
        <li>Within {cutoff} hours of the start, a cancellation is not refunded.</li>
        <li>If you don't come, the booking is not refunded.</li>
        <li>
          Arriving late doesn't extend your booking: it ends at the time shown in your confirmation.
        </li>
        <li>
          If we have to close the field (for example for bad weather or safety), we will tell you as
          soon as we can and refund you in full.
        </li>
      </ul>

      <Terms park={park} />

      <p>
        Questions? Phone {park.phone} or e-mail <a href={`mailto:${park.email}`}>{park.email}</a>.
      </p>
    </article>
  );
}
