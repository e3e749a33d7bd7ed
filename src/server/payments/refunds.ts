import type { Database } from '../db/database';
import type { Clock } from '../platform/clock';
import { markRefunded, refundsDue } from './paymentsSql';
import { type Log, type Providers, providerNamed } from './providers';

export interface RefundDeps {
  db: Database;
  clock: Clock;
  log: Log;
  providers: Providers;
}

/**
 * Pays back every refund owed. The provider is asked with a key unique to the payment, so a
 * retry after a crash (or two instances at once) never refunds twice.
 */
export async function settleDueRefunds(context: RefundDeps): Promise<number> {
  const due = await refundsDue(context.db, 20);
  let settled = 0;
  for (const refund of due) {
    try {
      const provider = providerNamed(context.providers, refund.provider);
      const idempotencyKey = `refund-payment-${refund.paymentId}-${refund.paidAt.getTime()}`;
      const done = await provider.refund(
        refund.providerReference,
        refund.amountPence,
        idempotencyKey,
      );
      await markRefunded(
        context.db,
        refund.paymentId,
        { amountPence: refund.amountPence, reference: done.reference, idempotencyKey },
        context.clock.now(),
      );
      settled += 1;
    } catch (error) {
      context.log.warn(
        { err: error, paymentId: refund.paymentId },
        'refund failed; will try again',
      );
    }
  }
  return settled;
}
