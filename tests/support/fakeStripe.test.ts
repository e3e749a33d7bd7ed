import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from './fakeStripe';

// The real SDK, configured as the app configures it from STRIPE_API_URL.
function sdk(fake: FakeStripe, key = fake.secretKey): Stripe {
  const { hostname, port } = new URL(fake.url);
  return new Stripe(key, { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function bookingCheckout(expiresAt: number): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    success_url: 'http://paddock.test/bookings/42?paid=1',
    cancel_url: 'http://paddock.test/bookings/42',
    line_items: [
      {
        quantity: 2,
        price_data: {
          currency: 'gbp',
          unit_amount: 750,
          product_data: { name: 'Field hire, 30 minutes' },
        },
      },
    ],
    metadata: { bookingId: '42' },
    client_reference_id: '42',
    customer_email: 'owner@example.com',
    expires_at: expiresAt,
    payment_intent_data: { metadata: { bookingId: '42' } },
  };
}

/** What a rejected SDK call threw, to assert on its class and fields. */
async function failure(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Stripe.errors.StripeError);
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected the Stripe call to fail');
}

describe('the fake Stripe, driven by the real SDK', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = sdk(fake);
  });
  afterAll(() => fake.close());

  const paidSession = async () => {
    const session = await stripe.checkout.sessions.create(bookingCheckout(unix(new Date()) + 3600));
    return fake.pay(session.id);
  };

  it('When a GBP checkout session is created with an idempotency key, then it can be retrieved, and the same key again answers the same session without making another', async () => {
    const expiresAt = unix(new Date()) + 3600;
    const idempotencyKey = `booking-42-${Date.now()}`;
    const before = fake.sessions.size;

    const created = await stripe.checkout.sessions.create(bookingCheckout(expiresAt), {
      idempotencyKey,
    });
    expect(created).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 1500,
      currency: 'gbp',
      metadata: { bookingId: '42' },
      client_reference_id: '42',
      customer_email: 'owner@example.com',
      expires_at: expiresAt,
      payment_intent: null,
      url: `${fake.url}/pay/${created.id}`,
    });
    expect(created.id).toMatch(/^cs_test_\w+$/);
    expect(fake.sessions.get(created.id)?.line_items).toEqual([
      { name: 'Field hire, 30 minutes', unit_amount: 750, quantity: 2 },
    ]);

    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request?.idempotencyKey).toBe(idempotencyKey);
    expect(request?.body).toMatchObject({
      line_items: [{ price_data: { currency: 'gbp', unit_amount: '750' }, quantity: '2' }],
      metadata: { bookingId: '42' },
    });

    const retrieved = await stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved).toMatchObject({ id: created.id, status: 'open', amount_total: 1500 });

    const again = await stripe.checkout.sessions.create(bookingCheckout(expiresAt), {
      idempotencyKey,
    });
    expect(again.id).toBe(created.id);
    expect(fake.sessions.size).toBe(before + 1);

    // Stripe refuses a key reused for a different request rather than answering the old one.
    const changed = { ...bookingCheckout(expiresAt), client_reference_id: '43' };
    const reused = await failure(stripe.checkout.sessions.create(changed, { idempotencyKey }));
    expect(reused).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('When expires_at is under 30 minutes or over 24 hours ahead, then creating the session is refused with Stripe’s message', async () => {
    const soon = await failure(
      stripe.checkout.sessions.create(bookingCheckout(unix(new Date()) + 29 * 60)),
    );
    expect(soon).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(soon.message).toMatch(/at least 30 minutes/);
    expect(soon.param).toBe('expires_at');

    const late = await failure(
      stripe.checkout.sessions.create(bookingCheckout(unix(new Date()) + 25 * 3600)),
    );
    expect(late.message).toMatch(/less than 24 hours/);
  });

  it('When a session has words beside its pay button, then it keeps them, and refuses more than Stripe’s 1200 characters', async () => {
    const params = bookingCheckout(unix(new Date()) + 3600);
    const message = 'We hold this slot for you until 14:32.';
    const session = await stripe.checkout.sessions.create({
      ...params,
      custom_text: { submit: { message } },
    });
    expect(session.custom_text.submit?.message).toBe(message);
    expect(fake.sessions.get(session.id)?.custom_text).toEqual({ submit: { message } });

    const long = await failure(
      stripe.checkout.sessions.create({
        ...params,
        custom_text: { submit: { message: 'x'.repeat(1201) } },
      }),
    );
    expect(long.param).toBe('custom_text[submit][message]');
  });

  it('When a required parameter is missing or unknown, then the SDK throws an invalid request error naming it', async () => {
    const params = bookingCheckout(unix(new Date()) + 3600);
    const noQuantity = {
      ...params,
      line_items: [{ price_data: params.line_items?.[0]?.price_data }],
    };
    const missing = await failure(stripe.checkout.sessions.create(noQuantity));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({
      code: 'parameter_missing',
      param: 'line_items[0][quantity]',
    });

    const unknown = await failure(stripe.checkout.sessions.create({ ...params, locale: 'en-GB' }));
    expect(unknown.message).toMatch(/unknown parameter: locale/);
  });

  it('When the customer pays, then retrieving the session shows it complete and paid with a payment intent', async () => {
    const session = await stripe.checkout.sessions.create(bookingCheckout(unix(new Date()) + 3600));
    fake.pay(session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(paid.payment_intent).toMatch(/^pi_test_\w+$/);
    expect(() => fake.pay(session.id)).toThrow(/it is complete/);
  });

  it('When an open session is expired, then it is expired (and expiring it again changes nothing); a paid one cannot be expired', async () => {
    const open = await stripe.checkout.sessions.create(bookingCheckout(unix(new Date()) + 3600));
    expect((await stripe.checkout.sessions.expire(open.id)).status).toBe('expired');
    expect((await stripe.checkout.sessions.expire(open.id)).status).toBe('expired');
    expect(() => fake.pay(open.id)).toThrow(/it is expired/);

    const paid = await paidSession();
    const refused = await failure(stripe.checkout.sessions.expire(paid.id));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused.message).toMatch(/not in an expirable state/);

    const gone = await failure(stripe.checkout.sessions.retrieve('cs_test_nope'));
    expect(gone).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('When a payment is refunded in full, then retrying with the same idempotency key makes no second refund, and nothing more can be refunded', async () => {
    const { payment_intent } = await paidSession();
    const paymentIntent = payment_intent ?? '';
    const idempotencyKey = `refund-${paymentIntent}`;
    const params = { payment_intent: paymentIntent, metadata: { bookingId: '42' } };

    const refund = await stripe.refunds.create(params, { idempotencyKey });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 1500,
      currency: 'gbp',
      payment_intent: paymentIntent,
      status: 'succeeded',
      metadata: { bookingId: '42' },
    });
    const retried = await stripe.refunds.create(params, { idempotencyKey });
    expect(retried.id).toBe(refund.id);
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);

    const more = await failure(stripe.refunds.create({ payment_intent: paymentIntent }));
    expect(more).toMatchObject({ code: 'charge_already_refunded', statusCode: 400 });
  });

  it('When a refund asks for more than is left, or names an unknown payment, then it is refused', async () => {
    const { payment_intent } = await paidSession();
    const paymentIntent = payment_intent ?? '';
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });
    const tooMuch = await failure(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 1001 }),
    );
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch.code).toBe('amount_too_large');
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(1000);

    const unknown = await failure(stripe.refunds.create({ payment_intent: 'pi_test_nope' }));
    expect(unknown.code).toBe('resource_missing');
  });

  it('When Stripe fails once, then the SDK’s retry with the same idempotency key succeeds and refunds once', async () => {
    const { payment_intent } = await paidSession();
    fake.failNext('/v1/refunds');
    const refund = await stripe.refunds.create(
      { payment_intent: payment_intent ?? '' },
      { maxNetworkRetries: 1 },
    );
    const attempts = fake.requests.filter((r) => r.body.payment_intent === payment_intent);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.idempotencyKey).toBe(attempts[1]?.idempotencyKey);
    expect(fake.refunds.filter((r) => r.id === refund.id)).toHaveLength(1);
  });

  it('When the API key is wrong, then the SDK throws an authentication error', async () => {
    const wrong = await failure(sdk(fake, 'sk_test_wrong').checkout.sessions.retrieve('cs_x'));
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(wrong.message).toBe('Invalid API Key provided');
  });
});

describe('the fake Stripe on a fixed 2025 clock', () => {
  const clock = new Date('2025-06-14T09:00:00Z');
  let fake: FakeStripe;
  let stripe: Stripe;
  let webhook: http.Server;
  let webhookUrl: string;
  beforeAll(async () => {
    fake = await startFakeStripe({ now: () => clock });
    stripe = sdk(fake);
    // Stands in for the app's webhook route: verify with the SDK on the raw body, as the app must.
    webhook = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        try {
          const event = stripe.webhooks.constructEvent(
            Buffer.concat(chunks),
            req.headers['stripe-signature'] ?? '',
            fake.webhookSecret,
          );
          res.writeHead(200).end(JSON.stringify({ received: event.type, id: event.id }));
        } catch (error) {
          res.writeHead(400).end(String(error));
        }
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/api/stripe/webhook`;
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => webhook.close(resolve));
  });

  it('When expires_at is an hour after the fake’s 2025 clock, then it is accepted, and an hour after the real time it is too far ahead', async () => {
    const session = await stripe.checkout.sessions.create(bookingCheckout(unix(clock) + 3600));
    expect(session.created).toBe(unix(clock));
    expect(session.expires_at).toBe(unix(clock) + 3600);

    const realTime = await failure(
      stripe.checkout.sessions.create(bookingCheckout(unix(new Date()) + 3600)),
    );
    expect(realTime.message).toMatch(/less than 24 hours/);

    const byDefault = await stripe.checkout.sessions.create({
      ...bookingCheckout(0),
      expires_at: undefined,
    });
    expect(byDefault.expires_at).toBe(unix(clock) + 24 * 3600);
  });

  it('When a completed-session event is delivered, then the SDK accepts its signature, and refuses a forged one', async () => {
    const session = await stripe.checkout.sessions.create(bookingCheckout(unix(clock) + 3600));
    fake.pay(session.id);
    const event = fake.event('checkout.session.completed', session.id);
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      created: unix(clock),
      livemode: false,
      pending_webhooks: 1,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          metadata: { bookingId: '42' },
        },
      },
    });
    expect(event.id).toMatch(/^evt_\w+$/);
    // The version the SDK asked for, as an event for an endpoint pinned to it would carry.
    expect(event.api_version).toMatch(/^\d{4}-\d{2}-\d{2}\.\w+$/);

    const delivered = await fake.deliver(webhookUrl, event);
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.body)).toEqual({
      received: 'checkout.session.completed',
      id: event.id,
    });

    const forged = await fake.deliver(webhookUrl, event, { forgeSignature: true });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatch(/No signatures found matching the expected signature/);
  });

  it('When a session is expired as at expires_at, then its expired event carries the expired session', async () => {
    const session = await stripe.checkout.sessions.create(bookingCheckout(unix(clock) + 3600));
    fake.expire(session.id);
    expect(() => fake.expire(session.id)).toThrow(/it is expired/);
    const event = fake.event('checkout.session.expired', session.id);
    expect(event).toMatchObject({ data: { object: { status: 'expired', url: null } } });
    expect((await fake.deliver(webhookUrl, event)).status).toBe(200);
  });
});
