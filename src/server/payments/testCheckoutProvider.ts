import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { Clock } from '../platform/clock';
import type { CheckoutState, PaymentProvider } from './provider';
import {
  closeTestCheckout,
  expireLapsedTestCheckout,
  findTestCheckout,
  insertTestCheckout,
  refundTestPayment,
  type TestCheckoutRow,
} from './testCheckoutSql';

export const TEST_CHECKOUT_PATH = '/test-checkout';

function stateOf(checkout: TestCheckoutRow | null): CheckoutState {
  if (!checkout) throw new Error('no such test checkout');
  if (checkout.status === 'complete' && checkout.paymentReference) {
    return {
      state: 'paid',
      amountPence: checkout.amountPence,
      paymentReference: checkout.paymentReference,
    };
  }
  return checkout.status === 'expired' ? { state: 'expired' } : { state: 'open' };
}

/**
 * Our own stand-in for a hosted checkout, for test accounts and for machines without a Stripe
 * key: a page of ours takes a test card number. Its payments confirm through the same path as
 * a Stripe webhook.
 */
export function testCheckoutProvider(
  db: Database,
  clock: Clock,
  publicUrl: string,
): PaymentProvider {
  return {
    name: 'test',
    async createCheckout(request) {
      const reference = `tc_${randomBytes(12).toString('hex')}`;
      await insertTestCheckout(
        db,
        {
          reference,
          bookingId: request.order.kind === 'booking' ? request.order.id : null,
          passId: request.order.kind === 'pass' ? request.order.id : null,
          amountPence: request.amountPence,
          items: request.items,
          expiresAt: request.expiresAt,
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
        },
        clock.now(),
      );
      return { reference, url: `${publicUrl}${TEST_CHECKOUT_PATH}/${reference}` };
    },

    async checkoutState(reference) {
      await expireLapsedTestCheckout(db, reference, clock.now());
      return stateOf(await findTestCheckout(db, reference));
    },

    async expireCheckout(reference) {
      return stateOf(await closeTestCheckout(db, reference));
    },

    async refund(paymentReference, amountPence, idempotencyKey) {
      const result = await db.transaction((tx) =>
        refundTestPayment(
          tx,
          {
            reference: `tr_${randomBytes(12).toString('hex')}`,
            idempotencyKey,
            paymentReference,
            amountPence,
          },
          clock.now(),
        ),
      );
      if ('problem' in result) throw new Error(`test refund refused: ${result.problem}`);
      return result;
    },
  };
}
