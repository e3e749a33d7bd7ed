import { useState } from 'react';
import { bookingsApi } from '../../../../contract/api/bookings';
import type { MyBooking } from '../../../../contract/bookings';
import { dateInWords } from '../../../../domain/dates';
import { lengthInWords } from '../../../../domain/fieldSales';
import { formatPence } from '../../../../domain/money';
import { addressOf } from '../../../api/call';
import { HoldCountdown } from '../../../components/holdCountdown/HoldCountdown';
import styles from './myBookings.module.css';

const STATUS_WORDS: Record<MyBooking['status'], string> = {
  complete: 'Confirmed',
  pending: 'Awaiting payment',
  cancelled: 'Cancelled',
};

interface Props {
  booking: MyBooking;
  onCancel?: (booking: MyBooking) => void;
  onMove?: (booking: MyBooking) => void;
  /** As kept on the device, with no connection: no action, as each needs the server. */
  kept?: boolean;
}

interface ActionProps extends Props {
  /** The unpaid hold ran out while the page was open: there is nothing left to pay for. */
  holdEnded: boolean;
}

function paidWords(booking: MyBooking): string {
  if (booking.pass) return `1 session of your pass "${booking.pass.name}"`;
  const discount = booking.discountPercent ? ` (${booking.discountPercent}% discount)` : '';
  return `${formatPence(booking.pricePence)}${discount}`;
}

/** Pay, add to a calendar, move or cancel: whichever this booking allows now. */
function Actions({ booking, onCancel, onMove, holdEnded }: ActionProps) {
  return (
    <div className={styles.actions}>
      {booking.status === 'pending' && booking.checkoutUrl && !holdEnded && (
        <a className="button" href={booking.checkoutUrl}>
          Continue to payment
        </a>
      )}
      {booking.gateCode && (
        <a
          className="button button--quiet"
          href={addressOf(bookingsApi.calendarFile, { params: { id: booking.id } })}
          download
        >
          Add to calendar
        </a>
      )}
      {booking.canMove && onMove && (
        <button type="button" className="button button--quiet" onClick={() => onMove(booking)}>
          Move
        </button>
      )}
      {booking.cancel && onCancel && (
        <button type="button" className="button button--quiet" onClick={() => onCancel(booking)}>
          Cancel booking
        </button>
      )}
    </div>
  );
}

export function BookingCard({ booking, onCancel, onMove, kept = false }: Props) {
  const [holdEnded, setHoldEnded] = useState(false);
  const holding = !kept && booking.status === 'pending' && booking.checkoutUrl;
  return (
    <article className={`card ${styles.booking}`} aria-labelledby={`booking-${booking.id}`}>
      <h3 id={`booking-${booking.id}`}>
        {dateInWords(booking.date)}, {booking.time} to {booking.endTime}
      </h3>
      {booking.gateCode && (
        <p className={styles.gate}>
          Gate code <strong>{booking.gateCode}</strong>
          <span>Reset the gate to 0000 when you leave.</span>
        </p>
      )}
      <dl className="pairs">
        <dt>Booking number</dt>
        <dd>{booking.id}</dd>
        {booking.series && (
          <>
            <dt>Repeat</dt>
            <dd>
              Weekly: week {booking.series.week} of {booking.series.weeks}
            </dd>
          </>
        )}
        {booking.fieldName && (
          <>
            <dt>Field</dt>
            <dd>{booking.fieldName}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>{STATUS_WORDS[booking.status]}</dd>
        <dt>Duration</dt>
        <dd>{lengthInWords(booking.minutes)}</dd>
        <dt>Dogs</dt>
        <dd>{booking.dogs}</dd>
        <dt>{booking.status === 'pending' ? 'To pay' : 'Paid'}</dt>
        <dd>{paidWords(booking)}</dd>
        {booking.refund && (
          <>
            <dt>Refund</dt>
            <dd>
              {booking.refund.state === 'refunded'
                ? `Refunded ${formatPence(booking.refund.amountPence)}`
                : `${formatPence(booking.refund.amountPence)} on its way back to your card`}
            </dd>
          </>
        )}
      </dl>
      {holding && booking.holdExpiresAt && (
        <HoldCountdown
          endsAt={booking.holdExpiresAt}
          what="slot"
          onEnd={() => setHoldEnded(true)}
        />
      )}
      {!kept && (
        <Actions booking={booking} onCancel={onCancel} onMove={onMove} holdEnded={holdEnded} />
      )}
    </article>
  );
}
