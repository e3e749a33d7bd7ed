import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDiscount, discountUsage, slot } from '../../support/bookings';
import { signedInAs } from '../../support/browser';
import { type StripeTestApp, startStripeTestApp } from '../../support/stripeApp';

const CHECKOUTS = '/v1/checkout/sessions';

describe('Stripe answering 500 when a checkout is opened', () => {
  let s: StripeTestApp;
  beforeEach(async () => {
    s = await startStripeTestApp();
  });
  afterEach(() => s.close());

  it('When every attempt to open the checkout fails, then the customer sees the booking error, and the slot and the discount use are free again at once', async () => {
    await addDiscount(s.t, { code: 'ONLYONE', percent: 20, maxUsage: 1 });
    const first = await signedInAs(s.t, 'customer');
    // The SDK tries three times (maxNetworkRetries: 2): Stripe fails all three.
    s.stripe.failNext(CHECKOUTS, 3);

    const refused = await first.post('/api/bookings', {
      ...slot('10:00', 60, '5-6'),
      discountCode: 'ONLYONE',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      error: {
        code: 'booking/checkout-failed',
        message: 'An error occurred while booking. Please try again.',
        requestId: expect.any(String),
      },
    });
    const attempts = s.stripe.requests.filter((r) => r.path === CHECKOUTS);
    // The retries were one request to Stripe: they carried one idempotency key.
    expect(new Set(attempts.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(await discountUsage(s.t, 'ONLYONE')).toBe(0);
    expect((await first.get('/api/my-bookings')).json()).toMatchObject({ upcoming: [] });

    // Straight away, with no sweep and no time passing: another customer has slot and code.
    const second = await signedInAs(s.t, 'customer');
    const booked = await second.post('/api/bookings', {
      ...slot('10:00', 60, '5-6'),
      discountCode: 'ONLYONE',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await discountUsage(s.t, 'ONLYONE')).toBe(1);
    console.log(`Stripe outage: ${attempts.length} attempts to open the checkout before giving up`);
  });

  it('When Stripe fails once and answers the retry, then the booking opens one checkout', async () => {
    const walker = await signedInAs(s.t, 'customer');
    s.stripe.failNext(CHECKOUTS, 1);
    const booked = await walker.post('/api/bookings', slot('12:00', 30));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(s.stripe.sessions.size).toBe(1);
    const [session] = s.stripe.sessions.values();
    expect(booked.json().checkoutUrl).toBe(session?.url);
  });
});
