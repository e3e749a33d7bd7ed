import type Stripe from 'stripe';
import { paymentsApi } from '../../contract/api/payments';
import type { Router } from '../http/endpoints';
import { AppError } from '../http/errors';
import type { CheckoutListener } from './checkoutListener';

/**
 * Stripe tells us about checkouts here. Only a body signed with STRIPE_WEBHOOK_SECRET counts:
 * the signature is checked on the raw bytes, so this route reads its body unparsed (and has no
 * body schema: the signature, not a shape, is what makes it valid).
 */
export async function registerStripeWebhook(
  router: Router,
  stripe: { client: Stripe; webhookSecret: string } | null,
  listener: CheckoutListener,
): Promise<void> {
  await router.scope(async (webhook, app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    webhook.serve(paymentsApi.stripeWebhook, async (request, reply) => {
      if (!stripe) throw new AppError('payment/stripe-off');
      const event = verifiedEvent(stripe, request.body, request.headers['stripe-signature']);
      await tell(listener, event, (outcome, sessionId) =>
        request.log.info({ sessionId, outcome }, 'stripe checkout completed'),
      );
      return reply.send({ received: true });
    });
  });
}

function verifiedEvent(
  stripe: { client: Stripe; webhookSecret: string },
  body: unknown,
  signature: string | string[] | undefined,
): Stripe.Event {
  try {
    return stripe.client.webhooks.constructEvent(
      body as Buffer,
      typeof signature === 'string' ? signature : '',
      stripe.webhookSecret,
    );
  } catch {
    throw new AppError('payment/bad-signature');
  }
}

async function tell(
  listener: CheckoutListener,
  event: Stripe.Event,
  logPaid: (outcome: string, sessionId: string) => void,
): Promise<void> {
  if (
    event.type === 'checkout.session.completed' ||
    event.type === 'checkout.session.async_payment_succeeded'
  ) {
    const session = event.data.object;
    if (session.payment_status !== 'paid') return;
    const intent = session.payment_intent;
    const outcome = await listener.paid({
      provider: 'stripe',
      checkoutReference: session.id,
      amountPence: session.amount_total ?? 0,
      paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? session.id),
    });
    logPaid(outcome, session.id);
  } else if (event.type === 'checkout.session.expired') {
    await listener.expired({ provider: 'stripe', checkoutReference: event.data.object.id });
  }
}
