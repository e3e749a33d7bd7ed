import { useId } from 'react';
import { Link } from 'react-router';
import type { BookingContext } from '../../../../contract/bookingProfile';
import type { MyPass } from '../../../../contract/passes';
import { pagePaths } from '../../../../contract/routes';
import type { SeriesPreview, SeriesPreviewQuery } from '../../../../contract/series';
import { dateInWords } from '../../../../domain/dates';
import { lengthInWords } from '../../../../domain/fieldSales';
import { formatPence } from '../../../../domain/money';
import { discountedPrice } from '../../../../domain/pricing';
import { SERIES_WEEKS } from '../../../../domain/series';
import { useParkData } from '../../../api/park';
import { FormError } from '../../../components/Field';
import { RulesConsent } from '../../../components/RulesConsent';
import { useSeriesPreview } from '../api/bookingApi';
import styles from './booking.module.css';
import { DiscountBox } from './DiscountBox';
import { draftFieldName, draftHandover, draftListPrice } from './draftPrice';
import { PayWithPass } from './PayWithPass';
import { RepeatWeekly } from './RepeatWeekly';
import { shortDay, slotEnd } from './summaryWords';
import { useBarRoom } from './useBarRoom';
import { type BookingDraft, useBookNow } from './useBookNow';
import { type Discount, useDiscount } from './useDiscount';

interface Priced {
  draft: BookingDraft;
  price: number;
  discount: Discount;
  /** The repeat booking's weeks, once known: the price is for its free ones. */
  series: SeriesPreview | undefined;
}

/** '3 weeks × £11.00 = £33.00' for a repeat booking, else the one price. */
function priceWords({ draft, price, discount, series }: Priced): string {
  if (draft.passId !== null) return '1 session of your pass';
  if (draft.repeatWeeks !== null && series) {
    const free = series.weeks.filter((week) => week.free).length;
    return `${free} weeks × ${formatPence(series.pricePence)} = ${formatPence(series.totalPence)}`;
  }
  return `${formatPence(price)}${discount.applied ? ' (Discount applied)' : ''}`;
}

function Details(priced: Priced) {
  const { park } = useParkData();
  const { draft } = priced;
  const { day, slot, minutes } = draft;
  const fieldName = draftFieldName(park, draft);
  return (
    <dl className="pairs">
      {fieldName && (
        <>
          <dt>Field</dt>
          <dd>{fieldName}</dd>
        </>
      )}
      <dt>Day</dt>
      <dd>{day ? dateInWords(day) : '—'}</dd>
      <dt>Slot</dt>
      <dd>{slot ? `${slot} to ${slotEnd(slot, minutes, draftHandover(park, draft))}` : '—'}</dd>
      <dt>Duration</dt>
      <dd>{lengthInWords(minutes)}</dd>
      <dt>Dogs</dt>
      <dd>{draft.dogs}</dd>
      <dt>Price</dt>
      <dd>{priceWords(priced)}</dd>
    </dl>
  );
}

/** The choice in one line, for the bar that stays at the foot of a phone's screen. */
function BarLine(priced: Priced) {
  const { park } = useParkData();
  const { draft, price, discount, series } = priced;
  const { day, slot, minutes } = draft;
  if (!day || !slot) return null;
  const repeating = draft.repeatWeeks !== null;
  const fieldName = draftFieldName(park, draft);
  return (
    <p className={styles.barLine}>
      <span>
        {fieldName && `${fieldName}, `}
        {shortDay(day)}
        {repeating && ' weekly'}, {slot}–{slotEnd(slot, minutes, draftHandover(park, draft))} ·{' '}
        {draft.dogs} dogs
      </span>
      <strong>
        {draft.passId !== null
          ? '1 pass session'
          : repeating && series
            ? formatPence(series.totalPence)
            : formatPence(price)}
        {!repeating && discount.applied && ` with ${discount.applied.percent}% off`}
      </strong>
    </p>
  );
}

/** The weeks a repeat booking asks for, once the slot is chosen; null for one day. */
function seriesQuery(draft: BookingDraft): SeriesPreviewQuery | null {
  if (draft.repeatWeeks === null || !draft.day || !draft.slot) return null;
  return {
    date: draft.day,
    time: draft.slot,
    minutes: draft.minutes,
    dogs: draft.dogs,
    weeks: draft.repeatWeeks,
    ...(draft.fieldId !== undefined && { fieldId: draft.fieldId }),
  };
}

/** The customer's standing with the site rules, and their tick on this page. */
export interface RulesChoice {
  /** Unknown while it loads, or if it could not be (the server then says if a tick is due). */
  context: BookingContext | undefined;
  loading: boolean;
  ticked: boolean;
  onTicked: (ticked: boolean) => void;
  onChanged: () => void;
}

/** Why Book Now can't be pressed yet, said beside it rather than left to guess. */
function waitingFor(
  draft: BookingDraft,
  rules: RulesChoice,
  series: { preview: SeriesPreview | undefined; failed: boolean },
  working: boolean,
): string | null {
  if (working) return null;
  if (!draft.day) return 'Choose a day and a time';
  if (!draft.slot) return 'Choose a time';
  if (rules.loading) return 'Loading your details…';
  if (draft.repeatWeeks !== null) {
    if (series.failed) return "We can't check the weeks right now. Please try again.";
    if (!series.preview) return 'Checking the weeks…';
    if (series.preview.weeks.filter((week) => week.free).length < SERIES_WEEKS.min) {
      return 'Only one of those weeks is free: book it on its own';
    }
  }
  const standing = rules.context?.rules.standing;
  if (standing && standing !== 'accepted' && !rules.ticked) {
    return 'Tick the box to agree to the site rules';
  }
  return null;
}

/**
 * What will be booked and its price, with the discount box and Book Now. Book Now sits in a bar
 * of its own: at the foot of a phone's screen once a slot is chosen, under the summary beside
 * the picker on a wide screen.
 */
export function BookingSummary({
  draft,
  rules,
  passes = [],
  onPass = () => {},
  onRepeatWeeks,
  onSlotTaken,
}: {
  draft: BookingDraft;
  rules: RulesChoice;
  /** The customer's passes that could pay for this choice. */
  passes?: readonly MyPass[];
  onPass?: (passId: number | null) => void;
  onRepeatWeeks: (weeks: number | null) => void;
  onSlotTaken: () => void;
}) {
  const { park } = useParkData();
  const discount = useDiscount();
  const tick = {
    version: rules.context?.rules.version ?? 0,
    ticked: rules.ticked,
    onChanged: rules.onChanged,
    onPassChanged: rules.onChanged,
  };
  const weeks = useSeriesPreview(seriesQuery(draft));
  const preview = draft.repeatWeeks !== null ? weeks.data : undefined;
  const series =
    draft.repeatWeeks !== null && preview
      ? {
          weeks: draft.repeatWeeks,
          dates: preview.weeks.filter((week) => week.free).map((week) => week.date),
          onChanged: () => void weeks.refetch(),
        }
      : null;
  const bookNow = useBookNow(draft, discount, tick, series, onSlotTaken);
  const listPrice = draftListPrice(park, draft);
  const price = discount.applied ? discountedPrice(listPrice, discount.applied.percent) : listPrice;
  const reason = waitingFor(
    draft,
    rules,
    { preview, failed: weeks.isError && !weeks.isFetching },
    bookNow.working,
  );
  const reasonId = useId();
  // An error stays in view too: it is said where the customer last pressed.
  const sticky = (draft.day !== null && draft.slot !== null) || bookNow.error !== null;
  const bar = useBarRoom(sticky);
  const priced = { draft, price, discount, series: preview };

  return (
    <div className={styles.side}>
      <section className={styles.summary} aria-labelledby="summary-title">
        <h2 id="summary-title">Your booking</h2>
        <Details {...priced} />
        <PayWithPass passes={passes} passId={draft.passId} onPass={onPass} cardPence={price} />
        {draft.passId === null && (
          <RepeatWeekly weeks={draft.repeatWeeks} onWeeks={onRepeatWeeks} preview={preview} />
        )}
        {park.flags.discountsEnabled &&
          draft.passId === null &&
          (draft.repeatWeeks === null ? (
            <DiscountBox discount={discount} />
          ) : (
            <p className={styles.weeksNote}>Discount codes are for single bookings.</p>
          ))}
      </section>
      <div className={styles.bar} data-sticky={sticky || undefined} ref={bar}>
        <BarLine {...priced} />
        {rules.context && (
          <RulesConsent
            standing={rules.context.rules.standing}
            ticked={rules.ticked}
            onTicked={rules.onTicked}
          />
        )}
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
