import type { AccountDeleted, PasswordAndCode } from '../../contract/account';
import type { PublicPark } from '../../contract/park';
import { cancellationTerms } from '../../domain/cancellation';
import { formatPence } from '../../domain/money';
import { audit } from '../audit/auditSql';
import { mustKnowPassword } from '../auth/accountChanges';
import { verifySecondFactor } from '../auth/twoFactor';
import { endHold } from '../bookingLifecycle/holds';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { returnPassSession } from '../bookings/bookingChangesSql';
import type { BookingRecord } from '../bookings/bookingRecordSql';
import { markCancelled } from '../bookings/holdsSql';
import type { AppContext } from '../context/appContext';
import type { Sql } from '../db/database';
import { giveBackDiscountUse } from '../discounts/discountsSql';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { replaceFeedAddressAfterLeaving } from '../ownerNotices/calendarFeed';
import { enqueueOwnerNotice } from '../ownerNotices/ownerNotices';
import { readPublicPark } from '../park/parkSql';
import { type OwedPassRow, owedToDeletedAccounts } from '../passes/adminPassesSql';
import { owePaymentBack } from '../payments/paymentsSql';
import { settleDueRefunds } from '../payments/refunds';
import { endPlacesOf } from '../waitlist/placeListsSql';
import { addressKeysOf } from './accountAddressesSql';
import {
  addressPattern,
  anonymiseUser,
  anonymousAddress,
  anotherSuperAdminRemains,
  blankSentEmails,
  dropQueuedEmails,
  eraseAddresses,
  eraseContactBesideAddresses,
  eraseInvoiceCustomer,
  eraseManualBookingCustomer,
  forgetAccountRows,
  lockLiveUser,
  lockUpcomingPaid,
  releaseHolds,
} from './erasureSql';
import { type CancelledWithAccount, farewellEmail } from './farewellEmail';

/** What deleting an account uses: the booking life cycle's parts, and the real time for codes. */
export type PrivacyDeps = LifecycleContext & Pick<AppContext, 'codeClock'>;

const WHY = {
  'full-refund': 'cancelled: the customer deleted their account',
  'no-refund': 'cancelled late: the customer deleted their account',
} as const;

/** The park must never be left without someone who can run it. */
async function mustLeaveASuperAdmin(sql: Sql, account: { id: string; role: string }) {
  if (account.role !== 'super-admin') return;
  if (!(await anotherSuperAdminRemains(sql, account.id))) {
    throw new AppError('account/last-super-admin');
  }
}

/** The password and code typed, and the client's address they came from (for the limits). */
export type DeletionProof = PasswordAndCode & { ip: string };

/** The password, then the code when two-factor is on: both before anything changes. */
async function mustBeTheOwner(deps: PrivacyDeps, userId: string, proof: DeletionProof) {
  const user = await mustKnowPassword(deps, { userId, password: proof.password, ip: proof.ip });
  // Asked before the code, so that a refusal here does not use the code up.
  await mustLeaveASuperAdmin(deps.db, user);
  await verifySecondFactor(deps, userId, proof.code);
}

/**
 * Unpaid holds end as a left checkout does: closed at the provider first, so none is paid once
 * the account is gone (one found paid is confirmed, then cancelled with the rest).
 */
async function endUnpaidHolds(deps: PrivacyDeps, userId: string): Promise<void> {
  const held = await deps.db.query<{ id: number }>(
    `select id from bookings where user_id = $1 and status = 'pending' order by id`,
    [userId],
  );
  for (const { id } of held) await endHold(deps, id);
}

/** Cancels under the park's policy, as the customer cancelling it would. */
async function cancelWithAccount(
  tx: Sql,
  booking: BookingRecord,
  park: PublicPark,
  now: Date,
): Promise<CancelledWithAccount> {
  const terms =
    cancellationTerms(booking.startsAt, now, park.cancellationCutoffHours) === 'full-refund'
      ? 'full-refund'
      : 'no-refund';
  await markCancelled(tx, booking.id, WHY[terms], now);
  const refundPence = terms === 'full-refund' ? await owePaymentBack(tx, booking.id) : 0;
  // A session taken from a pass goes back to it in time, as a payment would: then it is owed.
  if (terms === 'full-refund') await returnPassSession(tx, booking.id, now);
  return { booking, terms, refundPence };
}

/** Everything of the account goes but what the books need, and those keep no address. */
async function erase(tx: Sql, userId: string, now: Date): Promise<void> {
  const keys = await addressKeysOf(tx, userId);
  const pattern = addressPattern(keys);
  await dropQueuedEmails(tx, userId);
  await blankSentEmails(tx, userId);
  await eraseInvoiceCustomer(tx, userId);
  await eraseContactBesideAddresses(tx, userId, pattern);
  await eraseManualBookingCustomer(tx, userId);
  await eraseAddresses(tx, pattern);
  await forgetAccountRows(tx, userId, keys, pattern);
  await anonymiseUser(tx, userId, now);
}

function auditDetails(cancelled: readonly CancelledWithAccount[]): string {
  if (cancelled.length === 0) return 'no bookings to come';
  const owed = cancelled.reduce((sum, each) => sum + each.refundPence, 0);
  const ids = cancelled.map((each) => each.booking.id).join(', ');
  return `bookings cancelled: ${ids}; ${formatPence(owed)} refunded under the policy`;
}

/**
 * The passes' sessions left unused, for staff to refund (decision 127): 'owed: account deleted:
 * pass 3 "Ten hours": 8 of 10 sessions unused, paid £100.00, £10.00 a session, £80.00'.
 */
function owedDetails(owed: readonly OwedPassRow[]): string {
  const passes = owed.map(
    (pass) =>
      `pass ${pass.passId} "${pass.name}": ${pass.sessionsUnused} of ${pass.sessions} sessions unused, paid ${formatPence(pass.paidPence)}, ${formatPence(pass.sessionValuePence)} a session, ${formatPence(pass.owedPence)}`,
  );
  return `owed: account deleted: ${passes.join('; ')}`;
}

async function deleteInOneGo(deps: PrivacyDeps, userId: string): Promise<CancelledWithAccount[]> {
  return deps.db.transaction(async (tx) => {
    const account = await lockLiveUser(tx, userId);
    if (!account) throw new AppError('auth/unauthenticated');
    await mustLeaveASuperAdmin(tx, account);
    const now = deps.clock.now();
    const park = await readPublicPark(tx);
    // Again, in the one transaction: a place joined meanwhile is never offered to nobody.
    await endPlacesOf(tx, userId, now);
    for (const discountId of await releaseHolds(tx, userId, now)) {
      await giveBackDiscountUse(tx, discountId);
    }
    const cancelled: CancelledWithAccount[] = [];
    for (const booking of await lockUpcomingPaid(tx, userId, now)) {
      cancelled.push(await cancelWithAccount(tx, booking, park, now));
    }
    await erase(tx, userId, now);
    // Written after the erasure, which would otherwise take the address out of it.
    await enqueueEmail(tx, farewellEmail(account, cancelled, park, deps.publicUrl), now);
    // And these after it too, so that they name the account by its anonymous address.
    for (const { booking, terms, refundPence } of cancelled) {
      const notice = { kind: 'cancelled', booking, why: WHY[terms], refundPence } as const;
      await enqueueOwnerNotice(tx, { publicUrl: deps.publicUrl, now }, notice);
    }
    const actor = { id: userId, email: anonymousAddress(userId) };
    await audit(tx, actor, 'account deleted', auditDetails(cancelled), now);
    const owed = await owedToDeletedAccounts(tx, park.timeZone, userId);
    if (owed.length > 0) await audit(tx, actor, 'pass sessions owed', owedDetails(owed), now);
    if (account.role === 'super-admin') {
      // They could read the calendar feed's secret address in Settings: it stops answering.
      await replaceFeedAddressAfterLeaving(tx, actor, 'a super admin deleted their account', now);
    }
    return cancelled;
  });
}

/**
 * Deletes the account at its owner's request (docs/decisions/086): upcoming paid bookings are
 * cancelled under the policy, then the address is erased everywhere and the account can no
 * longer sign in; one farewell e-mail says what was cancelled and refunded. The money goes back
 * through the provider straight after (or by the sweep, if the provider is down).
 */
export async function deleteAccount(
  deps: PrivacyDeps,
  userId: string,
  proof: DeletionProof,
): Promise<AccountDeleted> {
  await mustBeTheOwner(deps, userId, proof);
  // Before the holds: an offer's hold ending would otherwise mark its place missed, not ended.
  await endPlacesOf(deps.db, userId, deps.clock.now());
  await endUnpaidHolds(deps, userId);
  const cancelled = await deleteInOneGo(deps, userId);
  deps.outbox.wake();
  // The slots its bookings, holds and offers held may be ones others wait for.
  deps.waitlist.wake();
  if (cancelled.some((each) => each.refundPence > 0)) await settleDueRefunds(deps);
  return {
    cancelled: cancelled.map((each) => ({
      bookingId: each.booking.id,
      refundPence: each.refundPence,
    })),
  };
}
