import { expect } from 'vitest';
import type { CreateBookingRequest } from '../../src/contract/bookings';
import type { TestBrowser } from './browser';

/** Books and pays on the built-in test checkout; answers the booking's number. */
export async function bookAndPay(
  walker: TestBrowser,
  request: CreateBookingRequest,
): Promise<number> {
  const booked = await walker.post('/api/bookings', request);
  expect(booked.statusCode, booked.body).toBe(201);
  const { bookingId, checkoutUrl } = booked.json<{ bookingId: number; checkoutUrl: string }>();
  const reference = checkoutUrl.split('/').pop();
  const paid = await walker.post(`/api/test-checkout/${reference}/pay`, {
    cardNumber: '4242424242424242',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return bookingId;
}
