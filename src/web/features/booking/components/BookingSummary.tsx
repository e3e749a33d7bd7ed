import { useId } from 'react';
import { Link } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { dateInWords } from '../../../../domain/dates';
import { formatPence } from '../../../../domain/money';
import { discountedPrice, priceFor } from '../../../../domain/pricing';
import { useParkData } from '../../../api/park';
import { FormError } from '../../../components/Field';
import styles from './booking.module.css';
import { DiscountBox } from './DiscountBox';
import { shortDay, slotEnd } from './summaryWords';
import { useBarRoom } from './useBarRoom';
import { type BookingDraft, useBookNow } from './useBookNow';
import { type Discount, useDiscount } from './useDiscount';

interface Priced {
  draft: BookingDraft;
  price: number;
  discount: Discount;
}

function Details({ draft, price, discount }: Priced) {
  const { park } = useParkData();
  const { day, slot, minutes } = draft;
  return (
    <dl className="pairs">
      <dt>Day</dt>
      <dd>{day ? dateInWords(day) : '—'}</dd>
      <dt>Slot</dt>
      <dd>{slot ? `${slot} to ${slotEnd(slot, minutes, park.handoverMinutes)}` : '—'}</dd>
      <dt>Duration</dt>
      <dd>{minutes === 30 ? '30 minutes' : '1 hour'}</dd>
      <dt>Dogs</dt>
      <dd>{draft.dogs}</dd>
      <dt>Price</dt>
      <dd>
        {formatPence(price)}
        {discount.applied && ' (Discount applied)'}
      </dd>
    </dl>
  );
}

/** The choice in one line, for the bar that stays at the foot of a phone's screen. */
function BarLine({ draft, price, discount }: Priced) {
  const { park } = useParkData();
  const { day, slot, minutes } = draft;
  if (!day || !slot) return null;
  return (
    <p className={styles.barLine}>
      <span>
        {shortDay(day)}, {slot}–{slotEnd(slot, minutes, park.handoverMinutes)} · {draft.dogs} dogs
      </span>
      <strong>
        {formatPence(price)}
        {discount.applied && ` with ${discount.applied.percent}% off`}
      </strong>
    </p>
  );
}

/** Why Book Now can't be pressed yet, said beside it rather than left to guess. */
function waitingFor(draft: BookingDraft, working: boolean): string | null {
  if (working) return null;
  if (!draft.day) return 'Choose a day and a time';
  if (!draft.slot) return 'Choose a time';
  return null;
}

/**
 * What will be booked and its price, with the discount box and Book Now. Book Now sits in a bar
 * of its own: at the foot of a phone's screen once a slot is chosen, under the summary beside
 * the picker on a wide screen.
 */
export function BookingSummary({
  draft,
  onSlotTaken,
}: {
  draft: BookingDraft;
  onSlotTaken: () => void;
}) {
  const { park } = useParkData();
  const discount = useDiscount();
  const bookNow = useBookNow(draft, discount, onSlotTaken);
  const listPrice = priceFor(park.prices, draft.dogs, draft.minutes);
  const price = discount.applied ? discountedPrice(listPrice, discount.applied.percent) : listPrice;
  const reason = waitingFor(draft, bookNow.working);
  const reasonId = useId();
  // An error stays in view too: it is said where the customer last pressed.
  const sticky = (draft.day !== null && draft.slot !== null) || bookNow.error !== null;
  const bar = useBarRoom(sticky);
  const priced = { draft, price, discount };

  return (
    <div className={styles.side}>
      <section className={styles.summary} aria-labelledby="summary-title">
        <h2 id="summary-title">Your booking</h2>
        <Details {...priced} />
        {park.flags.discountsEnabled && <DiscountBox discount={discount} />}
      </section>
      <div className={styles.bar} data-sticky={sticky || undefined} ref={bar}>
        <BarLine {...priced} />
        <div className={styles.barAction}>
          <button
            type="button"
            className={`button ${styles.bookNow}`}
            onClick={bookNow.book}
            disabled={reason !== null || bookNow.working}
            aria-busy={bookNow.working}
            aria-describedby={reason ? reasonId : undefined}
          >
            {bookNow.working && <span className={styles.spinner} aria-hidden="true" />}
            Book Now
          </button>
          {reason && (
            <p id={reasonId} className={styles.reason}>
              {reason}
            </p>
          )}
        </div>
        <FormError message={bookNow.error} />
        {bookNow.holdLimit && (
          <p>
            Pay for it or cancel it on <Link to={pagePaths.myBookings}>My bookings</Link>.
          </p>
        )}
      </div>
    </div>
  );
}
