import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityRow, AdminUsersPage, RevenueResponse } from '../../src/contract/admin';
import type { BookingDetail } from '../../src/contract/bookingDetail';
import type { MyBookingsResponse } from '../../src/contract/bookings';
import type { AdminPasses, BuyPassResponse, PassTypesOnSale } from '../../src/contract/passes';
import { slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { TEN_HOURS } from '../support/passTypes';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

// Decision 127: a booking paid with a pass, cancelled by staff; an account deleted with
// sessions left on its pass.
describe('pass bookings and passes, for staff', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let owner: TestBrowser;
  let walker: TestBrowser;
  let email: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    t = await startTestApp({ env: { SMTP_URL: smtp.url } });
    owner = await signedInAs(t, 'super-admin');
    email = uniqueEmail('regular');
    walker = await signedInAs(t, 'customer', email);
    const saved = await owner.post('/api/admin/settings/passes', [TEN_HOURS]);
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterEach(() => t.close());

  /** Buys the ten hours and pays on the test checkout; answers the pass's number. */
  const buyAndPay = async () => {
    const [type] = (await walker.get('/api/pass-types')).json<PassTypesOnSale>().passTypes;
    const bought = await walker.post('/api/passes', { passTypeId: type?.id });
    expect(bought.statusCode, bought.body).toBe(201);
    const { passId, checkoutUrl } = bought.json<BuyPassResponse>();
    const paid = await walker.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return passId;
  };
  const bookWithPass = async (passId: number, time: string) => {
    const booked = await walker.post('/api/bookings', { ...slot(time, 60), passId });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json<{ bookingId: number }>().bookingId;
  };
  const sessionsLeft = async () =>
    (await walker.get('/api/my-bookings')).json<MyBookingsResponse>().passes[0]?.sessionsLeft;
  const activity = async () =>
    (await owner.get('/api/admin/activity')).json<{ rows: ActivityRow[] }>().rows;

  it('When staff cancel a pass booking in time, then the session returns, the customer is told, and Activity and the detail show it', async () => {
    const passId = await buyAndPay();
    const id = await bookWithPass(passId, '10:00');
    expect(await sessionsLeft()).toBe(9);

    const cancelled = await owner.post(`/api/admin/bookings/${id}/pass-cancel`, {
      reason: 'The field is being reseeded',
      giveSessionBack: false,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = cancelled.json<BookingDetail>();
    expect(detail).toMatchObject({ status: 'cancelled', payment: null });
    expect(detail.pass).toEqual({
      id: passId,
      name: 'Ten hours',
      session: 1,
      sessions: 10,
      returned: true,
    });
    expect(await sessionsLeft()).toBe(10);

    await t.paddock.outbox.runOnce();
    const told = await smtp.waitForMessageTo(email, (m) => m.subject === `Booking ${id} cancelled`);
    expect(told.text).toContain('The park cancelled it: The field is being reseeded');
    expect(told.text).toContain('The session has gone back on your pass');
    const [row] = (await activity()).filter((each) => each.action === 'pass booking cancelled');
    expect(row?.details).toBe(
      `booking ${id}: session given back to pass ${passId}; reason: The field is being reseeded`,
    );

    const again = await owner.post(`/api/admin/bookings/${id}/pass-cancel`, {
      reason: 'Twice',
      giveSessionBack: true,
    });
    expect(again.json()).toMatchObject({ error: { code: 'refund/cannot-cancel' } });
    expect(await sessionsLeft()).toBe(10);
  });

  it('When staff cancel a pass booking inside the cut-off, then the session stays used, unless they tick "Give the session back"', async () => {
    const passId = await buyAndPay();
    const kept = await bookWithPass(passId, '10:00');
    const givenBack = await bookWithPass(passId, '12:00');
    expect(await sessionsLeft()).toBe(8);
    // Six hours before the 10:00 start: inside the 12-hour cut-off.
    t.clock.set(new Date('2025-06-14T03:00:00Z'));
    owner = await signedInAs(t, 'super-admin');
    await walker.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });

    const late = await owner.post(`/api/admin/bookings/${kept}/pass-cancel`, {
      reason: 'Asked by phone',
      giveSessionBack: false,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(await sessionsLeft()).toBe(8);
    const chosen = await owner.post(`/api/admin/bookings/${givenBack}/pass-cancel`, {
      reason: 'Their dog is unwell',
      giveSessionBack: true,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await sessionsLeft()).toBe(9);
    expect(
      (await activity())
        .filter((each) => each.action === 'pass booking cancelled')
        .map((each) => each.details),
    ).toEqual([
      `booking ${givenBack}: session given back to pass ${passId} (staff chose to); reason: Their dog is unwell`,
      `booking ${kept}: session kept: inside the 12 hours; reason: Asked by phone`,
    ]);
  });

  it('When a booking was paid by card, or staff are not super admins, then pass-cancel refuses it', async () => {
    const paidId = await bookAndPay(walker, slot('10:00', 60));
    const refused = await owner.post(`/api/admin/bookings/${paidId}/pass-cancel`, {
      reason: 'Wrong form',
      giveSessionBack: false,
    });
    expect(refused.json()).toMatchObject({ error: { code: 'refund/not-a-pass-booking' } });
    const passId = await buyAndPay();
    const id = await bookWithPass(passId, '12:00');
    const admin = await signedInAs(t, 'admin');
    const forbidden = await admin.post(`/api/admin/bookings/${id}/pass-cancel`, {
      reason: 'No',
      giveSessionBack: true,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('When a customer deletes their account with unused sessions, then staff see them owed in Activity and on Passes, and can refund them with the pass form, counted in the month’s pass money', async () => {
    const passId = await buyAndPay();
    await bookWithPass(passId, '10:00');
    const deleted = await walker.post('/api/account/delete', { password: GOOD_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const passes = (await owner.get('/api/admin/passes')).json<AdminPasses>();
    // The booking to come was cancelled in time, so its session went back and is owed too.
    expect(passes.owed).toEqual([
      {
        passId,
        name: 'Ten hours',
        sessions: 10,
        sessionsUnused: 10,
        paidPence: 10_000,
        refundedPence: 0,
        sessionValuePence: 1000,
        owedPence: 10_000,
        validUntil: '2025-10-31',
      },
    ]);
    const [row] = (await activity()).filter((each) => each.action === 'pass sessions owed');
    expect(row?.details).toBe(
      `owed: account deleted: pass ${passId} "Ten hours": 10 of 10 sessions unused, paid £100.00, £10.00 a session, £100.00`,
    );

    const refunded = await owner.post(`/api/admin/passes/${passId}/refund`, {
      sessions: 10,
      amountPence: 10_000,
      reason: 'Account deleted',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await owner.get('/api/admin/passes')).json<AdminPasses>().owed).toEqual([]);
    // The clock reads 1 May 2025: the pass and its refund are May's pass money.
    const may = (await owner.get('/api/admin/revenue?month=2025-05')).json<RevenueResponse>();
    expect(may.passes).toEqual({
      sold: 1,
      paidPence: 10_000,
      refundedPence: 10_000,
      withBookingsPence: may.totalPence,
    });
    // Nothing is written to the anonymous address, which no one reads.
    const [written] = await t.database.db.query<{ n: number }>(
      `select count(*)::int as n from email_outbox where to_address like '%@deleted.invalid'`,
    );
    expect(written?.n).toBe(0);
  });

  it('When a customer deletes their account, then it leaves the Users list and its search, and Activity keeps its trace', async () => {
    const users = async (query = '') =>
      (await owner.get(`/api/admin/users${query}`)).json<AdminUsersPage>();
    const before = await users();
    expect(before.users.map((user) => user.email)).toContain(email);
    const deleted = await walker.post('/api/account/delete', { password: GOOD_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = await users();
    expect(after.total).toBe(before.total - 1);
    expect(
      after.users.map((user) => user.email).filter((each) => each.includes('deleted')),
    ).toEqual([]);
    expect((await users('?q=deleted')).users).toEqual([]);
    expect((await activity()).map((row) => row.action)).toContain('account deleted');
  });
});
