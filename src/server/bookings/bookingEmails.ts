import { namedField } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import { directionsUrl } from '../../domain/directions';
import { gateCodeText } from '../../domain/doorCodes';
import { calendarEvent } from '../../domain/ics';
import { formatPence } from '../../domain/money';
import { emailSenderOf } from '../email/emailSender';
import type { EmailAttachment, OutgoingEmail } from '../email/outboxSql';
import { type EmailBlock, type EmailContent, renderEmail } from '../email/render';
import type { BookingRecord } from './bookingRecordSql';
import { dogsWords, durationWords, itemWords, whenWords } from './bookingWords';
import { saleInvoiceBlocks } from './invoiceBlocks';
import type { Invoice } from './invoicesSql';

export interface BookingEmailContext {
  park: PublicPark;
  publicUrl: string;
  customerEmail: string;
  /** The customer's account; null for the park's own bookings, whose e-mails are the park's. */
  customerId: string | null;
  now: Date;
}

/** Every booking e-mail goes to the booking's customer, signed by the park's team. */
export function toCustomer(
  context: BookingEmailContext,
  dedupeKey: string,
  content: EmailContent,
  attachments?: EmailAttachment[],
): OutgoingEmail {
  const { park } = context;
  const rendered = renderEmail(content, emailSenderOf(park, context.publicUrl));
  return {
    dedupeKey,
    to: context.customerEmail,
    account: context.customerId,
    ...rendered,
    ...(attachments ? { attachments } : {}),
  };
}

export function arrivalRule(park: PublicPark): string {
  return `Please arrive no earlier than ${park.arrivalMinutesBefore} minutes before your booking starts, so the group before you can leave without meeting your dogs at the gate.`;
}

/** The booking in My bookings: the main action of an e-mail about a booking that stands. */
function manageAction(context: BookingEmailContext): EmailBlock {
  return {
    type: 'action',
    label: 'Manage your booking in My bookings',
    url: `${context.publicUrl}/my-bookings`,
  };
}

const directionsLink = (context: BookingEmailContext) => ({
  label: 'Directions to the park (OpenStreetMap)',
  url: directionsUrl(context.park.map),
});

/** How to change the booking and how to get there: what a customer looks for on the day. */
export function placeBlocks(context: BookingEmailContext): EmailBlock[] {
  return [manageAction(context), { type: 'links', links: [directionsLink(context)] }];
}

/** A confirmation's: managing the booking, then the way there and the park's terms. */
export function visitBlocks(context: BookingEmailContext): EmailBlock[] {
  return [
    manageAction(context),
    {
      type: 'links',
      links: [
        directionsLink(context),
        { label: 'Site rules', url: `${context.publicUrl}/site-rules` },
        { label: 'Cancellation policy', url: `${context.publicUrl}/cancellation-policy` },
      ],
    },
  ];
}

/**
 * The booking's gate code as the keypad takes it. A booking without one yet is on a field
 * opened by lock whose own code is still being set (decision 117): it follows by e-mail.
 */
export function codeOf(booking: BookingRecord): string {
  return booking.bookingCode
    ? gateCodeText(booking.bookingCode)
    : 'Sent to you once it is set on the lock';
}

/** How to open the gate: with the code, or word that the booking's own code follows. */
function gateWords(booking: BookingRecord, withCode: (code: string) => string): string {
  return booking.bookingCode
    ? withCode(gateCodeText(booking.bookingCode))
    : 'Your own gate code is being set on the lock: we will e-mail it to you, usually within minutes, and My bookings will show it.';
}

function refundWords(refundPence: number, otherwise: string): string {
  return refundPence > 0
    ? `We are refunding ${formatPence(refundPence)} to your card in full; it usually shows within 5 to 10 working days.`
    : otherwise;
}

/** A booking made with a pass: its session goes back on the pass, or (late) does not. */
function passSessionWords(returned: boolean, kept: string): string {
  return returned ? 'The session has gone back on your pass, to book another time.' : kept;
}

/** Booking number and time, then whatever else the message needs. */
function bookingDetails(
  booking: BookingRecord,
  park: PublicPark,
  more: ReadonlyArray<readonly [string, string]> = [],
  whenLabel = 'When',
): EmailBlock {
  const field = namedField(park, booking);
  return {
    type: 'details',
    rows: [
      ['Booking number', String(booking.id)],
      [whenLabel, whenWords(booking, park.timeZone)],
      ...(field ? ([['Field', field]] as const) : []),
      ...more,
    ],
  };
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
    // What it holds the field for: a handover gap ends it early.
    minutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    timeZone: park.timeZone,
    summary: `${[park.name, namedField(park, booking)].filter(Boolean).join(', ')}: ${durationWords(booking.minutes)} for ${dogsWords(booking)}`,
    description: `Booking number ${booking.id}.${code} ${arrivalRule(park)}`,
    location: [park.name, ...park.addressLines].join(', '),
    url: `${publicUrl}/site-rules`,
  });
}

export function calendarAttachment(
  booking: BookingRecord,
  context: BookingEmailContext,
): EmailAttachment[] {
  return [
    {
      filename: `booking-${booking.id}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: bookingCalendarFile(booking, context.park, context.publicUrl, context.now),
    },
  ];
}

/**
 * 'Thank you for your booking.' with all the customer needs on the day: the gate code, the
 * address and directions, the arrival rule, a link to manage it, and a calendar file.
 */
export function confirmationEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
): OutgoingEmail {
  const { park } = context;
  const code = codeOf(booking);
  return toCustomer(
    context,
    `booking-confirmation:${booking.id}`,
    {
      subject: `Booking confirmed: ${whenWords(booking, park.timeZone)}`,
      blocks: [
        { type: 'heading', text: 'Thank you for your booking.' },
        bookingDetails(booking, park, [
          ['Duration', durationWords(booking.minutes)],
          ['Dogs', dogsWords(booking)],
          ['Gate code', code],
          ['Address', park.addressLines.join(', ')],
        ]),
        {
          type: 'paragraph',
          text: gateWords(
            booking,
            (code) =>
              `To open the gate, enter ${code} on the keypad. When you leave, please reset the gate to 0000 and check that it is shut.`,
          ),
        },
        { type: 'paragraph', text: arrivalRule(park) },
        ...visitBlocks(context),
        {
          type: 'paragraph',
          text: 'The booking is attached as a calendar file. We look forward to seeing you soon!',
        },
      ],
    },
    calendarAttachment(booking, context),
  );
}

/** The price rows: the session at its list price, and the discount when one was used. */
function priceRows(booking: BookingRecord): [string, string][] {
  const rows: [string, string][] = [[itemWords(booking), formatPence(booking.listPricePence)]];
  if (booking.discountPercent) {
    rows.push([
      `Discount (${booking.discountPercent}%)`,
      `-${formatPence(booking.listPricePence - booking.pricePence)}`,
    ]);
  }
  return rows;
}

/**
 * The invoice of one booking: its number and date (the payment's), the seller and the customer,
 * the session, the price rows and the total, and the VAT lines or 'No VAT charged.'.
 */
export function invoiceBlocks(
  booking: BookingRecord,
  context: BookingEmailContext,
  invoice: Invoice,
): EmailBlock[] {
  const { park } = context;
  return saleInvoiceBlocks(invoice, park.timeZone, {
    reference: ['Booking number', String(booking.id)],
    what: [
      'Session',
      `${[namedField(park, booking), whenWords(booking, park.timeZone)].filter(Boolean).join(', ')} (${durationWords(booking.minutes)}, ${dogsWords(booking)})`,
    ],
    rows: priceRows(booking),
    totalPence: booking.pricePence,
  });
}

/** One booking's invoice, on its own. */
export function invoiceEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
  invoice: Invoice,
): OutgoingEmail {
  return toCustomer(context, `booking-invoice:${booking.id}`, {
    subject: `Invoice for booking ${booking.id}`,
    blocks: [
      { type: 'heading', text: 'Invoice' },
      ...invoiceBlocks(booking, context, invoice),
      {
        type: 'paragraph',
        text: booking.isManual
          ? 'Booked by the park: nothing was charged.'
          : 'Paid by card. Thank you.',
      },
    ],
  });
}

/** For a payment that arrived after its hold ran out and someone else took the slot. */
export function slotLostEmail(booking: BookingRecord, context: BookingEmailContext): OutgoingEmail {
  const { park, publicUrl } = context;
  return toCustomer(context, `booking-slot-lost:${booking.id}`, {
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
      { type: 'action', label: 'Choose another slot', url: `${publicUrl}/booking` },
    ],
  });
}

/** The provider took a different sum than the booking's price: it all goes back. */
export function wrongAmountEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
  paidPence: number,
  duePence = booking.pricePence,
): OutgoingEmail {
  const { park, publicUrl } = context;
  const what = booking.seriesId === null ? 'the booking costs' : 'the weekly bookings cost';
  return toCustomer(context, `booking-wrong-amount:${booking.id}`, {
    subject: 'We could not confirm your booking: full refund on its way',
    blocks: [
      { type: 'heading', text: 'Sorry: your payment did not match the price' },
      {
        type: 'paragraph',
        text: `Your card payment for ${whenWords(booking, park.timeZone)} came to ${formatPence(paidPence)}, but ${what} ${formatPence(duePence)}, so we could not confirm it and the slot is free again.`,
      },
      {
        type: 'paragraph',
        text: refundWords(paidPence, 'Nothing was taken from your card.'),
      },
      { type: 'action', label: 'Book again', url: `${publicUrl}/booking` },
    ],
  });
}

/**
 * The customer cancelled: with the refund on its way, or none under the policy, or none because
 * staff had refunded it all already (`refundedAlready`).
 */
export function cancellationEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
  refundPence: number,
  refundedAlready = false,
): OutgoingEmail {
  const { park, publicUrl } = context;
  const late = `You cancelled less than ${park.cancellationCutoffHours} hours before the start, so under our cancellation policy`;
  const nothingDue =
    booking.passId !== null
      ? passSessionWords(refundedAlready, `${late} the session is not given back.`)
      : refundedAlready
        ? 'Your payment was refunded to your card already, so nothing more is due.'
        : `${late} no refund is due.`;
  return toCustomer(context, `booking-cancelled:${booking.id}`, {
    subject: `Booking ${booking.id} cancelled`,
    blocks: [
      { type: 'heading', text: 'Your booking is cancelled' },
      bookingDetails(booking, park),
      {
        type: 'paragraph',
        text: refundWords(refundPence, nothingDue),
      },
      { type: 'action', label: 'Book another time', url: `${publicUrl}/booking` },
    ],
  });
}

/**
 * Staff cancelled a booking paid with a pass (decision 127): why, and whether its session went
 * back on the pass. Its key is the customer's own cancellation's: a booking is cancelled once.
 */
export function parkCancelledPassBookingEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
  cancelled: { reason: string; returned: boolean },
): OutgoingEmail {
  const { park, publicUrl } = context;
  return toCustomer(context, `booking-cancelled:${booking.id}`, {
    subject: `Booking ${booking.id} cancelled`,
    blocks: [
      { type: 'heading', text: 'Your booking is cancelled' },
      bookingDetails(booking, park),
      { type: 'paragraph', text: `The park cancelled it: ${cancelled.reason}` },
      {
        type: 'paragraph',
        text: passSessionWords(
          cancelled.returned,
          'It was less than the cancellation time before the start, so the session is not given back.',
        ),
      },
      { type: 'action', label: 'Book another time', url: `${publicUrl}/booking` },
    ],
  });
}

/** The park closed the day: the booking is cancelled and refunded in full. */
export function closureEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
  refundPence: number,
  /** The field that closed, where one of a park's several closed alone. */
  closedField: string | null = null,
): OutgoingEmail {
  const { park, publicUrl } = context;
  const when = whenWords(booking, park.timeZone);
  return toCustomer(context, `booking-closed:${booking.id}`, {
    subject: `${closedField ?? 'The park'} is closed on ${when.split(',')[0]}: booking ${booking.id} cancelled`,
    blocks: [
      { type: 'heading', text: `We have had to close ${closedField ?? 'the park'}` },
      {
        type: 'paragraph',
        text: `We are very sorry: ${closedField ?? 'the park'} is closed on the day of your booking (${when}), so we have cancelled it.`,
      },
      {
        type: 'paragraph',
        text:
          booking.passId !== null
            ? passSessionWords(true, '')
            : refundWords(refundPence, 'Nothing was charged for this booking.'),
      },
      { type: 'action', label: 'Choose another day', url: `${publicUrl}/booking` },
    ],
  });
}

/** The booking moved: its new time, its gate code and a new calendar file. */
export function movedEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
  /** Which move this is, for its de-duplication key. */
  which: string,
): OutgoingEmail {
  const { park } = context;
  return toCustomer(
    context,
    `booking-moved:${booking.id}:${which}`,
    {
      subject: `Booking ${booking.id} moved to ${whenWords(booking, park.timeZone)}`,
      blocks: [
        { type: 'heading', text: 'Your booking has moved' },
        bookingDetails(booking, park, [['Gate code', codeOf(booking)]], 'New time'),
        {
          type: 'paragraph',
          text: 'The gate code is the one for the new date. The new calendar file is attached.',
        },
        { type: 'paragraph', text: arrivalRule(park) },
        ...placeBlocks(context),
      ],
    },
    calendarAttachment(booking, context),
  );
}

/** `reminder_hours` ahead: when, the gate code, the arrival rule and the way there. */
export function reminderEmail(booking: BookingRecord, context: BookingEmailContext): OutgoingEmail {
  const { park } = context;
  const code = codeOf(booking);
  return toCustomer(context, `booking-reminder:${booking.id}:${booking.startsAt.getTime()}`, {
    subject: `Reminder: your booking on ${whenWords(booking, park.timeZone)}`,
    blocks: [
      { type: 'heading', text: 'See you soon' },
      bookingDetails(booking, park, [['Gate code', code]]),
      {
        type: 'paragraph',
        text: gateWords(
          booking,
          (code) => `Enter ${code} on the gate's keypad, and reset it to 0000 when you leave.`,
        ),
      },
      { type: 'paragraph', text: arrivalRule(park) },
      ...placeBlocks(context),
    ],
  });
}

/** The park changed the gate code of a booking's week and chose to tell its customer. */
export function gateCodeEmail(booking: BookingRecord, context: BookingEmailContext): OutgoingEmail {
  const { park } = context;
  const code = codeOf(booking);
  return toCustomer(context, `gate-code:${booking.id}:${booking.bookingCode}`, {
    subject: `New gate code for your booking on ${whenWords(booking, park.timeZone)}`,
    blocks: [
      { type: 'heading', text: 'Your gate code has changed' },
      bookingDetails(booking, park, [['New gate code', code]]),
      {
        type: 'paragraph',
        text: `Please use ${code} instead of the code we sent before. Reset the gate to 0000 when you leave.`,
      },
    ],
  });
}

/**
 * A booking's own code from the lock, once it is known (decision 117), or, when it could not
 * be set in time, the code that stands in for it.
 */
export function lockCodeEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
  standIn: boolean,
): OutgoingEmail {
  const { park } = context;
  const code = codeOf(booking);
  return toCustomer(context, `gate-code:${booking.id}:${booking.bookingCode}`, {
    subject: `Your gate code for your booking on ${whenWords(booking, park.timeZone)}`,
    blocks: [
      { type: 'heading', text: 'Your gate code' },
      bookingDetails(booking, park, [['Gate code', code]]),
      {
        type: 'paragraph',
        text: standIn
          ? `Your own code could not be set on the lock in time, so please use ${code} instead. It works on the day of your booking.`
          : `This code is yours alone: it opens the gate from ${park.arrivalMinutesBefore} minutes before your booking until shortly after it ends.`,
      },
      { type: 'paragraph', text: 'Please make sure the gate is shut when you leave.' },
    ],
  });
}

/** What one refund by staff was: how much, why, and whether the booking went with it. */
export interface StaffRefund {
  id: number;
  amountPence: number;
  reason: string;
  cancelled: boolean;
}

/**
 * Staff refunded some or all of a booking, and may have cancelled it: one message says both,
 * so a customer whose booking is cancelled with a refund hears of it once.
 */
export function refundEmail(
  booking: BookingRecord,
  context: BookingEmailContext,
  refund: StaffRefund,
): OutgoingEmail {
  const { park, publicUrl } = context;
  const amount = formatPence(refund.amountPence);
  const stands = booking.status === 'complete' && booking.endsAt > context.now;
  const aboutTheBooking: EmailBlock[] = refund.cancelled
    ? [
        {
          type: 'paragraph',
          text: 'We have cancelled the booking, so its time is free for others to book.',
        },
        { type: 'action', label: 'Book another time', url: `${publicUrl}/booking` },
      ]
    : stands
      ? [
          {
            type: 'paragraph',
            text: `Your booking still stands, with the same time and gate code. ${arrivalRule(park)}`,
          },
          ...placeBlocks(context),
        ]
      : [];
  return toCustomer(context, `booking-refund:${booking.id}:${refund.id}`, {
    subject: refund.cancelled
      ? `Booking ${booking.id} cancelled: ${amount} refunded`
      : `Refund of ${amount} for booking ${booking.id}`,
    blocks: [
      {
        type: 'heading',
        text: refund.cancelled ? 'Your booking is cancelled and refunded' : 'We have refunded you',
      },
      bookingDetails(booking, park, [
        ['Refund', amount],
        ['Reason', refund.reason],
      ]),
      {
        type: 'paragraph',
        text: `We have refunded ${amount} to the card you paid with; it usually shows within 5 to 10 working days.`,
      },
      ...aboutTheBooking,
    ],
  });
}
