import { randomBytes } from 'node:crypto';
import type { EmailToolResponse } from '../../contract/admin';
import { isEmailAddress } from '../../domain/accounts';
import { type Actor, audit } from '../audit/auditSql';
import { accountThatProved } from '../auth/provenAddressSql';
import { findUserByEmail } from '../auth/usersSql';
import { confirmationEmail, invoiceEmail } from '../bookings/bookingEmails';
import { latestCompleteBookingOf } from '../bookings/bookingListsSql';
import { type BookingRecord, findBooking } from '../bookings/bookingRecordSql';
import { emailContextOf } from '../bookings/emailContext';
import { issuedInvoice } from '../bookings/invoicesSql';
import type { AppContext } from '../context/appContext';
import type { Sql } from '../db/database';
import { discountStanding } from '../discounts/discountsSql';
import { emailSenderOf } from '../email/emailSender';
import { enqueueEmail, type OutgoingEmail } from '../email/outboxSql';
import { renderEmail } from '../email/render';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';

/** A tool's message is sent every time it is asked for: its key is new each time. */
function freshKey(email: OutgoingEmail, now: Date): OutgoingEmail {
  return {
    ...email,
    dedupeKey: `${email.dedupeKey}:tool:${now.getTime()}:${randomBytes(4).toString('hex')}`,
  };
}

async function send(
  context: Pick<AppContext, 'db' | 'clock' | 'outbox' | 'publicUrl'>,
  actor: Actor,
  what: string,
  build: (tx: Sql, now: Date) => Promise<OutgoingEmail>,
): Promise<EmailToolResponse> {
  await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const email = freshKey(await build(tx, now), now);
    await enqueueEmail(tx, email, now);
    await audit(tx, actor, 'e-mail tool', `${what} to ${email.to}`, now);
  });
  context.outbox.wake();
  return { result: 'Sent' };
}

function sendable(booking: BookingRecord | null): booking is BookingRecord {
  return booking !== null && booking.status === 'complete';
}

/** The booking's invoice: the one already issued (same number, same date), or a new one. */
async function invoiceOf(
  context: Pick<AppContext, 'db' | 'clock' | 'outbox' | 'publicUrl'>,
  tx: Sql,
  booking: BookingRecord,
  now: Date,
): Promise<OutgoingEmail> {
  const emails = await emailContextOf(tx, booking, context.publicUrl, now);
  const invoice = await issuedInvoice(
    tx,
    { id: booking.id, customerEmail: emails.customerEmail },
    now,
  );
  return invoiceEmail(booking, emails, invoice);
}

/** The invoice of a booking number, to its customer. */
export async function sendInvoice(
  context: Pick<AppContext, 'db' | 'clock' | 'outbox' | 'publicUrl'>,
  actor: Actor,
  bookingNumber: string,
): Promise<EmailToolResponse> {
  const id = Number(bookingNumber.trim().replace(/^:/, ''));
  const booking = Number.isSafeInteger(id) && id > 0 ? await findBooking(context.db, id) : null;
  if (!sendable(booking)) return { result: 'No booking found' };
  return send(context, actor, `invoice for booking ${booking.id}`, (tx, now) =>
    invoiceOf(context, tx, booking, now),
  );
}

async function latestOf(
  context: Pick<AppContext, 'db' | 'clock' | 'outbox' | 'publicUrl'>,
  email: string,
) {
  const user = isEmailAddress(email.trim()) ? await findUserByEmail(context.db, email) : null;
  if (!user) return { ok: false as const, result: 'No user found' as const };
  const booking = await latestCompleteBookingOf(context.db, user.id);
  if (!booking) return { ok: false as const, result: 'No booking found' as const };
  return { ok: true as const, booking };
}

/** The invoice of the customer's newest paid booking. */
export async function sendLatestInvoice(
  context: Pick<AppContext, 'db' | 'clock' | 'outbox' | 'publicUrl'>,
  actor: Actor,
  email: string,
): Promise<EmailToolResponse> {
  const found = await latestOf(context, email);
  if (!found.ok) return { result: found.result };
  return send(context, actor, `latest invoice (booking ${found.booking.id})`, (tx, now) =>
    invoiceOf(context, tx, found.booking, now),
  );
}

/** The confirmation (with its gate code and calendar file) of the customer's newest paid booking. */
export async function resendConfirmation(
  context: Pick<AppContext, 'db' | 'clock' | 'outbox' | 'publicUrl'>,
  actor: Actor,
  email: string,
): Promise<EmailToolResponse> {
  const found = await latestOf(context, email);
  if (!found.ok) return { result: found.result };
  return send(context, actor, `confirmation (booking ${found.booking.id})`, async (tx, now) =>
    confirmationEmail(
      found.booking,
      await emailContextOf(tx, found.booking, context.publicUrl, now),
    ),
  );
}

const REFUSED = {
  unknown: 'admin/unknown-discount-code',
  'switched-off': 'admin/discount-switched-off',
  'used-up': 'admin/discount-used-up',
} as const;

/**
 * A discount code with a message, to any address. Only a code that would work at checkout
 * today is sent: a customer handed a dead code finds out at the worst moment, paying.
 */
export async function sendDiscountEmail(
  context: Pick<AppContext, 'db' | 'clock' | 'outbox' | 'publicUrl'>,
  actor: Actor,
  request: { email: string; code: string; message: string },
): Promise<EmailToolResponse> {
  const typed = request.code.trim();
  const message = request.message.trim();
  if (typed === '' || message === '') throw new AppError('admin/missing-discount-info');
  const to = request.email.trim();
  if (!isEmailAddress(to)) throw new AppError('admin/not-an-email');
  const park = await readPublicPark(context.db);
  if (!park.flags.discountsEnabled) throw new AppError('admin/discounts-off');
  const standing = await discountStanding(context.db, typed);
  if (!standing.usable) throw new AppError(REFUSED[standing.why]);
  const { code } = standing;
  return send(context, actor, `discount ${code}`, async (tx) => ({
    dedupeKey: `discount:${code}:${to}`,
    to,
    // Theirs to download if their account has proved the address (decision 135): anyone may
    // sign up with an address, and the code and the message are for whoever reads its mail.
    account: await accountThatProved(tx, to),
    ...renderEmail(
      {
        subject: `A discount from ${park.name}`,
        blocks: [
          { type: 'heading', text: 'A discount for your next visit' },
          { type: 'paragraph', text: message },
          { type: 'details', rows: [['Discount code', code]] },
          {
            type: 'paragraph',
            text: 'Enter the code exactly as it is written here in the Discount code box when you book.',
          },
          { type: 'action', label: 'Book a session', url: `${context.publicUrl}/booking` },
        ],
      },
      emailSenderOf(park, context.publicUrl),
    ),
  }));
}
