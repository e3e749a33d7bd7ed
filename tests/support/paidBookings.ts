import { expect } from 'vitest';
import type { CreateBookingRequest } from '../../src/contract/bookings';
import type { TestBrowser } from './browser';
import type { StripeTestApp } from './stripeApp';

/** Books and pays through Stripe (the webhook confirms); answers the booking's number. */
export async function paidBooking(
  s: StripeTestApp,
  walker: TestBrowser,
  request: CreateBookingRequest,
): Promise<number> {
  const response = await walker.post('/api/bookings', request);
  expect(response.statusCode, response.body).toBe(201);
  const { bookingId, checkoutUrl } = response.json<{ bookingId: number; checkoutUrl: string }>();
  const session = [...s.stripe.sessions.values()].find(
    (candidate) => candidate.url === checkoutUrl,
  );
  if (!session) throw new Error('no Stripe session behind the checkout address');
  s.stripe.pay(session.id);
  const delivered = await s.stripe.deliver(
    s.webhookUrl,
    s.stripe.event('checkout.session.completed', session.id),
  );
  expect(delivered.status).toBe(200);
  return bookingId;
}
