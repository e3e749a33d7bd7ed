import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { BookingContext } from '../../../../contract/bookingProfile';
import type { MyPass } from '../../../../contract/passes';
import { pagePaths } from '../../../../contract/routes';
import type { SeriesPreview, SeriesPreviewQuery } from '../../../../contract/series';
import { dateInWords } from '../../../../domain/dates';
import { dogsInWords, lengthInWords } from '../../../../domain/fieldSales';
import { formatPence } from '../../../../domain/money';
import { passUseWords } from '../../../../domain/passes';
import { discountedPrice } from '../../../../domain/pricing';
import { SERIES_WEEKS } from '../../../../domain/series';
import { useParkData } from '../../../api/park';
import { FormError } from '../../../components/Field';
import { PayWithPass } from '../../../components/PayWithPass';
import { useSeriesPreview } from '../api/bookingApi';
import { BookingSheet, sheetNeeded } from './BookingSheet';
import styles from './booking.module.css';
import { DiscountBox } from './DiscountBox';
import { draftFieldName, draftHandover, draftListPrice } from './draftPrice';
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
  /** The pass that pays, if one does. */
  pass: MyPass | undefined;
}

/** '3 weeks × £11.00 = £33.00' for a repeat booking, else the one price. */
function priceWords({ draft, price, discount, series, pass }: Priced): string {
  if (pass) return passUseWords(pass);
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
      <dd>{dogsInWords(draft.dogCount)}</dd>
      <dt>Price</dt>
      <dd>{priceWords(priced)}</dd>
    </dl>
  );
}

/** 'Sat 14 Jun, 10:00–11:00 · 5 dogs': the choice in a few words, for the bar and the sheet. */
function useChoiceWords(draft: BookingDraft): string | null {
  const { park } = useParkData();
  const { day, slot, minutes } = draft;
  if (!day || !slot) return null;
  const fieldName = draftFieldName(park, draft);
  const repeating = draft.repeatWeeks !== null ? ' weekly' : '';
  const end = slotEnd(slot, minutes, draftHandover(park, draft));
  return `${fieldName ? `${fieldName}, ` : ''}${shortDay(day)}${repeating}, ${slot}–${end} · ${dogsInWords(draft.dogCount)}`;
}

/** What it costs, in the bar's words: a pass session says how many the pass has. */
function barPrice({ draft, price, discount, series, pass }: Priced): string {
  if (pass) return passUseWords(pass);
  if (draft.repeatWeeks !== null) return series ? formatPence(series.totalPence) : '';
  return `${formatPence(price)}${discount.applied ? ` with ${discount.applied.percent}% off` : ''}`;
}

/** The choice and its price in one line, at the foot of a phone's screen beside Book Now. */
function BarLine({ words, price }: { words: string | null; price: string }) {
  if (!words) return null;
  return (
    <p className={styles.barLine}>
      <span>{words}</span>
      <strong>{price}</strong>
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
  const [sheetOpen, setSheetOpen] = useState(false);
  // An error stays in view too: it is said where the customer last pressed.
  const sticky = (draft.day !== null && draft.slot !== null) || bookNow.error !== null;
  const bar = useBarRoom(sticky);
  const pass = passes.find((each) => each.id === draft.passId);
  const priced = { draft, price, discount, series: preview, pass };
  const words = useChoiceWords(draft);
  const context = rules.context;
  const pressBookNow = () =>
    context &&
    sheetNeeded({ standing: context.rules.standing, ticked: rules.ticked }, context.contact)
      ? setSheetOpen(true)
      : bookNow.book();

  return (
    <div className={styles.side}>
      <section className={styles.summary} aria-labelledby="summary-title">
        <h2 id="summary-title">Your booking</h2>
        <Details {...priced} />
        <div className={styles.choices}>
          <PayWithPass passes={passes} passId={draft.passId} onPass={onPass} cardPence={price} />
          <RepeatWeekly weeks={draft.repeatWeeks} onWeeks={onRepeatWeeks} preview={preview} />
          {park.flags.discountsEnabled &&
            draft.passId === null &&
            (draft.repeatWeeks === null ? (
              <DiscountBox discount={discount} />
            ) : (
              <p className={styles.weeksNote}>Discount codes are for single bookings.</p>
            ))}
        </div>
      </section>
      <div className={styles.bar} data-sticky={sticky || undefined} ref={bar}>
        <div className={styles.barRow}>
          <BarLine words={words} price={barPrice(priced)} />
          <button
            type="button"
            className={`button ${styles.bookNow}`}
            onClick={pressBookNow}
            disabled={reason !== null || bookNow.working}
            aria-busy={bookNow.working}
            aria-describedby={reason ? reasonId : undefined}
          >
            {bookNow.working && <span className={styles.spinner} aria-hidden="true" />}
            Book Now
          </button>
        </div>
        {reason && (
          <p id={reasonId} className={styles.reason}>
            {reason}
          </p>
        )}
        <FormError message={bookNow.error} />
        {bookNow.holdLimit && (
          <p>
            Pay for it or cancel it on <Link to={pagePaths.myBookings}>My bookings</Link>.
          </p>
        )}
      </div>
      {context && (
        <BookingSheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          choiceLine={`${words ?? ''} · ${barPrice(priced)}`}
          rules={{
            standing: context.rules.standing,
            ticked: rules.ticked,
            onTicked: rules.onTicked,
          }}
          contact={context.contact}
          goLabel={pass ? 'Book with your pass' : 'Pay by card'}
          onGo={(contact) => {
            setSheetOpen(false);
            bookNow.book(contact);
          }}
        />
      )}
    </div>
  );
}
