import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyBookingsResponse } from '../../src/contract/bookings';
import type {
  AdminPass,
  AdminPasses,
  BuyPassResponse,
  PassTypesOnSale,
  PassTypesSection,
} from '../../src/contract/passes';
import type { AdminSettings } from '../../src/contract/settings';
import { endLapsedPassHolds } from '../../src/server/passes/passPurchase';
import { outboxFor, slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { TEN_HOURS } from '../support/passTypes';
import { type StripeTestApp, startStripeTestApp } from '../support/stripeApp';
import { startTestApp, type TestApp } from '../support/testApp';
import { testDatabaseKind } from '../support/testDatabase';

describe(`session passes, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let walker: TestBrowser;
  let email: string;
  beforeEach(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin');
    email = uniqueEmail('regular');
    walker = await signedInAs(t, 'customer', email);
  });
  afterEach(() => t.close());

  const putOnSale = async (types: PassTypesSection) => {
    const saved = await owner.post('/api/admin/settings/passes', types);
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ settings: AdminSettings }>().settings.passes;
  };
  const onSale = async () =>
    (await walker.get('/api/pass-types')).json<PassTypesOnSale>().passTypes;
  const myPasses = async (who = walker) =>
    (await who.get('/api/my-bookings')).json<MyBookingsResponse>().passes;
  const pay = async (checkoutUrl: string, who = walker) => {
    const paid = await who.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(paid.statusCode, paid.body).toBe(200);
  };
  /** Buys the park's first pass on sale and pays for it; answers the pass's number. */
  const buyAndPay = async (who = walker) => {
    const [type] = await onSale();
    const bought = await who.post('/api/passes', { passTypeId: type?.id });
    expect(bought.statusCode, bought.body).toBe(201);
    const { passId, checkoutUrl } = bought.json<BuyPassResponse>();
    await pay(checkoutUrl, who);
    return passId;
  };
  const withPass = (passId: number, time: string, minutes: 30 | 60 = 60) => ({
    ...slot(time, minutes),
    passId,
  });
  const adminPasses = async () => (await owner.get('/api/admin/passes')).json<AdminPasses>();

  it('When the owner puts a pass on sale, then customers see it with its terms; taken off sale, it is gone', async () => {
    const [saved] = await putOnSale([TEN_HOURS]);
    expect(saved).toMatchObject({ ...TEN_HOURS, id: expect.any(Number) });
    expect(await onSale()).toEqual([
      {
        id: saved?.id,
        name: 'Ten hours',
        sessions: 10,
        minutes: 60,
        dogs: '1-4',
        pricePence: 10_000,
        validMonths: 6,
      },
    ]);
    await putOnSale([{ ...TEN_HOURS, id: saved?.id ?? null, onSale: false }]);
    expect(await onSale()).toEqual([]);
    const refused = await walker.post('/api/passes', { passTypeId: saved?.id });
    expect(refused.json()).toMatchObject({ error: { code: 'pass/not-on-sale' } });
  });

  it('When a pass bought on the test checkout books two sessions, then no checkout opens and eight are left; one cancelled in time gives its session back', async () => {
    await putOnSale([TEN_HOURS]);
    const passId = await buyAndPay();
    const [bought] = await myPasses();
    expect(bought).toMatchObject({
      id: passId,
      status: 'active',
      sessionsLeft: 10,
      validUntil: '2025-10-31',
      checkoutUrl: null,
    });
    const mail = await outboxFor(t, email);
    expect(mail.map((m) => m.dedupe_key)).toContain(`pass-bought:${passId}`);
    const receipt = mail.find((m) => m.dedupe_key === `pass-bought:${passId}`);
    expect(receipt?.text).toContain('Invoice number');
    expect(receipt?.text).toContain('£100.00');

    const first = await walker.post('/api/bookings', withPass(passId, '10:00'));
    expect(first.statusCode, first.body).toBe(201);
    const second = await walker.post('/api/bookings', withPass(passId, '12:00'));
    expect(second.statusCode, second.body).toBe(201);
    const ids = [first, second].map((answer) => answer.json<{ bookingId: number }>().bookingId);
    expect(second.json<{ checkoutUrl: string }>().checkoutUrl).toBe(
      `${t.config.publicUrl}/pay-success/${ids[1]}`,
    );
    const [checkouts] = await t.database.db.query<{ n: number }>(
      'select count(*)::int as n from test_checkouts where booking_id = any($1::bigint[])',
      [ids],
    );
    expect(checkouts?.n).toBe(0);
    const mine = (await walker.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(mine.passes[0]?.sessionsLeft).toBe(8);
    expect(mine.upcoming.map((booking) => [booking.id, booking.status, booking.gateCode])).toEqual(
      ids.map((id) => [id, 'complete', expect.stringMatching(/^#\d{4}#$/)]),
    );
    expect(mail.length).toBeLessThan((await outboxFor(t, email)).length);

    const cancelled = await walker.post(`/api/bookings/${ids[0]}/cancel`, {
      expect: 'full-refund',
    });
    expect(cancelled.json()).toEqual({ refundPence: 0 });
    expect((await myPasses())[0]?.sessionsLeft).toBe(9);
    const cancelMail = (await outboxFor(t, email)).find(
      (m) => m.dedupe_key === `booking-cancelled:${ids[0]}`,
    );
    expect(cancelMail?.text).toContain('The session has gone back on your pass');
  });

  it('When a session is cancelled inside the cut-off, then it stays used', async () => {
    await putOnSale([TEN_HOURS]);
    const passId = await buyAndPay();
    const booked = await walker.post('/api/bookings', withPass(passId, '10:00'));
    const id = booked.json<{ bookingId: number }>().bookingId;
    // Six hours before the 10:00 start (09:00 UTC): inside the 12-hour cut-off.
    t.clock.set(new Date('2025-06-14T03:00:00Z'));
    await walker.post('/api/auth/sign-in', { email, password: GOOD_PASSWORD });
    const late = await walker.post(`/api/bookings/${id}/cancel`, { expect: 'no-refund' });
    expect(late.statusCode, late.body).toBe(200);
    expect((await myPasses())[0]?.sessionsLeft).toBe(9);
  });

  it('When a booking is another length or band, or after the pass runs out, then the pass is refused and nothing is booked', async () => {
    await putOnSale([TEN_HOURS]);
    const passId = await buyAndPay();
    const halfHour = await walker.post('/api/bookings', withPass(passId, '10:00', 30));
    expect(halfHour.json()).toMatchObject({
      error: {
        code: 'pass/cannot-book',
        message: 'This pass is for 1 hour sessions for 1-4 dogs.',
      },
    });
    const bigGroup = await walker.post('/api/bookings', {
      ...withPass(passId, '10:00'),
      dogs: '5-6',
    });
    expect(bigGroup.json()).toMatchObject({ error: { code: 'pass/cannot-book' } });
    const tooLate = await walker.post('/api/bookings', {
      ...withPass(passId, '10:00'),
      date: '2025-11-01',
    });
    expect(tooLate.json()).toMatchObject({
      error: {
        code: 'pass/cannot-book',
        message: 'This pass can be used for sessions until the 31st of October 2025.',
      },
    });
    const someoneElse = await signedInAs(t, 'customer');
    const notTheirs = await someoneElse.post('/api/bookings', withPass(passId, '10:00'));
    expect(notTheirs.json()).toMatchObject({ error: { code: 'pass/not-found' } });
    expect((await myPasses())[0]?.sessionsLeft).toBe(10);
  });

  it('When the customer downloads their data, then it holds their pass with the sessions used', async () => {
    await putOnSale([TEN_HOURS]);
    const passId = await buyAndPay();
    await walker.post('/api/bookings', withPass(passId, '10:00'));
    const data = (await walker.get('/api/account/data')).json<{ passes: unknown[] }>();
    expect(data.passes).toEqual([
      expect.objectContaining({ id: passId, name: 'Ten hours', sessions: 10, sessionsUsed: 1 }),
    ]);
  });

  it('When bookings race for the last session of a pass, then exactly one gets it', async () => {
    await putOnSale([{ ...TEN_HOURS, sessions: 1 }]);
    const passId = await buyAndPay();
    const answers = await Promise.all(
      ['08:00', '10:00', '12:00', '14:00', '16:00'].map((time) =>
        walker.post('/api/bookings', withPass(passId, time)),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect((await myPasses())[0]).toMatchObject({ sessionsLeft: 0, status: 'used-up' });
  });

  it("When a pass's checkout runs out unpaid, then it is not the customer's, and another can be bought", async () => {
    await putOnSale([TEN_HOURS]);
    const [type] = await onSale();
    const first = await walker.post('/api/passes', { passTypeId: type?.id });
    const again = await walker.post('/api/passes', { passTypeId: type?.id });
    expect(again.json()).toMatchObject({ error: { code: 'pass/hold-limit' } });
    expect((await myPasses())[0]).toMatchObject({ status: 'pending' });
    t.clock.advance(31 * 60_000);
    await endLapsedPassHolds(t.paddock.context);
    expect(await myPasses()).toEqual([]);
    const { checkoutUrl } = first.json<BuyPassResponse>();
    const late = await walker.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
      cardNumber: '4242424242424242',
    });
    expect(late.json()).toMatchObject({ error: { code: 'payment/checkout-expired' } });
    expect((await walker.post('/api/passes', { passTypeId: type?.id })).statusCode).toBe(201);
  });

  it('When staff refund part of a pass, then the sessions and money come off it, the customer is told, and the liability follows', async () => {
    await putOnSale([TEN_HOURS]);
    const passId = await buyAndPay();
    await walker.post('/api/bookings', withPass(passId, '10:00'));
    await walker.post('/api/bookings', withPass(passId, '12:00'));
    expect((await adminPasses()).totals).toEqual({
      sold: 1,
      takenPence: 10_000,
      refundedPence: 0,
      sessionsSold: 10,
      sessionsUsed: 2,
      sessionsOutstanding: 8,
      outstandingPence: 8_000,
      sessionsLapsed: 0,
    });

    const tooMany = await owner.post(`/api/admin/passes/${passId}/refund`, {
      sessions: 9,
      amountPence: 1000,
      reason: 'Moving away',
    });
    expect(tooMany.json()).toMatchObject({ error: { code: 'pass/refund-too-much' } });
    const refunded = await owner.post(`/api/admin/passes/${passId}/refund`, {
      sessions: 3,
      amountPence: 3000,
      reason: 'Moving away',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<AdminPass>()).toMatchObject({
      sessionsLeft: 5,
      withdrawn: 3,
      refundedPence: 3000,
      outstandingPence: 5000,
    });
    expect((await adminPasses()).totals).toMatchObject({
      refundedPence: 3000,
      sessionsOutstanding: 5,
      outstandingPence: 5000,
    });
    expect((await myPasses())[0]?.sessionsLeft).toBe(5);
    const [refundRow] = await t.database.db.query<{ refunded_pence: number }>(
      'select refunded_pence from test_checkouts where pass_id = $1',
      [passId],
    );
    expect(refundRow?.refunded_pence).toBe(3000);
    const told = (await outboxFor(t, email)).find((m) => m.subject.startsWith('Refund of £30.00'));
    expect(told?.text).toContain('3 sessions were taken off your pass; 5 sessions are left.');

    const plainAdmin = await signedInAs(t, 'admin');
    const refused = await plainAdmin.post(`/api/admin/passes/${passId}/refund`, {
      sessions: 0,
      amountPence: 100,
      reason: 'x',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('When a pass runs out with sessions unused, then they are lost: no longer owed, counted as lapsed', async () => {
    await putOnSale([TEN_HOURS]);
    await buyAndPay();
    t.clock.set(new Date('2025-11-02T09:00:00Z'));
    owner = await signedInAs(t, 'super-admin');
    const totals = (await adminPasses()).totals;
    expect(totals).toMatchObject({
      sessionsOutstanding: 0,
      outstandingPence: 0,
      sessionsLapsed: 10,
    });
  });
});

describe('a pass paid at Stripe', () => {
  let s: StripeTestApp;
  let walker: TestBrowser;
  beforeEach(async () => {
    s = await startStripeTestApp();
    const owner = await signedInAs(s.t, 'super-admin');
    expect((await owner.post('/api/admin/settings/passes', [TEN_HOURS])).statusCode).toBe(200);
    walker = await signedInAs(s.t, 'customer');
  });
  afterEach(() => s.close());

  const buy = async () => {
    const [type] = (await walker.get('/api/pass-types')).json<PassTypesOnSale>().passTypes;
    const bought = (
      await walker.post('/api/passes', { passTypeId: type?.id })
    ).json<BuyPassResponse>();
    const session = [...s.stripe.sessions.values()].find((c) => c.url === bought.checkoutUrl);
    if (!session) throw new Error('no Stripe session behind the pass checkout');
    return { ...bought, session };
  };
  const deliverPaid = (sessionId: string) =>
    s.stripe.deliver(s.webhookUrl, s.stripe.event('checkout.session.completed', sessionId));
  const myPasses = async () =>
    (await walker.get('/api/my-bookings')).json<MyBookingsResponse>().passes;

  it('When the webhook says the pass was paid, twice, then it is ready once: one e-mail, one invoice', async () => {
    const { passId, session } = await buy();
    expect(session.metadata).toMatchObject({ passId: String(passId) });
    s.stripe.pay(session.id);
    await Promise.all([deliverPaid(session.id), deliverPaid(session.id)]);
    expect(await myPasses()).toMatchObject([{ id: passId, status: 'active', sessionsLeft: 10 }]);
    const [invoices] = await s.t.database.db.query<{ n: number }>(
      'select count(*)::int as n from invoices where pass_id = $1',
      [passId],
    );
    expect(invoices?.n).toBe(1);
  });

  it('When Stripe reports another sum than the price, then the pass is not made good and the money goes back once', async () => {
    const { session } = await buy();
    s.stripe.pay(session.id);
    const reported = s.stripe.sessions.get(session.id);
    if (reported) reported.amount_total = 100;
    await deliverPaid(session.id);
    await deliverPaid(session.id);
    expect(await myPasses()).toEqual([]);
    expect(s.stripe.refunds.map((refund) => refund.amount)).toEqual([100]);
    const owner = await signedInAs(s.t, 'super-admin');
    const { rows } = (await owner.get('/api/admin/activity')).json<{
      rows: { action: string; details: string }[];
    }>();
    expect(rows.filter((row) => row.action === 'pass payment refused')).toHaveLength(1);
  });
});
