import { encodeCursor } from '../../contract/cursor';
import { namedFields } from '../../contract/fieldChoice';
import type { PublicPark } from '../../contract/park';
import type { AdminPass, AdminPasses, PassRefundRequest } from '../../contract/passes';
import { localDateAt } from '../../domain/dates';
import { formatPence } from '../../domain/money';
import { outstandingPence, sessionsLeft } from '../../domain/passes';
import { type Actor, audit } from '../audit/auditSql';
import type { LifecycleContext } from '../bookingLifecycle/lifecycleContext';
import { emailContextOf } from '../bookings/emailContext';
import { enqueueEmail } from '../email/outboxSql';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import { providerNamed } from '../payments/providers';
import {
  accountDeleted,
  applyPassRefund,
  endPassRefund,
  insertPassRefund,
  owedToDeletedAccounts,
  passTotals,
  type SoldPassRow,
  soldPass,
  soldPasses,
} from './adminPassesSql';
import { passRefundEmail } from './passEmails';
import { findPass, lockPass, type PassRecord } from './passesSql';

export const PASSES_PAGE = 25;

function adminPass(row: SoldPassRow, today: string, park: PublicPark): AdminPass {
  const state = {
    status: 'active' as const,
    sessions: row.sessions,
    minutes: row.minutes,
    dogs: row.dogs,
    validUntil: row.validUntil,
    used: row.used,
    withdrawn: row.withdrawn,
  };
  return {
    id: row.id,
    customer: row.customer,
    name: row.name,
    sessions: row.sessions,
    used: row.used,
    withdrawn: row.withdrawn,
    sessionsLeft: sessionsLeft(state),
    paidPence: row.paidPence,
    refundedPence: row.refundedPence,
    paidAt: row.paidAt.toISOString(),
    validUntil: row.validUntil,
    runOut: row.validUntil < today,
    isTest: row.isTest,
    outstandingPence: outstandingPence({ ...state, pricePence: row.pricePence }, today),
    fieldNames: namedFields(park, row.fieldIds.map(Number)),
    customerName: row.customerName,
    customerMobile: row.customerMobile,
  };
}

/** The Passes tab: the accountant's figures, and a page of the passes sold. */
export async function adminPasses(
  deps: Pick<LifecycleContext, 'db' | 'clock'>,
  after: number | null,
): Promise<AdminPasses> {
  const park = await readPublicPark(deps.db);
  const today = localDateAt(deps.clock.now(), park.timeZone);
  const rows = await soldPasses(deps.db, after, PASSES_PAGE + 1);
  const page = rows.slice(0, PASSES_PAGE);
  const last = page[page.length - 1];
  return {
    totals: await passTotals(deps.db, today),
    passes: page.map((row) => adminPass(row, today, park)),
    next: rows.length > PASSES_PAGE && last ? encodeCursor([last.id]) : null,
    owed: await owedToDeletedAccounts(deps.db, park.timeZone),
  };
}

/** What a refund asks must fit what is left of the pass. */
function checkRefund(pass: PassRecord | null, request: Required<PassRefundRequest>): PassRecord {
  if (!pass) throw new AppError('pass/not-found');
  if (pass.status !== 'active' || pass.paidPence === null || !pass.paymentReference) {
    throw new AppError('pass/not-paid');
  }
  if (request.amountPence > pass.paidPence - pass.refundedPence) {
    throw new AppError('pass/refund-too-much');
  }
  const left = pass.sessions - pass.used - pass.sessionsWithdrawn;
  if (request.sessions > left) {
    throw new AppError(
      'pass/refund-too-much',
      `Only ${left} ${left === 1 ? 'session is' : 'sessions are'} left on this pass to take off.`,
    );
  }
  return pass;
}

/**
 * A super admin refunds part (or all) of a pass, taking sessions off it if they say so. The
 * refund is written first and the pass changed in the same transaction; the provider is then
 * asked with a key of the refund's own, and if it refuses, the pass is put back as it was.
 */
export async function refundPass(
  deps: LifecycleContext,
  actor: Actor,
  passId: number,
  request: Required<PassRefundRequest>,
): Promise<AdminPass> {
  const now = deps.clock.now();
  const { refundId, pass } = await deps.db.transaction(async (tx) => {
    const locked = checkRefund(await lockPass(tx, passId), request);
    const id = await insertPassRefund(tx, { passId, ...request, by: actor.email }, now);
    await applyPassRefund(tx, passId, request);
    return { refundId: id, pass: locked };
  });
  try {
    const done = await providerNamed(deps.providers, pass.checkoutProvider ?? 'test').refund(
      pass.paymentReference ?? '',
      request.amountPence,
      `pass-refund-${refundId}`,
    );
    await deps.db.transaction(async (tx) => {
      await endPassRefund(tx, refundId, { reference: done.reference }, now);
      const after = (await findPass(tx, passId)) ?? pass;
      const emails = await emailContextOf(tx, pass, deps.publicUrl, now);
      const refund = { id: refundId, ...request };
      // A deleted account has no address left to tell (decision 127): Activity records it.
      if (!(await accountDeleted(tx, pass.userId))) {
        await enqueueEmail(tx, passRefundEmail(after, emails, refund), now);
      }
      const sessions = request.sessions > 0 ? `, ${request.sessions} sessions taken off` : '';
      const details = `pass ${passId} "${pass.name}": ${formatPence(request.amountPence)} refunded${sessions} (${done.reference}); reason: ${request.reason}`;
      await audit(tx, actor, 'pass refund', details, now);
    });
  } catch (error) {
    deps.log.warn({ err: error, passId, refundId }, 'pass refund failed; pass put back');
    await deps.db.transaction(async (tx) => {
      await endPassRefund(tx, refundId, { error: String((error as Error).message) }, now);
      await applyPassRefund(tx, passId, {
        amountPence: -request.amountPence,
        sessions: -request.sessions,
      });
    });
    throw new AppError('pass/refund-failed');
  }
  deps.outbox.wake();
  const park = await readPublicPark(deps.db);
  const row = await soldPass(deps.db, passId);
  if (!row) throw new AppError('pass/not-found');
  return adminPass(row, localDateAt(now, park.timeZone), park);
}
