import { Link } from 'react-router';
import { bookingsApi } from '../../../../contract/api/bookings';
import type { BookingView } from '../../../../contract/bookings';
import { opensByLock } from '../../../../contract/fieldChoice';
import type { PublicPark } from '../../../../contract/park';
import { pagePaths } from '../../../../contract/routes';
import { dayAndDateInWords } from '../../../../domain/calendar';
import { RESET_CODE } from '../../../../domain/doorCodes';
import { addressOf } from '../../../api/call';
import { useParkData } from '../../../api/park';
import { ParkAddress } from '../../../components/ParkAddress';
import styles from './PaySuccessPage.module.css';

/** Said while a booking's own code is on its way from the lock (decision 117). */
export const LOCK_CODE_TO_COME =
  'Your own code is being set on the lock. It will show here in a moment, and we will e-mail it to you.';

function GateCode({ code, toCome }: { code: string | null; toCome: boolean }) {
  if (!code) return <dd>{toCome ? LOCK_CODE_TO_COME : 'It is in your confirmation e-mail.'}</dd>;
  return (
    <dd>
      <strong className={styles.code}>{code}</strong>
      <span>Enter it at the gate, and reset the gate to {RESET_CODE} when you leave.</span>
    </dd>
  );
}

function Where({ park }: { park: PublicPark }) {
  return (
    <dd>
      <ParkAddress park={park} />
    </dd>
  );
}

/** Whether the page waits for the booking's own code from the lock. */
export function lockCodeToCome(park: PublicPark, booking: BookingView): boolean {
  return booking.status === 'complete' && !booking.gateCode && opensByLock(park, booking.fieldId);
}

/** What the customer needs on the way to the field: when, the code, where, and when to come. */
export function VisitDetails({ booking }: { booking: BookingView }) {
  const { park } = useParkData();
  return (
    <section className={`card ${styles.visit}`} aria-labelledby="visit-title">
      <h2 id="visit-title">Your visit</h2>
      <dl className={styles.facts}>
        <div>
          <dt>When</dt>
          <dd>
            {dayAndDateInWords(booking.date)}, {booking.time} to {booking.endTime}
          </dd>
        </div>
        {booking.fieldName && (
          <div>
            <dt>Field</dt>
            <dd>{booking.fieldName}</dd>
          </div>
        )}
        <div>
          <dt>Gate code</dt>
          <GateCode code={booking.gateCode} toCome={lockCodeToCome(park, booking)} />
        </div>
        <div>
          <dt>Where</dt>
          <Where park={park} />
        </div>
        <div>
          <dt>Arriving</dt>
          <dd>
            Please arrive no earlier than {park.arrivalMinutesBefore} minutes before your booking
            starts, so the group before you can leave without meeting your dogs at the gate.
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <a
          className="button"
          href={addressOf(bookingsApi.calendarFile, { params: { id: booking.id } })}
          download
        >
          Add to calendar
        </a>
        <Link className="button button--quiet" to={pagePaths.myBookings}>
          My bookings
        </Link>
      </div>
    </section>
  );
}
