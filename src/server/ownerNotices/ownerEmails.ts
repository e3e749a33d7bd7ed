import { namedField } from '../../contract/fieldChoice';
import { dayAndDateInWords } from '../../domain/calendar';
import { localTimeAt } from '../../domain/dates';
import { gateCodeText } from '../../domain/doorCodes';
import { formatPence } from '../../domain/money';
import type { BookingRecord } from '../bookings/bookingRecordSql';
import { dogsWords, durationWords, whenWords } from '../bookings/bookingWords';
import { emailSenderOf } from '../email/emailSender';
import type { OutgoingEmail } from '../email/outboxSql';
import { type EmailBlock, type EmailContent, renderEmail } from '../email/render';
import type { OwnerBooking, OwnerPark } from './ownerNoticesSql';

// What the park's own address is told: the e-mails themselves, drawn through the one render
// path every e-mail takes, so each has its plain-text part.

/** Where the owner's links point. */
export interface OwnerEmailContext {
  park: OwnerPark;
  publicUrl: string;
}

function toOwner(
  context: OwnerEmailContext,
  dedupeKey: string,
  content: EmailContent,
): OutgoingEmail {
  const { park } = context;
  const rendered = renderEmail(
    {
      ...content,
      blocks: [
        ...content.blocks,
        { type: 'action', label: 'Open the admin', url: `${context.publicUrl}/admin` },
        {
          type: 'paragraph',
          text: 'You get these e-mails because owner notices are on in the Settings (Features).',
        },
      ],
    },
    emailSenderOf(park, context.publicUrl),
  );
  // The park's, whoever's account shares its address.
  return { dedupeKey, to: park.email, account: null, ...rendered };
}

/** Who booked: the customer (name first, decision 125), or the park itself and for whom. */
export function customerWords(customerEmail: string | null, booking: BookingRecord): string {
  if (booking.isManual)
    return customerEmail ? `Booked by the park for ${customerEmail}` : 'Booked by the park';
  return customerEmail ?? 'An account since deleted';
}

/** How it was paid for: by card (and at what discount), on the test checkout, or not at all. */
export function paymentWords(booking: BookingRecord): string {
  if (booking.isManual) return 'Manual booking: nothing charged';
  // A session of a pass, paid for when the pass was bought: no £0.00 "by card" (decision 127).
  if (booking.passId !== null) return 'Paid with a pass: one session';
  const discount = booking.discountPercent ? ` after a ${booking.discountPercent}% discount` : '';
  const how = booking.isTest ? 'on the test checkout' : 'by card';
  return `Paid ${formatPence(booking.pricePence)} ${how}${discount}`;
}

/**
 * '1 hour, 5-6 dogs, ann@example.com, paid £15.00 by card': one booking on one line, after its
 * field's name where the park has several ('Puppy paddock, 1 hour, …').
 */
export function ownerBookingLine(booking: OwnerBooking, park: Pick<OwnerPark, 'fields'>): string {
  return [
    namedField(park, booking),
    durationWords(booking.minutes),
    dogsWords(booking),
    customerWords(booking.customerEmail, booking),
    paymentWords(booking),
  ]
    .filter(Boolean)
    .join(', ');
}

function bookingRows(
  booking: BookingRecord,
  customerEmail: string | null,
  park: OwnerPark,
): [string, string][] {
  const field = namedField(park, booking);
  return [
    ['Booking number', String(booking.id)],
    ['When', whenWords(booking, park.timeZone)],
    ...(field ? ([['Field', field]] as [string, string][]) : []),
    ['Length', durationWords(booking.minutes)],
    ['Dogs', dogsWords(booking)],
    ['Customer', customerWords(customerEmail, booking)],
  ];
}

/** A booking was paid for, or the park booked one itself. */
export function bookedNoticeEmail(
  booking: BookingRecord,
  customerEmail: string | null,
  context: OwnerEmailContext,
  bookedBy: string | null,
): OutgoingEmail {
  const { park } = context;
  const what = booking.isManual ? 'New manual booking' : 'New booking';
  return toOwner(context, `owner-booked:${booking.id}`, {
    subject: `${what}: ${whenWords(booking, park.timeZone)}`,
    blocks: [
      { type: 'heading', text: what },
      {
        type: 'details',
        rows: [
          ...bookingRows(booking, customerEmail, park),
          ['Payment', paymentWords(booking)],
          ...(booking.bookingCode
            ? [['Gate code', gateCodeText(booking.bookingCode)] as [string, string]]
            : []),
          ...(bookedBy ? [['Booked by', bookedBy] as [string, string]] : []),
        ],
      },
    ],
  });
}

/** '6 weeks × £11.00 = £66.00 by card', or the total alone where the weeks' prices differ. */
function seriesPaymentWords(weeks: readonly BookingRecord[], totalPence: number): string {
  const [first] = weeks;
  const how = first?.isTest ? 'on the test checkout' : 'by card';
  const same = weeks.every((week) => week.pricePence === first?.pricePence);
  const sum = same
    ? `${weeks.length} weeks × ${formatPence(first?.pricePence ?? 0)} = ${formatPence(totalPence)}`
    : `${formatPence(totalPence)} for ${weeks.length} weeks`;
  return `Paid ${sum} ${how}`;
}

/**
 * A weekly series was paid for (decision 127): one notice for all its weeks, each week a line
 * with its date, time, field (where the park has several) and price, and the total.
 */
export function seriesBookedNoticeEmail(
  weeks: readonly BookingRecord[],
  customerEmail: string | null,
  context: OwnerEmailContext,
): OutgoingEmail {
  const { park } = context;
  const [first] = weeks;
  if (!first) throw new Error('a series notice with no weeks');
  const totalPence = weeks.reduce((sum, week) => sum + week.pricePence, 0);
  const count = weeks.length === 1 ? '1 week' : `${weeks.length} weeks`;
  return toOwner(context, `owner-booked-series:${first.id}`, {
    subject: `New weekly booking, ${count}: from ${whenWords(first, park.timeZone)}`,
    blocks: [
      { type: 'heading', text: `New weekly booking: ${count}` },
      {
        type: 'details',
        rows: [
          ['Booking numbers', weeks.map((week) => week.id).join(', ')],
          ['Length', durationWords(first.minutes)],
          ['Dogs', dogsWords(first)],
          ['Customer', customerWords(customerEmail, first)],
          ['Payment', seriesPaymentWords(weeks, totalPence)],
        ],
      },
      {
        type: 'details',
        rows: weeks.map((week, index): [string, string] => [
          `Week ${index + 1}`,
          [whenWords(week, park.timeZone), namedField(park, week), formatPence(week.pricePence)]
            .filter(Boolean)
            .join(', '),
        ]),
      },
      {
        type: 'paragraph',
        text: 'Each week is a booking of its own, with its own gate code, sent to the customer.',
      },
    ],
  });
}

/** A booking was cancelled: by its customer, or because the park closed the day. */
export function cancelledNoticeEmail(
  booking: BookingRecord,
  customerEmail: string | null,
  context: OwnerEmailContext,
  cancelled: { why: string; refundPence: number; returned?: boolean },
): OutgoingEmail {
  const { park } = context;
  const refund = booking.isManual
    ? 'None: nothing was charged'
    : booking.passId !== null && cancelled.returned !== undefined
      ? `None: paid with a pass; ${cancelled.returned ? 'the session went back on it' : 'the session was kept'}`
      : cancelled.refundPence > 0
        ? `${formatPence(cancelled.refundPence)}, in full`
        : 'None, under the cancellation policy';
  return toOwner(context, `owner-cancelled:${booking.id}`, {
    subject: `Booking ${booking.id} cancelled: ${whenWords(booking, park.timeZone)}`,
    blocks: [
      { type: 'heading', text: 'A booking was cancelled' },
      {
        type: 'details',
        rows: [
          ...bookingRows(booking, customerEmail, park),
          ['Why', cancelled.why],
          ['Refund', refund],
        ],
      },
      { type: 'paragraph', text: 'Its time is free again for others to book.' },
    ],
  });
}

/** Money went back to a customer, all of it or part. */
export function refundNoticeEmail(
  booking: BookingRecord,
  customerEmail: string | null,
  context: OwnerEmailContext,
  refund: { refundId: string | number; amountPence: number; reason: string; cancelled: boolean },
): OutgoingEmail {
  const { park } = context;
  return toOwner(context, `owner-refunded:${booking.id}:${refund.refundId}`, {
    subject: `Refund of ${formatPence(refund.amountPence)} on booking ${booking.id}`,
    blocks: [
      { type: 'heading', text: 'A refund was made' },
      {
        type: 'details',
        rows: [
          ...bookingRows(booking, customerEmail, park),
          ['Refunded', formatPence(refund.amountPence)],
          ['Reason', refund.reason.trim() === '' ? 'None given' : refund.reason],
          ['The booking', refund.cancelled ? 'Cancelled' : 'Kept'],
        ],
      },
    ],
  });
}

/**
 * A booking's own code did not reach the lock in time, and another code was given instead
 * (decision 117): the owner should look at the lock.
 */
export function accessProblemNoticeEmail(
  booking: BookingRecord,
  customerEmail: string | null,
  context: OwnerEmailContext,
  problem: { standIn: 'backup' | 'daily'; reason: string },
): OutgoingEmail {
  const { park } = context;
  const given = booking.bookingCode ? gateCodeText(booking.bookingCode) : 'none';
  return toOwner(context, `owner-access-problem:${booking.id}:${booking.bookingCode}`, {
    subject: `Gate code problem on booking ${booking.id}`,
    blocks: [
      { type: 'heading', text: "A booking's own code is not on the lock" },
      {
        type: 'details',
        rows: [
          ...bookingRows(booking, customerEmail, park),
          [
            'Given instead',
            `${problem.standIn === 'backup' ? "The lock's backup code" : "The field's code for the day"} ${given}`,
          ],
          ['Why', problem.reason],
        ],
      },
      {
        type: 'paragraph',
        text: 'The customer has been e-mailed the code to use. Please check the lock in Seam, and see Access problems on the admin page.',
      },
    ],
  });
}

export interface DaySummary {
  day: string;
  gateCode: string;
  bookings: readonly OwnerBooking[];
  /** Why the park is closed that day, if it is. */
  closed: string | null;
  /** Where the park has several fields: each one's gate code, and why it is closed, if it is. */
  fields?: readonly { name: string; gateCode: string; closed: string | null }[];
}

/** The day's gate code: the park's, or each field's where it has several. */
function codeRows(summary: DaySummary): [string, string][] {
  if (!summary.fields || summary.fields.length === 0) {
    return [['Gate code', gateCodeText(summary.gateCode)]];
  }
  return summary.fields.map((field) => [`Gate code, ${field.name}`, gateCodeText(field.gateCode)]);
}

/** Why the park is closed, and each of its several fields closed on its own. */
function closedRows(summary: DaySummary): [string, string][] {
  return [
    ...(summary.closed ? [['Closed', summary.closed] as [string, string]] : []),
    ...(summary.fields ?? []).flatMap((field): [string, string][] =>
      field.closed ? [[`Closed, ${field.name}`, field.closed]] : [],
    ),
  ];
}

function countWords(count: number): string {
  return count === 1 ? '1 booking' : `${count} bookings`;
}

/** 06:00: the day's gate code and its bookings in time order, one line each. */
export function dailySummaryEmail(summary: DaySummary, context: OwnerEmailContext): OutgoingEmail {
  const { park } = context;
  const { bookings } = summary;
  const list: EmailBlock =
    bookings.length === 0
      ? { type: 'paragraph', text: 'There are no bookings today.' }
      : {
          type: 'details',
          rows: bookings.map((booking) => [
            `${booking.time} to ${localTimeAt(booking.endsAt, park.timeZone)}`,
            ownerBookingLine(booking, park),
          ]),
        };
  return toOwner(context, `owner-summary:${summary.day}`, {
    subject: `Today, ${dayAndDateInWords(summary.day)}: ${countWords(bookings.length)}`,
    blocks: [
      { type: 'heading', text: `Today at ${park.name}` },
      {
        type: 'details',
        rows: [
          ['Date', dayAndDateInWords(summary.day)],
          ...codeRows(summary),
          ['Bookings', countWords(bookings.length)],
          ...closedRows(summary),
        ],
      },
      list,
    ],
  });
}
