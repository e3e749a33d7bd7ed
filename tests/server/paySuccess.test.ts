import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '../../src/contract/bookings';
import { bookingRow, slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, uniqueEmail } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

describe('the booking as the page after payment asks for it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('When the booking is paid, then its owner is told its gate code and end; before, no code', async () => {
    const walker = await signedInAs(t, 'customer');
    const held = await walker.post('/api/bookings', slot('16:00', 60));
    expect(held.statusCode).toBe(201);
    const unpaid = await walker.get(`/api/bookings/${held.json().bookingId}`);
    expect(unpaid.json<BookingView>()).toMatchObject({ status: 'pending', gateCode: null });

    const id = await bookAndPay(walker, slot('18:00', 60));
    const code = (await bookingRow(t, id))?.booking_code;
    expect(code).toMatch(/^\d{4}$/);
    for (const answer of [
      await walker.get(`/api/bookings/${id}`),
      await walker.post(`/api/bookings/${id}/refresh`, {}),
    ]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json<BookingView>()).toMatchObject({
        id,
        status: 'complete',
        date: '2025-06-14',
        time: '18:00',
        endTime: '19:00',
        gateCode: `#${code}#`,
      });
    }
  });

  it('When the paid booking is over, then its page no longer shows the gate code', async () => {
    const email = uniqueEmail();
    const walker = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(walker, slot('20:00', 30));
    t.clock.set(new Date('2025-06-14T19:31:00Z'));
    try {
      // Six weeks on, the session has ended: the customer signs in again.
      await walker.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
      const answer = await walker.get(`/api/bookings/${id}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<BookingView>()).toMatchObject({ status: 'complete', gateCode: null });
    } finally {
      t.clock.set(new Date('2025-05-01T09:00:00+01:00'));
    }
  });
});
