import { fieldRules } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import type { ParkField } from '../../contract/parkFields';
import type { CreateSeriesRequest, SeriesPreview, SeriesPreviewQuery } from '../../contract/series';
import { whyNotBookableFor } from '../../domain/bookable';
import { dateInWords } from '../../domain/dates';
import { seriesDatesProblem, seriesWeeks, weeklyDates } from '../../domain/series';
import type { SessionUser } from '../auth/sessionsSql';
import { contactForBooking } from '../bookingProfile/contact';
import { agreedRules } from '../bookingProfile/rulesAcceptance';
import { heldSlots, insertPendingBooking, type NewPendingBooking } from '../bookings/holdsSql';
import { insertSeries } from '../bookings/seriesSql';
import { locks, takeLocks } from '../db/locks';
import { AppError } from '../http/errors';
import { type Checked, checkedNow } from '../park/currentPark';
import { readPublicPark } from '../park/parkSql';
import { requestedField } from '../park/requestedField';
import { dogCountRefusal, holdFor, notBookable } from './createBooking';
import { checkHoldLimit, untilCheckoutOpens } from './holdRules';
import type { LifecycleContext } from './lifecycleContext';
import { openCheckout } from './openCheckout';
import { takeSlots } from './takeSlot';

/** The weeks whose slot someone holds now, of those given. */
async function takenWeeks(
  deps: LifecycleContext,
  holds: readonly NewPendingBooking[],
): Promise<Set<string>> {
  const held = await heldSlots(deps.db, holds, deps.clock.now());
  return new Set(holds.filter((_, index) => held.has(index)).map((hold) => hold.date));
}

/** Every week of the series asked about, free or why not, and what the free ones cost. */
export async function previewSeries(
  deps: LifecycleContext,
  user: SessionUser,
  query: SeriesPreviewQuery,
): Promise<SeriesPreview> {
  const now = deps.clock.now();
  const park = await readPublicPark(deps.db);
  const field = requestedField(park, query);
  const holds = weeklyDates(query.date, query.weeks).map((date) =>
    holdFor(deps, user, park, field, query, date, now),
  );
  const weeks = seriesWeeks(fieldRules(park, field), query, await takenWeeks(deps, holds), now);
  // Every week is the same weekday, so the same price.
  const pricePence = holds[0]?.listPricePence ?? 0;
  const free = weeks.filter((week) => week.free).length;
  return { weeks, pricePence, totalPence: free * pricePence };
}

/** The refusal when weeks shown as free were taken meanwhile: it names them. */
async function weeksTaken(
  deps: LifecycleContext,
  holds: readonly NewPendingBooking[],
): Promise<AppError> {
  const taken = [...(await takenWeeks(deps, holds))].map(dateInWords);
  if (taken.length === 0) return new AppError('series/weeks-changed');
  return new AppError(
    'series/weeks-changed',
    `Someone booked ${taken.join(', ')} a moment ago. Please look at the dates again.`,
  );
}

interface HeldWeeks extends Checked<readonly NewPendingBooking[]> {
  seriesId: number;
  bookingIds: number[];
}

/**
 * One transaction: the limit (the customer's lock), the rules ticked, the name and mobile, the
 * series, then every week's day queued (in the order of db/locks.ts, so two series never wait
 * on each other), every week checked again as the database has the field now (decision 140),
 * and held. Any week in the way and none is held.
 */
function holdWeeks(
  deps: LifecycleContext,
  planned: Checked<readonly NewPendingBooking[]>,
  plan: (park: PublicPark) => readonly NewPendingBooking[],
  request: CreateSeriesRequest,
  now: Date,
): Promise<HeldWeeks> {
  const [first] = planned.value;
  if (!first) throw new AppError('series/invalid-dates');
  return deps.db.transaction(async (tx) => {
    // Every week is a slot held, all under one checkout (decision 105).
    const holdMs = first.holdExpiresAt.getTime() - now.getTime();
    await checkHoldLimit(tx, first.userId, now, holdMs, planned.value.length);
    const rules = await agreedRules(tx, first.userId, request.rulesVersion, now);
    await contactForBooking(tx, first.userId, request.contact);
    const seriesId = await insertSeries(tx, { userId: first.userId, weeks: request.weeks }, now);
    await takeLocks(
      tx,
      planned.value.map((hold) => locks.bookingDay(hold.fieldId, hold.date)),
    );
    const { park, value: holds } = await checkedNow(tx, planned, plan);
    const bookingIds: number[] = [];
    for (const hold of holds) {
      const expires = untilCheckoutOpens(hold.holdExpiresAt, now);
      bookingIds.push(
        await insertPendingBooking(tx, { ...hold, holdExpiresAt: expires, seriesId }, rules, now),
      );
    }
    return { seriesId, bookingIds, park, value: holds };
  });
}

/** Every week asked for must still be bookable by the field's rules. */
function checkWeeks(
  park: PublicPark,
  field: ParkField,
  request: CreateSeriesRequest,
  now: Date,
): void {
  const problem = seriesDatesProblem(request.date, request.weeks, request.dates);
  if (problem) throw new AppError('series/invalid-dates', problem);
  for (const date of request.dates) {
    const refusal = whyNotBookableFor(fieldRules(park, field), { ...request, date }, now);
    if (refusal) throw notBookable(`${dateInWords(date)}: ${refusal}`);
  }
  const badCount = dogCountRefusal(request, field);
  if (badCount) throw badCount;
}

/** The weeks' holds, each week checked by the field's rules against `park`. */
function checkedWeeks(
  deps: LifecycleContext,
  user: SessionUser,
  park: PublicPark,
  request: CreateSeriesRequest,
  now: Date,
): NewPendingBooking[] {
  const field = requestedField(park, request);
  checkWeeks(park, field, request, now);
  return [...request.dates]
    .sort()
    .map((date) => holdFor(deps, user, park, field, request, date, now));
}

/**
 * Repeat weekly: holds the weeks the page showed as free, all or none, under one checkout, and
 * opens it. Each week is a booking of its own once paid (decision 100).
 */
export async function createSeries(
  deps: LifecycleContext,
  user: SessionUser,
  request: CreateSeriesRequest,
): Promise<{ seriesId: number; bookingIds: number[]; checkoutUrl: string }> {
  const now = deps.clock.now();
  const park = await readPublicPark(deps.db);
  const holds = checkedWeeks(deps, user, park, request, now);
  // Checked again on the field whose days are locked, however the park lists its fields now.
  const pinned = { ...request, fieldId: holds[0]?.fieldId };
  const plan = (current: PublicPark) => checkedWeeks(deps, user, current, pinned, now);
  const held = await takeSlots(
    deps,
    holds,
    () => holdWeeks(deps, { park, value: holds }, plan, request, now),
    () => weeksTaken(deps, holds),
  );
  const order = {
    bookings: held.bookingIds.map((bookingId, index) => {
      const hold = held.value[index] as NewPendingBooking;
      return { bookingId, hold, pricePence: hold.listPricePence };
    }),
    discountPercent: null,
  };
  const checkoutUrl = await openCheckout(deps, user, held.park, order, now);
  return { seriesId: held.seriesId, bookingIds: held.bookingIds, checkoutUrl };
}
