import type { PublicPark } from '../../contract/park';
import { gateCodeText } from '../../domain/doorCodes';
import { calendarEvent } from '../../domain/ics';
import { formatPence } from '../../domain/money';
import type { OutgoingEmail } from '../email/outboxSql';
import { type EmailSender, renderEmail } from '../email/render';
import type { BookingRecord } from './bookingsSql';
import { dogsWords, durationWords, itemWords, whenWords } from './bookingWords';

export interface BookingEmailContext {
  park: PublicPark;
  publicUrl: string;
  customerEmail: string;
  now: Date;
}

function senderOf(park: PublicPark): EmailSender {
  return { parkName: park.name, phone: park.phone, email: park.email };
}

function arrivalRule(park: PublicPark): string {
  return `Please arrive no earlier than ${park.arrivalMinutesBefore} minutes before your booking starts, so the group before you can leave without meeting your dogs at the gate.`;
}

/** The booking as a calendar event, for the confirmation's attachment and My bookings. */
export function bookingCalendarFile(
  booking: BookingRecord,
  park: PublicPark,
  publicUrl: string,
  now: Date,
): string {
  const code = booking.bookingCode
    ? ` Gate code ${gateCodeText(booking.bookingCode)}; reset the gate to 0000 when you leave.`
    : '';
  return calendarEvent({
    uid: `booking-${booking.id}@${new URL(publicUrl).hostname}`,
    stamp: now,
    date: booking.date,
    time: booking.time,
    minutes: booking.minutes,
    timeZone: park.timeZone,
    summary: `${park.name}: ${durationWords(booking.minutes)} for ${dogsWords(booking)}`,
    description: `Booking number ${booking.id}.${code} ${arrivalRule(park)}`,
    location: [park.name, ...park.addressLines].join(', '),
    url: `${publicUrl}/site-rules`,
  });
}

/** 'Thank you for your booking.' with the gate code, the rules and a calendar file. */
export function confirmationEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
): OutgoingEmail {
  const { park, publicUrl } = context;
  const code = booking.bookingCode ? gateCodeText(booking.bookingCode) : 'N/A';
  const rendered = renderEmail(
    {
      subject: `Booking confirmed: ${whenWords(booking, park.timeZone)}`,
      blocks: [
        { type: 'heading', text: 'Thank you for your booking.' },
        {
          type: 'details',
          rows: [
            ['Booking number', String(booking.id)],
            ['When', whenWords(booking, park.timeZone)],
            ['Duration', durationWords(booking.minutes)],
            ['Dogs', dogsWords(booking)],
            ['Gate code', code],
          ],
        },
        {
          type: 'paragraph',
          text: `To open the gate, enter ${code} on the keypad. When you leave, please reset the gate to 0000 and check that it is shut.`,
        },
        { type: 'paragraph', text: arrivalRule(park) },
        {
          type: 'links',
          links: [
            { label: 'Site rules', url: `${publicUrl}/site-rules` },
            { label: 'Cancellation policy', url: `${publicUrl}/cancellation-policy` },
          ],
        },
        {
          type: 'paragraph',
          text: 'The booking is attached as a calendar file. We look forward to seeing you soon!',
        },
      ],
    },
    senderOf(park),
  );
  return {
    dedupeKey: `booking-confirmation:${booking.id}`,
    to: context.customerEmail,
    ...rendered,
    attachments: [
      {
        filename: `booking-${booking.id}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: bookingCalendarFile(booking, park, publicUrl, context.now),
      },
    ],
  };
}

/** The invoice: item and price rows, the discount when one was used, the total ex. VAT. */
export function invoiceEmail(booking: BookingRecord, context: BookingEmailContext): OutgoingEmail {
  const rows: [string, string][] = [[itemWords(booking), formatPence(booking.listPricePence)]];
  if (booking.discountPercent) {
    rows.push([
      `Discount (${booking.discountPercent}%)`,
      `-${formatPence(booking.listPricePence - booking.pricePence)}`,
    ]);
  }
  const rendered = renderEmail(
    {
      subject: `Invoice for booking ${booking.id}`,
      blocks: [
        { type: 'heading', text: 'Invoice' },
        { type: 'details', rows: [['Booking number', String(booking.id)]] },
        {
          type: 'table',
          head: ['Item', 'Price'],
          rows,
          total: ['Total (ex. VAT)', formatPence(booking.pricePence)],
        },
        { type: 'paragraph', text: 'Paid by card. Thank you.' },
      ],
    },
    senderOf(context.park),
  );
  return { dedupeKey: `booking-invoice:${booking.id}`, to: context.customerEmail, ...rendered };
}

/** For a payment that arrived after its hold ran out and someone else took the slot. */
export function slotLostEmail(booking: BookingRecord, context: BookingEmailContext): OutgoingEmail {
  const { park, publicUrl } = context;
  const rendered = renderEmail(
    {
      subject: 'We could not confirm your booking: full refund on its way',
      blocks: [
        { type: 'heading', text: 'Sorry: that slot was taken' },
        {
          type: 'paragraph',
          text: `Your payment of ${formatPence(booking.pricePence)} for ${whenWords(booking, park.timeZone)} reached us after the ${park.checkoutHoldMinutes} minutes we hold a slot for, and by then someone else had booked it.`,
        },
        {
          type: 'paragraph',
          text: 'We have refunded the full amount to your card; it usually shows within 5 to 10 working days. We are sorry for the trouble.',
        },
        { type: 'links', links: [{ label: 'Choose another slot', url: `${publicUrl}/booking` }] },
      ],
    },
    senderOf(park),
  );
  return { dedupeKey: `booking-slot-lost:${booking.id}`, to: context.customerEmail, ...rendered };
}

/** The customer cancelled: with the refund on its way, or none under the policy. */
export function cancellationEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
  refundPence: number,
): OutgoingEmail {
  const { park, publicUrl } = context;
  const refund =
    refundPence > 0
      ? `We are refunding ${formatPence(refundPence)} to your card in full; it usually shows within 5 to 10 working days.`
      : `You cancelled less than ${park.cancellationCutoffHours} hours before the start, so under our cancellation policy no refund is due.`;
  const rendered = renderEmail(
    {
      subject: `Booking ${booking.id} cancelled`,
      blocks: [
        { type: 'heading', text: 'Your booking is cancelled' },
        {
          type: 'details',
          rows: [
            ['Booking number', String(booking.id)],
            ['When', whenWords(booking, park.timeZone)],
          ],
        },
        { type: 'paragraph', text: refund },
        { type: 'links', links: [{ label: 'Book another time', url: `${publicUrl}/booking` }] },
      ],
    },
    senderOf(park),
  );
  return { dedupeKey: `booking-cancelled:${booking.id}`, to: context.customerEmail, ...rendered };
}

/** The park closed the day: the booking is cancelled and refunded in full. */
export function closureEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
  refundPence: number,
): OutgoingEmail {
  const { park, publicUrl } = context;
  const rendered = renderEmail(
    {
      subject: `The park is closed on ${whenWords(booking, park.timeZone).split(',')[0]}: booking ${booking.id} cancelled`,
      blocks: [
        { type: 'heading', text: 'We have had to close the park' },
        {
          type: 'paragraph',
          text: `We are very sorry: the park is closed on the day of your booking (${whenWords(booking, park.timeZone)}), so we have cancelled it.`,
        },
        {
          type: 'paragraph',
          text:
            refundPence > 0
              ? `We are refunding ${formatPence(refundPence)} to your card in full; it usually shows within 5 to 10 working days.`
              : 'Nothing was charged for this booking.',
        },
        { type: 'links', links: [{ label: 'Choose another day', url: `${publicUrl}/booking` }] },
      ],
    },
    senderOf(park),
  );
  return { dedupeKey: `booking-closed:${booking.id}`, to: context.customerEmail, ...rendered };
}

/** The booking moved: its new time, its gate code and a new calendar file. */
export function movedEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
  /** Which move this is, for its de-duplication key. */
  which: string,
): OutgoingEmail {
  const { park, publicUrl } = context;
  const code = booking.bookingCode ? gateCodeText(booking.bookingCode) : 'N/A';
  const rendered = renderEmail(
    {
      subject: `Booking ${booking.id} moved to ${whenWords(booking, park.timeZone)}`,
      blocks: [
        { type: 'heading', text: 'Your booking has moved' },
        {
          type: 'details',
          rows: [
            ['Booking number', String(booking.id)],
            ['New time', whenWords(booking, park.timeZone)],
            ['Gate code', code],
          ],
        },
        {
          type: 'paragraph',
          text: 'The gate code is the one for the new date. The new calendar file is attached.',
        },
        { type: 'paragraph', text: arrivalRule(park) },
      ],
    },
    senderOf(park),
  );
  return {
    dedupeKey: `booking-moved:${booking.id}:${which}`,
    to: context.customerEmail,
    ...rendered,
    attachments: [
      {
        filename: `booking-${booking.id}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: bookingCalendarFile(booking, park, publicUrl, context.now),
      },
    ],
  };
}

/** A day ahead (or at once when booked later): when, the gate code and the arrival rule. */
export function reminderEmail(booking: BookingRecord, context: BookingEmailContext): OutgoingEmail {
  const { park, publicUrl } = context;
  const code = booking.bookingCode ? gateCodeText(booking.bookingCode) : 'N/A';
  const rendered = renderEmail(
    {
      subject: `Reminder: your booking on ${whenWords(booking, park.timeZone)}`,
      blocks: [
        { type: 'heading', text: 'See you soon' },
        {
          type: 'details',
          rows: [
            ['Booking number', String(booking.id)],
            ['When', whenWords(booking, park.timeZone)],
            ['Gate code', code],
          ],
        },
        {
          type: 'paragraph',
          text: `Enter ${code} on the gate's keypad, and reset it to 0000 when you leave.`,
        },
        { type: 'paragraph', text: arrivalRule(park) },
        { type: 'links', links: [{ label: 'Your bookings', url: `${publicUrl}/my-bookings` }] },
      ],
    },
    senderOf(park),
  );
  return {
    dedupeKey: `booking-reminder:${booking.id}:${booking.startsAt.getTime()}`,
    to: context.customerEmail,
    ...rendered,
  };
}

/** The park changed the gate code of a booking's week and chose to tell its customer. */
export function gateCodeEmail(booking: BookingRecord, context: BookingEmailContext): OutgoingEmail {
  const { park } = context;
  const code = booking.bookingCode ? gateCodeText(booking.bookingCode) : 'N/A';
  const rendered = renderEmail(
    {
      subject: `New gate code for your booking on ${whenWords(booking, park.timeZone)}`,
      blocks: [
        { type: 'heading', text: 'Your gate code has changed' },
        {
          type: 'details',
          rows: [
            ['Booking number', String(booking.id)],
            ['When', whenWords(booking, park.timeZone)],
            ['New gate code', code],
          ],
        },
        {
          type: 'paragraph',
          text: `Please use ${code} instead of the code we sent before. Reset the gate to 0000 when you leave.`,
        },
      ],
    },
    senderOf(park),
  );
  return {
    dedupeKey: `gate-code:${booking.id}:${booking.bookingCode}`,
    to: context.customerEmail,
    ...rendered,
  };
}
