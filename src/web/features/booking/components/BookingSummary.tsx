import { Link } from 'react-router';
import { pagePaths } from '../../../../contract/routes';
import { dateInWords } from '../../../../domain/dates';
import { formatPence } from '../../../../domain/money';
import { discountedPrice, priceFor } from '../../../../domain/pricing';
import { clockTimeOf, heldMinutes, minutesOf, type SlotMinutes } from '../../../../domain/slots';
import { useParkData } from '../../../api/park';
import { FormError } from '../../../components/Field';
import styles from './booking.module.css';
import { DiscountBox } from './DiscountBox';
import { type BookingDraft, useBookNow } from './useBookNow';
import { useDiscount } from './useDiscount';

/** '10:00 to 10:50': the end the customer is sold, a handover gap before the next slot. */
function slotWords(slot: string, minutes: SlotMinutes, handoverMinutes: number): string {
  const end = minutesOf(slot) + heldMinutes(minutes, handoverMinutes);
  return `${slot} to ${clockTimeOf(end)}`;
}

function Details({
  draft,
  price,
  discounted,
}: {
  draft: BookingDraft;
  price: number;
  discounted: boolean;
}) {
  const { park } = useParkData();
  return (
    <dl>
      <dt>Day</dt>
      <dd>{draft.day ? dateInWords(draft.day) : '—'}</dd>
      <dt>Slot</dt>
      <dd>{draft.slot ? slotWords(draft.slot, draft.minutes, park.handoverMinutes) : '—'}</dd>
      <dt>Duration</dt>
      <dd>{draft.minutes === 30 ? '30 minutes' : '1 hour'}</dd>
      <dt>Price</dt>
      <dd>
        {formatPence(price)}
        {discounted && ' (Discount applied)'}
      </dd>
    </dl>
  );
}

/** What will be booked and its price, with the discount box and Book Now. */
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

  return (
    <section className={`card ${styles.summary}`} aria-labelledby="summary-title">
      <h2 id="summary-title">Your booking</h2>
      <Details draft={draft} price={price} discounted={discount.applied !== null} />
      {park.flags.discountsEnabled && <DiscountBox discount={discount} />}
      <button
        type="button"
        className="button"
        onClick={bookNow.book}
        disabled={bookNow.working || !draft.day || !draft.slot}
        aria-busy={bookNow.working}
      >
        {bookNow.working && <span className={styles.spinner} aria-hidden="true" />}
        Book Now
      </button>
      <FormError message={bookNow.error} />
      {bookNow.holdLimit && (
        <p>
          Pay for it or cancel it on <Link to={pagePaths.myBookings}>My bookings</Link>.
        </p>
      )}
    </section>
  );
}
