import { randomBytes } from 'node:crypto';
import { paymentsApi } from '../../contract/api/payments';
import type { TestCheckoutView } from '../../contract/testCheckout';
import type { Database } from '../db/database';
import type { Router } from '../http/endpoints';
import { AppError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { CheckoutListener } from './checkoutListener';
import type { CheckoutOrder } from './provider';
import {
  expireLapsedTestCheckout,
  findTestCheckout,
  payTestCheckout,
  type TestCheckoutRow,
} from './testCheckoutSql';

/** The signed-in customer, as much of them as a checkout needs. */
type Customer = { id: string; email: string };

/** Stripe's own test cards: one that pays, one that is declined. */
export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export interface TestCheckoutDeps {
  db: Database;
  clock: Clock;
  listener: CheckoutListener;
  /** Whether the signed-in user may see and pay for what the checkout was opened for. */
  isTheirs(user: Customer, order: CheckoutOrder): Promise<boolean>;
}

function orderOf(checkout: TestCheckoutRow): CheckoutOrder {
  return checkout.passId !== null
    ? { kind: 'pass', id: checkout.passId }
    : { kind: 'booking', id: checkout.bookingId ?? 0 };
}

function viewOf(checkout: TestCheckoutRow, user: Customer): TestCheckoutView {
  return {
    reference: checkout.reference,
    bookingId: checkout.bookingId,
    items: checkout.items.map(({ description, priceInPence }) => ({ description, priceInPence })),
    amountPence: checkout.amountPence,
    status: checkout.status,
    expiresAt: checkout.expiresAt.toISOString(),
    successUrl: checkout.successUrl,
    cancelUrl: checkout.cancelUrl,
    email: user.email,
  };
}

/** What the card number means, for an open checkout: paid, or why not. */
function chargeCard(checkout: TestCheckoutRow, cardNumber: string): void {
  const card = cardNumber.replace(/[\s-]/g, '');
  if (checkout.status === 'expired') throw new AppError('payment/checkout-expired');
  if (card === DECLINED_CARD) throw new AppError('payment/card-declined');
  if (card !== PAYING_CARD) throw new AppError('payment/card-invalid');
}

/** The API of our own stand-in for a hosted checkout page (signed in only). */
export function registerTestCheckoutRoutes(router: Router, deps: TestCheckoutDeps): void {
  /** The checkout of one of the signed-in customer's own orders. */
  const ownCheckout = async (reference: string, user: Customer) => {
    await expireLapsedTestCheckout(deps.db, reference, deps.clock.now());
    const checkout = await findTestCheckout(deps.db, reference);
    // Someone else's checkout is answered exactly as a missing one.
    if (!checkout || !(await deps.isTheirs(user, orderOf(checkout)))) {
      throw new AppError('payment/no-checkout');
    }
    return checkout;
  };

  router.serve(paymentsApi.testCheckout, async (request, reply) => {
    const checkout = await ownCheckout(request.params.reference, request.user);
    return reply.header('cache-control', 'no-store').send(viewOf(checkout, request.user));
  });

  router.serve(paymentsApi.payTestCheckout, async (request) => {
    const checkout = await ownCheckout(request.params.reference, request.user);
    if (checkout.status === 'complete') return { redirectTo: checkout.successUrl };
    chargeCard(checkout, request.body.cardNumber);
    const paid = await payTestCheckout(
      deps.db,
      checkout.reference,
      `tp_${randomBytes(12).toString('hex')}`,
      deps.clock.now(),
    );
    if (paid?.paymentReference) {
      await deps.listener.paid({
        provider: 'test',
        checkoutReference: paid.reference,
        amountPence: paid.amountPence,
        paymentReference: paid.paymentReference,
      });
    }
    return { redirectTo: checkout.successUrl };
  });
}
