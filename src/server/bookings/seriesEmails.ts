import { weekdayOf } from '../../domain/calendar';
import { dateInWords } from '../../domain/dates';
import { formatPence } from '../../domain/money';
import type { OutgoingEmail } from '../email/outboxSql';
import {
  arrivalRule,
  type BookingEmailContext,
  calendarAttachment,
  codeOf,
  invoiceBlocks,
  toCustomer,
  visitBlocks,
} from './bookingEmails';
import type { BookingRecord } from './bookingRecordSql';
import { dogsWords, durationWords, whenWords } from './bookingWords';
import type { Invoice } from './invoicesSql';

// A repeat booking's weeks are paid at once, so their customer hears of them at once: one
// confirmation and one e-mail of invoices, not one of each a week (decision 100).

function seriesKey(weeks: readonly BookingRecord[]): string {
  const [first] = weeks;
  if (!first) throw new Error('a series e-mail with no weeks');
  return String(first.seriesId ?? first.id);
}

function firstOf(weeks: readonly BookingRecord[]): BookingRecord {
  const [first] = weeks;
  if (!first) throw new Error('a series e-mail with no weeks');
  return first;
}

/** 'Thank you for your booking.' for every week paid, each with its own gate code. */
export function seriesConfirmationEmail(
  weeks: readonly BookingRecord[],
  context: BookingEmailContext,
): OutgoingEmail {
  const { park } = context;
  const first = firstOf(weeks);
  const weekday = weekdayOf(first.date);
  return toCustomer(
    context,
    `series-confirmation:${seriesKey(weeks)}`,
    {
      subject: `Weekly bookings confirmed: ${weeks.length} ${weekday}s from ${dateInWords(first.date)} at ${first.time}`,
      blocks: [
        { type: 'heading', text: 'Thank you for your booking.' },
        {
          type: 'paragraph',
          text: `You have booked ${weeks.length} weeks: ${durationWords(first.minutes)} for ${dogsWords(first)} at ${first.time} on ${weekday}s. Each week is a booking of its own, with its own gate code, and can be moved or cancelled on its own under the cancellation policy.`,
        },
        {
          type: 'details',
          rows: weeks.map((week) => [
            `Booking ${week.id}`,
            `${whenWords(week, park.timeZone)}, gate code ${codeOf(week)}`,
          ]),
        },
        {
          type: 'paragraph',
          text: "To open the gate, enter that week's code on the keypad. When you leave, please reset the gate to 0000 and check that it is shut.",
        },
        { type: 'paragraph', text: arrivalRule(park) },
        ...visitBlocks(context),
        {
          type: 'paragraph',
          text: 'Each week is attached as a calendar file. We look forward to seeing you soon!',
        },
      ],
    },
    weeks.flatMap((week) => calendarAttachment(week, context)),
  );
}

/**
 * One invoice a week, in one message: each week can be cancelled and refunded on its own, so
 * each has its own invoice number.
 */
export function seriesInvoiceEmail(
  weeks: readonly BookingRecord[],
  context: BookingEmailContext,
  invoices: readonly Invoice[],
): OutgoingEmail {
  const total = weeks.reduce((sum, week) => sum + week.pricePence, 0);
  return toCustomer(context, `series-invoice:${seriesKey(weeks)}`, {
    subject: `Invoices for your ${weeks.length} weekly bookings`,
    blocks: [
      { type: 'heading', text: 'Invoices' },
      {
        type: 'paragraph',
        text: `One invoice for each week you booked, so that a week cancelled is refunded on its own. Paid by card in one payment of ${formatPence(total)}. Thank you.`,
      },
      ...weeks.flatMap((week, index) => {
        const invoice = invoices[index];
        if (!invoice) throw new Error(`no invoice for booking ${week.id}`);
        return invoiceBlocks(week, context, invoice);
      }),
    ],
  });
}
