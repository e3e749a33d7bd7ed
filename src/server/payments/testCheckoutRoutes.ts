import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TestCheckoutView } from '../../contract/testCheckout';
import { guardedUser, requireUser } from '../auth/requestAuth';
import { ownBooking } from '../bookings/ownerBookings';
import { AppError } from '../errors';
import { parseBody, parseParams } from '../validation';
import { confirmPaidCheckout } from './confirmation';
import { expireLapsedTestCheckout, findTestCheckout, payTestCheckout } from './testCheckoutSql';

/** Stripe's own test cards: one that pays, one that is declined. */
export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

const referenceSchema = z.object({
  reference: z.string().regex(/^tc_[0-9a-f]{24}$/, 'not a checkout'),
});
const paySchema = z.object({ cardNumber: z.string().max(40) });

export function registerTestCheckoutRoutes(app: FastifyInstance): void {
  /** The checkout of one of the signed-in customer's own bookings. */
  const ownCheckout = async (request: FastifyRequest) => {
    const { reference } = parseParams(referenceSchema, request);
    const context = app.payments;
    await expireLapsedTestCheckout(context.db, reference, context.clock.now());
    const checkout = await findTestCheckout(context.db, reference);
    if (!checkout) throw new AppError('payment/no-checkout', 404, 'There is no such checkout.');
    await ownBooking(context, guardedUser(request), checkout.bookingId);
    return checkout;
  };

  app.get('/api/test-checkout/:reference', { preHandler: requireUser }, async (request, reply) => {
    const checkout = await ownCheckout(request);
    const view: TestCheckoutView = {
      reference: checkout.reference,
      bookingId: checkout.bookingId,
      items: checkout.items.map((item) => ({
        description: item.description,
        priceInPence: item.priceInPence,
      })),
      amountPence: checkout.amountPence,
      status: checkout.status,
      expiresAt: checkout.expiresAt.toISOString(),
      successUrl: checkout.successUrl,
      cancelUrl: checkout.cancelUrl,
      email: guardedUser(request).email,
    };
    return reply.header('cache-control', 'no-store').send(view);
  });

  app.post('/api/test-checkout/:reference/pay', { preHandler: requireUser }, async (request) => {
    const checkout = await ownCheckout(request);
    const card = parseBody(paySchema, request).cardNumber.replace(/[\s-]/g, '');
    if (checkout.status === 'complete') return { redirectTo: checkout.successUrl };
    if (checkout.status === 'expired') {
      throw new AppError(
        'payment/checkout-expired',
        410,
        'This checkout has expired. Please book again.',
      );
    }
    if (card === DECLINED_CARD)
      throw new AppError('payment/card-declined', 402, 'Your card was declined.');
    if (card !== PAYING_CARD)
      throw new AppError('payment/card-invalid', 400, 'Your card number is incorrect.');

    const paid = await payTestCheckout(
      app.payments.db,
      checkout.reference,
      `tp_${randomBytes(12).toString('hex')}`,
      app.payments.clock.now(),
    );
    if (paid?.paymentReference) {
      await confirmPaidCheckout(app.payments, {
        provider: 'test',
        checkoutReference: paid.reference,
        amountPence: paid.amountPence,
        paymentReference: paid.paymentReference,
      });
    }
    return { redirectTo: checkout.successUrl };
  });
}
