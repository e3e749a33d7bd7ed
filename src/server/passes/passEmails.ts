import { dateInWords } from '../../domain/dates';
import { formatPence } from '../../domain/money';
import type { BookingEmailContext } from '../bookings/bookingEmails';
import { toCustomer } from '../bookings/bookingEmails';
import { durationWords } from '../bookings/bookingWords';
import { saleInvoiceBlocks } from '../bookings/invoiceBlocks';
import type { Invoice } from '../bookings/invoicesSql';
import type { OutgoingEmail } from '../email/outboxSql';
import type { PassRecord } from './passesSql';

/** '10 sessions of 1 hour for 1-4 dogs'. */
export function passTermsWords(pass: Pick<PassRecord, 'sessions' | 'minutes' | 'dogs'>): string {
  const sessions = pass.sessions === 1 ? '1 session' : `${pass.sessions} sessions`;
  return `${sessions} of ${durationWords(pass.minutes)} for ${pass.dogs} dogs`;
}

/** The pass is paid for: what it gives, until when, how to use it, and its invoice. */
export function passBoughtEmail(
  pass: PassRecord,
  context: BookingEmailContext,
  invoice: Invoice,
): OutgoingEmail {
  const { park, publicUrl } = context;
  const until = pass.validUntil ? dateInWords(pass.validUntil) : '';
  return toCustomer(context, `pass-bought:${pass.id}`, {
    subject: `Your pass: ${pass.name}`,
    blocks: [
      { type: 'heading', text: 'Thank you for buying a pass.' },
      {
        type: 'details',
        rows: [
          ['Pass', pass.name],
          ['Gives', passTermsWords(pass)],
          ['Book sessions until', until],
        ],
      },
      {
        type: 'paragraph',
        text: `To use it, choose a slot on the booking page and pay with the pass: each booking takes one session, with no card payment. A session cancelled at least ${park.cancellationCutoffHours} hours before it starts goes back on the pass; sessions not booked by the ${until} are lost.`,
      },
      { type: 'action', label: 'Book a session', url: `${publicUrl}/booking` },
      { type: 'heading', text: 'Invoice' },
      ...saleInvoiceBlocks(invoice, park.timeZone, {
        reference: ['Pass number', String(pass.id)],
        what: ['Pass', `${pass.name}: ${passTermsWords(pass)}`],
        rows: [[pass.name, formatPence(pass.pricePence)]],
        totalPence: pass.pricePence,
      }),
      { type: 'paragraph', text: 'Paid by card. Thank you.' },
    ],
  });
}

/** Staff refunded part of a pass, and took sessions off it if they said so. */
export function passRefundEmail(
  pass: PassRecord,
  context: BookingEmailContext,
  refund: { id: number; amountPence: number; sessions: number; reason: string },
): OutgoingEmail {
  const left = pass.sessions - pass.used - pass.sessionsWithdrawn;
  const sessionsWords =
    refund.sessions === 0
      ? 'The sessions on your pass are unchanged.'
      : `${refund.sessions === 1 ? 'One session was' : `${refund.sessions} sessions were`} taken off your pass; ${left === 1 ? '1 session is' : `${left} sessions are`} left.`;
  return toCustomer(context, `pass-refund:${refund.id}`, {
    subject: `Refund of ${formatPence(refund.amountPence)} for your pass`,
    blocks: [
      { type: 'heading', text: 'A refund for your pass' },
      {
        type: 'paragraph',
        text: `We are refunding ${formatPence(refund.amountPence)} of your pass "${pass.name}" to your card; it usually shows within 5 to 10 working days.`,
      },
      { type: 'details', rows: [['Reason', refund.reason]] },
      { type: 'paragraph', text: sessionsWords },
      {
        type: 'action',
        label: 'See your pass in My bookings',
        url: `${context.publicUrl}/my-bookings`,
      },
    ],
  });
}
