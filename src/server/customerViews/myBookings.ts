import type { MyBooking, MyBookingsResponse } from '../../contract/bookings';
import type { PublicPark } from '../../contract/park';
import { cancellationTerms, canMove } from '../../domain/cancellation';
import { localDateAt } from '../../domain/dates';
import type { SessionUser } from '../auth/sessionsSql';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { bookingFacts } from '../bookings/bookingFacts';
import type { BookingRecord } from '../bookings/bookingRecordSql';
import { type PreparedAnswer, prepareJson } from '../http/preparedAnswer';
import { readPublicPark } from '../park/parkSql';
import { myPassView } from '../passes/passView';
import type { PaymentOfBooking } from '../payments/paymentsSql';
import { type CustomerRecords, customerRecords } from './myBookingsMemory';

function refundOf(payment: PaymentOfBooking | undefined): MyBooking['refund'] {
  if (!payment) return null;
  if (!payment.refundStatus) {
    // Staff gave some or all of it back; the booking may stand.
    if (payment.refundedPence === 0) return null;
    const at = payment.refundedAt?.toISOString() ?? null;
    return { amountPence: payment.refundedPence, state: 'refunded', at };
  }
  return {
    amountPence:
      payment.refundStatus === 'done'
        ? payment.refundedPence
        : payment.amountPence - payment.refundedPence,
    state: payment.refundStatus === 'done' ? 'refunded' : 'on-its-way',
    at: payment.refundedAt?.toISOString() ?? null,
  };
}

/**
 * Which week of its series each booking is ('week 2 of 3'), counted over the weeks the
 * customer was sent (not those that lapsed unpaid).
 */
function seriesPlaces(bookings: readonly BookingRecord[]): Map<number, MyBooking['series']> {
  const bySeries = new Map<number, BookingRecord[]>();
  for (const booking of bookings) {
    if (booking.seriesId === null) continue;
    bySeries.set(booking.seriesId, [...(bySeries.get(booking.seriesId) ?? []), booking]);
  }
  const places = new Map<number, MyBooking['series']>();
  for (const [id, weeks] of bySeries) {
    const inOrder = weeks.toSorted((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    inOrder.forEach((week, index) => {
      places.set(week.id, { id, week: index + 1, weeks: inOrder.length });
    });
  }
  return places;
}

/** One booking as its customer sees it, with what they may still do with it. */
function myBookingView(
  booking: BookingRecord,
  park: PublicPark,
  payment: PaymentOfBooking | undefined,
  linked: Pick<MyBooking, 'series' | 'pass'>,
  now: Date,
): MyBooking {
  const terms = cancellationTerms(booking.startsAt, now, park.cancellationCutoffHours);
  const complete = booking.status === 'complete';
  return {
    ...bookingFacts(booking, park, now),
    id: booking.id,
    status: booking.status as MyBooking['status'],
    checkoutUrl: booking.status === 'pending' ? booking.checkoutUrl : null,
    holdExpiresAt:
      booking.status === 'pending' ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
    refund: refundOf(payment),
    cancel: complete && terms !== 'started' ? terms : null,
    canMove:
      complete && canMove(booking.startsAt, now, park.cancellationCutoffHours, booking.moveCount),
    ...linked,
  };
}

/** The customer's bookings to come and gone, with what they may still do with each. */
export async function myBookings(
  context: Pick<LifecycleContext, 'db' | 'clock'>,
  user: SessionUser,
): Promise<MyBookingsResponse> {
  const park = await readPublicPark(context.db);
  const records = await customerRecords(context, user.id);
  return myBookingsOf(records, park, user, context.clock.now());
}

interface KeptAnswer {
  park: PublicPark;
  emailVerified: boolean;
  /** The instants (epoch ms) between which the answer stands as made. */
  from: number;
  until: number;
  text: string;
  answer: PreparedAnswer;
}

/** Answers made from kept records, which go with them when a change replaces them. */
const answers = new WeakMap<CustomerRecords, KeptAnswer>();

const MINUTE_MS = 60_000;

/**
 * When an answer made at `at` may next read differently: the next minute (days and times are
 * whole minutes), or sooner an instant a booking's view turns on (its start, its end, its
 * cancellation cut-off, its hold lapsing).
 */
function rightUntil(records: CustomerRecords, cutoffHours: number, at: number): number {
  let until = Math.min((Math.floor(at / MINUTE_MS) + 1) * MINUTE_MS, records.goodUntil);
  const cutoffMs = cutoffHours * 60 * MINUTE_MS;
  for (const booking of records.bookings) {
    const starts = booking.startsAt.getTime();
    const instants = [starts, starts - cutoffMs, booking.endsAt.getTime()];
    if (booking.holdExpiresAt) instants.push(booking.holdExpiresAt.getTime());
    for (const instant of instants) if (instant > at) until = Math.min(until, instant);
  }
  return until;
}

/**
 * My bookings as bytes ready to send: made once per customer and minute (or sooner instant it
 * turns on), and compressed again only when its text changes, since per request these were
 * most of its cost (decision 134).
 */
export async function myBookingsAnswer(
  context: Pick<LifecycleContext, 'db' | 'clock'>,
  user: SessionUser,
): Promise<PreparedAnswer> {
  const park = await readPublicPark(context.db);
  const records = await customerRecords(context, user.id);
  const now = context.clock.now();
  const at = now.getTime();
  const kept = answers.get(records);
  const same = kept && kept.park === park && kept.emailVerified === user.emailVerified;
  if (same && kept.from <= at && at < kept.until) return kept.answer;
  const text = JSON.stringify(myBookingsOf(records, park, user, now));
  const answer = kept?.text === text ? kept.answer : prepareJson(text, { quick: true });
  answers.set(records, {
    park,
    emailVerified: user.emailVerified,
    from: at,
    until: rightUntil(records, park.cancellationCutoffHours, at),
    text,
    answer,
  });
  return answer;
}

function myBookingsOf(
  records: CustomerRecords,
  park: PublicPark,
  user: SessionUser,
  now: Date,
): MyBookingsResponse {
  // A hold with no checkout yet can't be paid from here: a Book Now still opening one, or a
  // slot a waiting list holds for them (under Waiting lists, with its own page).
  const bookings = records.bookings.filter(
    (booking) =>
      booking.status !== 'pending' ||
      (booking.holdExpiresAt !== null && booking.holdExpiresAt > now && booking.checkoutUrl),
  );
  const { payments, passes } = records;

  const places = seriesPlaces(bookings);
  const passNames = new Map(passes.map((pass) => [pass.id, pass.name]));
  const view = (booking: BookingRecord) =>
    myBookingView(
      booking,
      park,
      payments.get(booking.id),
      {
        series: places.get(booking.id) ?? null,
        pass:
          booking.passId === null
            ? null
            : { id: booking.passId, name: passNames.get(booking.passId) ?? 'Pass' },
      },
      now,
    );
  const upcoming = bookings
    .filter((booking) => booking.status !== 'cancelled' && booking.endsAt > now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .map(view);
  const past = bookings
    .filter((booking) => booking.status === 'cancelled' || booking.endsAt <= now)
    .map(view);
  const today = localDateAt(now, park.timeZone);
  return {
    upcoming,
    past,
    passes: passes.map((pass) => myPassView(pass, today)),
    cancellationCutoffHours: park.cancellationCutoffHours,
    emailVerified: user.emailVerified,
  };
}
