import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingsPage, AdminUsersPage } from '../../src/contract/admin';
import type { MyBookingsResponse } from '../../src/contract/bookings';
import type { ParkResponse } from '../../src/contract/park';
import type { BuyPassResponse, PassTypesOnSale } from '../../src/contract/passes';
import type { AdminSettings } from '../../src/contract/settings';
import type { JoinWaitlistResponse, WaitlistEntry } from '../../src/contract/waitlist';
import {
  bookingRow,
  FIRST_RULES_VERSION,
  outboxFor,
  slot,
  TEST_CONTACT,
} from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, TestBrowser, uniqueEmail, uniqueIp } from '../support/browser';
import { TEN_HOURS } from '../support/passTypes';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

/**
 * Each capability's main path, walked once on one app. With PostgreSQL offered, the server
 * suite runs in full there and only the files about the embedded database, and this one, run on
 * PGlite too (scripts/serverSuites.mjs): this file is what shows that every part of the app
 * works on the embedded database as well. Its cases go deeper in the files of each capability.
 */
describe(`each capability's main path, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: TestBrowser;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url } });
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const myBookings = async (who: TestBrowser) =>
    (await who.get('/api/my-bookings')).json<MyBookingsResponse>();

  it('When someone signs up, signs out and signs in again, then each time the session says who they are', async () => {
    const email = uniqueEmail('newcomer');
    const browser = new TestBrowser(t, uniqueIp());
    const signedUp = await browser.post('/api/auth/sign-up', { email, password: GOOD_PASSWORD });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    expect((await browser.get('/api/session')).json().user.email).toBe(email);

    expect((await browser.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect((await browser.get('/api/session')).json().user).toBeNull();

    const signedIn = await browser.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await browser.get('/api/session')).json().user.email).toBe(email);
  });

  it('When a customer books and pays on the test checkout, then My bookings shows it with its gate code, and the confirmation arrives over SMTP', async () => {
    const email = uniqueEmail('booker');
    const walker = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(walker, slot('10:00', 60));

    expect(await bookingRow(t, id)).toMatchObject({ status: 'complete', price_pence: 1100 });
    const [mine] = (await myBookings(walker)).upcoming;
    expect(mine).toMatchObject({
      id,
      status: 'complete',
      gateCode: expect.stringMatching(/^#\d{4}#$/),
    });
    await t.paddock.outbox.runOnce();
    const confirmation = await smtp.waitForMessageTo(email, (m) =>
      /confirmed/i.test(m.subject ?? ''),
    );
    expect(confirmation.text).toContain(`Booking number: ${id}`);
  });

  it('When a customer cancels in time, then the booking is refunded in full and its slot can be booked again', async () => {
    const email = uniqueEmail('canceller');
    const walker = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(walker, slot('12:00'));

    const cancelled = await walker.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ refundPence: 650 });
    expect((await bookingRow(t, id))?.status).toBe('cancelled');
    expect((await outboxFor(t, email)).map((m) => m.dedupe_key)).toContain(
      `booking-cancelled:${id}`,
    );
    const other = await signedInAs(t, 'customer');
    expect((await other.post('/api/bookings', slot('12:00'))).statusCode).toBe(201);
  });

  it('When a super admin opens the lists, then a paid booking is under Upcoming and its customer under Users', async () => {
    const email = uniqueEmail('listed');
    const walker = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(walker, slot('14:00'));

    const bookings = (
      await owner.get(`/api/admin/bookings?group=upcoming&q=${id}`)
    ).json<AdminBookingsPage>();
    expect(bookings.bookings.map((booking) => booking.id)).toEqual([id]);
    const users = (
      await owner.get(`/api/admin/users?q=${encodeURIComponent(email)}`)
    ).json<AdminUsersPage>();
    expect(users.users).toEqual([
      expect.objectContaining({ email, role: 'customer', bookings: 1 }),
    ]);
  });

  it('When the owner renames the park in Settings, then the park reads the new name at once', async () => {
    const before = (await owner.get('/api/admin/settings')).json<AdminSettings>();
    const saved = await owner.post('/api/admin/settings/park', {
      ...before.park,
      name: 'Hilltop Hounds Field',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const park = (await t.app.inject({ url: '/api/park' })).json<ParkResponse>().park;
    expect(park.name).toBe('Hilltop Hounds Field');
    // Put back, for the e-mails of the other cases.
    const restored = await owner.post('/api/admin/settings/park', before.park);
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('When a pass is bought on the test checkout, then it books a session with no checkout and one fewer is left', async () => {
    const onSale = await owner.post('/api/admin/settings/passes', [TEN_HOURS]);
    expect(onSale.statusCode, onSale.body).toBe(200);
    const walker = await signedInAs(t, 'customer', uniqueEmail('regular'));
    const [type] = (await walker.get('/api/pass-types')).json<PassTypesOnSale>().passTypes;
    const bought = await walker.post('/api/passes', { passTypeId: type?.id });
    expect(bought.statusCode, bought.body).toBe(201);
    const { passId, checkoutUrl } = bought.json<BuyPassResponse>();
    const paid = await walker.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const booked = await walker.post('/api/bookings', { ...slot('16:00', 60), passId });
    expect(booked.statusCode, booked.body).toBe(201);
    const { bookingId } = booked.json<{ bookingId: number }>();
    expect(booked.json<{ checkoutUrl: string }>().checkoutUrl).toBe(
      `${t.config.publicUrl}/pay-success/${bookingId}`,
    );
    const mine = await myBookings(walker);
    expect(mine.passes[0]?.sessionsLeft).toBe(9);
    expect(mine.upcoming.map((booking) => [booking.id, booking.status])).toEqual([
      [bookingId, 'complete'],
    ]);
  });

  it('When a taken slot is freed, then the first on its waiting list is offered it, books it and pays', async () => {
    const holder = await signedInAs(t, 'customer', uniqueEmail('holder'));
    const waiterEmail = uniqueEmail('waiter');
    const waiter = await signedInAs(t, 'customer', waiterEmail);
    const id = await bookAndPay(holder, slot('18:00'));
    const joined = await waiter.post('/api/waitlist', slot('18:00'));
    expect(joined.statusCode, joined.body).toBe(201);
    const place = joined.json<JoinWaitlistResponse>().entry;

    const cancelled = await holder.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.paddock.sweeper.runOnce();

    const offers = (await outboxFor(t, waiterEmail)).filter((m) =>
      m.dedupe_key.startsWith('booking-waitlist-offer:'),
    );
    expect(offers).toHaveLength(1);
    const booked = await waiter.post(`/api/waitlist/${place.id}/book`, {
      rulesVersion: FIRST_RULES_VERSION,
      contact: TEST_CONTACT,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { checkoutUrl } = booked.json<{ checkoutUrl: string }>();
    const paid = await waiter.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await waiter.get(`/api/waitlist/${place.id}`)).json<WaitlistEntry>().status).toBe(
      'booked',
    );
  });
});
