import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../errors';
import { confirmPaidCheckout } from './confirmation';
import { endHold } from './holds';

/**
 * Stripe tells us about checkouts here. Only a body signed with STRIPE_WEBHOOK_SECRET counts:
 * the signature is checked on the raw bytes, so this route reads its body unparsed.
 */
export function registerStripeWebhook(
  app: FastifyInstance,
  stripe: { client: Stripe; webhookSecret: string } | null,
): void {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.post(
      '/api/payments/stripe/webhook',
      { config: { allowCrossSite: true } },
      async (request, reply) => {
        if (!stripe) throw new AppError('payment/stripe-off', 404, 'Stripe is not set up here.');
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          event = stripe.client.webhooks.constructEvent(
            request.body as Buffer,
            typeof signature === 'string' ? signature : '',
            stripe.webhookSecret,
          );
        } catch {
          throw new AppError('payment/bad-signature', 400, 'The webhook signature does not match.');
        }

        const context = app.payments;
        if (
          event.type === 'checkout.session.completed' ||
          event.type === 'checkout.session.async_payment_succeeded'
        ) {
          const session = event.data.object;
          if (session.payment_status === 'paid') {
            const intent = session.payment_intent;
            const outcome = await confirmPaidCheckout(context, {
              provider: 'stripe',
              checkoutReference: session.id,
              amountPence: session.amount_total ?? 0,
              paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? session.id),
            });
            request.log.info({ sessionId: session.id, outcome }, 'stripe checkout completed');
          }
        } else if (event.type === 'checkout.session.expired') {
          const bookingId = Number(event.data.object.metadata?.bookingId);
          if (Number.isInteger(bookingId)) await endHold(context, bookingId);
        }
        return reply.send({ received: true });
      },
    );
  });
}
