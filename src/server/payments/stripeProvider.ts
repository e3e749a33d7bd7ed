import type Stripe from 'stripe';
import { heldUntilWords } from '../../domain/waitlist';
import type { StripeConfig } from '../platform/config';
import type { CheckoutRequest, CheckoutState, OpenedCheckout, PaymentProvider } from './provider';

// Stripe refuses an expiry less than 30 minutes after it creates the session.
const STRIPE_MIN_EXPIRY_MS = 30 * 60_000 + 30_000;

/** The SDK is loaded only when Stripe is set up: the test checkout alone never pays for it. */
export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new StripeSdk(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

function stateOf(session: Stripe.Checkout.Session): CheckoutState {
  if (session.status === 'complete' && session.payment_status === 'paid') {
    const intent = session.payment_intent;
    return {
      state: 'paid',
      amountPence: session.amount_total ?? 0,
      paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? session.id),
    };
  }
  return session.status === 'expired' ? { state: 'expired' } : { state: 'open' };
}

/**
 * What the customer sees on Stripe's page: each item at its price (the weeks of a series), or
 * one line at the discounted amount when a discount took something off.
 */
function lineItems(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const line = (name: string, pence: number) => ({
    quantity: 1,
    price_data: { currency: 'gbp', unit_amount: pence, product_data: { name } },
  });
  const itemsTotal = request.items.reduce((sum, item) => sum + item.priceInPence, 0);
  if (request.items.length > 1 && itemsTotal === request.amountPence) {
    return request.items.map((item) => line(item.description, item.priceInPence));
  }
  return [line(request.items.map((item) => item.description).join('; '), request.amountPence)];
}

/**
 * The words beside Stripe's pay button: until when the hold lasts, in the park's time, and what
 * happens after (decision 120). Stripe's own expiry may be later (its 30-minute minimum).
 */
export function holdMessage(request: CheckoutRequest, now: Date): string {
  const until = heldUntilWords(request.expiresAt, now, request.timeZone);
  if (request.order.kind === 'pass') {
    return `This checkout stays open for you until ${until}; after that, start again from the booking page.`;
  }
  const [what, itIs] =
    request.items.length > 1 ? ['these slots', 'they are'] : ['this slot', 'it is'];
  return `We hold ${what} for you until ${until}. If you have not paid by then, ${itIs} freed for others to book.`;
}

/** Stripe Checkout in pounds; the booking id travels in the session's metadata. */
export function stripeProvider(stripe: Stripe, now: () => Date): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<OpenedCheckout> {
      const expiresAt = Math.max(
        request.expiresAt.getTime(),
        now().getTime() + STRIPE_MIN_EXPIRY_MS,
      );
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: lineItems(request),
          customer_email: request.customerEmail,
          client_reference_id:
            request.order.kind === 'booking'
              ? String(request.order.id)
              : `pass-${request.order.id}`,
          metadata: {
            ...(request.order.kind === 'booking'
              ? { bookingId: String(request.order.id) }
              : { passId: String(request.order.id) }),
            items: JSON.stringify(request.items.map(({ description: _, ...item }) => item)),
            discount: String(request.discountPercent ?? 0),
            isTesting: String(request.isTesting),
          },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.ceil(expiresAt / 1000),
          custom_text: { submit: { message: holdMessage(request, now()) } },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no address`);
      return { reference: session.id, url: session.url };
    },

    async checkoutState(reference) {
      return stateOf(await stripe.checkout.sessions.retrieve(reference));
    },

    async expireCheckout(reference) {
      const session = await stripe.checkout.sessions.retrieve(reference);
      if (session.status !== 'open') return stateOf(session);
      try {
        return stateOf(await stripe.checkout.sessions.expire(reference));
      } catch (error) {
        // Paid between our two calls: it can no longer be expired.
        const again = await stripe.checkout.sessions.retrieve(reference);
        if (again.status === 'open') throw error;
        return stateOf(again);
      }
    },

    async refund(paymentReference, amountPence, idempotencyKey) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentReference, amount: amountPence },
        { idempotencyKey },
      );
      return { reference: refund.id };
    },
  };
}
