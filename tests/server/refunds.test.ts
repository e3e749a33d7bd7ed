import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityRow, RevenueResponse } from '../../src/contract/admin';
import type { BookingDetail } from '../../src/contract/bookingDetail';
import type { MyBookingsResponse } from '../../src/contract/bookings';
import type { PaymentProvider } from '../../src/server/payments/provider';
import { BOOKING_DAY, outboxFor, slot } from '../support/bookings';
import { GOOD_PASSWORD, signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { paidBooking } from '../support/paidBookings';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { type StripeTestApp, startStripeTestApp } from '../support/stripeApp';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';

// The clock starts on 1 May 2025: payments taken now belong to May.
const MAY = '2025-05';
/** 1 hour for 5-6 dogs. */
const FIFTEEN_POUNDS = slot('10:00', 60, '5-6');

const refundOf = (amountPence: number, more: object = {}) => ({
  amountPence,
  reason: 'The gate stuck and they lost 20 minutes.',
  cancel: false,
  ...more,
});

async function detailOf(staff: TestBrowser, id: number): Promise<BookingDetail> {
  const response = await staff.get(`/api/admin/bookings/${id}/detail`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookingDetail>();
}

async function paymentRow(t: TestApp, bookingId: number) {
  const [row] = await t.database.db.query<{
    amount_pence: number;
    refunded_pence: number;
    refund_status: string | null;
    provider_reference: string;
  }>(
    'select amount_pence, refunded_pence, refund_status, provider_reference from payments where booking_id = $1',
    [bookingId],
  );
  return row;
}

/** What the built-in test provider itself paid back of a payment, refund by refund. */
async function testProviderRefunds(t: TestApp, paymentReference: string) {
  return t.database.db.query<{ idempotency_key: string; amount_pence: number }>(
    'select idempotency_key, amount_pence from test_refunds where payment_reference = $1 order by created_at',
    [paymentReference],
  );
}

async function refundEmails(t: TestApp, email: string) {
  return (await outboxFor(t, email)).filter((m) => m.dedupe_key.startsWith('booking-refund:'));
}

/** Swaps the test provider's refund for one that fails the way the test says; answers how to undo it. */
function interceptRefunds(
  t: TestApp,
  refund: (
    real: PaymentProvider['refund'],
    ...args: Parameters<PaymentProvider['refund']>
  ) => ReturnType<PaymentProvider['refund']>,
): () => void {
  const { providers } = t.paddock.context;
  const real = providers.test;
  providers.test = { ...real, refund: (...args) => refund(real.refund.bind(real), ...args) };
  return () => {
    providers.test = real;
  };
}

/** Waits until the test provider has made a refund of the payment (its answer may be held up). */
async function providerRefunded(t: TestApp, reference: string): Promise<void> {
  await vi.waitFor(
    async () => expect((await testProviderRefunds(t, reference)).length).toBeGreaterThan(0),
    { timeout: 10_000, interval: 10 },
  );
}

describe('refunds by a super admin, on the built-in test provider', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let owner: TestBrowser;
  let customerEmail: string;
  let customer: TestBrowser;
  beforeEach(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url } });
    owner = await signedInAs(t, 'super-admin', uniqueEmail('owner'));
    customerEmail = uniqueEmail('customer');
    customer = await signedInAs(t, 'customer', customerEmail);
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  it('When a super admin refunds £5.00 of a £15.00 booking with a reason, then the payment, the booking, the month, Activity, the customer and the detail all show it', async () => {
    const id = await bookAndPay(customer, FIFTEEN_POUNDS);
    const before = (await owner.get(`/api/admin/revenue?month=${MAY}`)).json<RevenueResponse>();

    const refunded = await owner.post(`/api/admin/bookings/${id}/refunds`, refundOf(500));

    expect(refunded.statusCode, refunded.body).toBe(200);
    const payment = await paymentRow(t, id);
    expect(payment).toMatchObject({ amount_pence: 1500, refunded_pence: 500, refund_status: null });
    const detail = refunded.json<BookingDetail>();
    expect(detail.status).toBe('complete');
    expect(detail.payment).toMatchObject({
      amountPence: 1500,
      refundedPence: 500,
      refundablePence: 1000,
      providerReference: payment?.provider_reference,
    });
    const [refund] = detail.refunds;
    expect(detail.refunds).toHaveLength(1);
    expect(refund).toMatchObject({
      amountPence: 500,
      status: 'done',
      reason: 'The gate stuck and they lost 20 minutes.',
      cancel: false,
      providerReference: expect.stringMatching(/^tr_/),
    });
    expect(await detailOf(owner, id)).toEqual(detail);
    // The provider was asked once, with a key of this refund's own.
    expect(await testProviderRefunds(t, payment?.provider_reference ?? '')).toEqual([
      { idempotency_key: `admin-refund-${refund?.id}`, amount_pence: 500 },
    ]);

    const after = (await owner.get(`/api/admin/revenue?month=${MAY}`)).json<RevenueResponse>();
    expect(after.refundedPence).toBe(before.refundedPence + 500);
    expect(after.totalPence).toBe(before.totalPence - 500);

    const activity = (await owner.get('/api/admin/activity')).json<{ rows: ActivityRow[] }>();
    const noted = activity.rows.find((row) => row.action === 'refund');
    expect(noted?.details).toBe(
      `booking ${id}: £5.00 refunded (${refund?.providerReference}); reason: The gate stuck and they lost 20 minutes.`,
    );
    expect(detail.activity.map((row) => row.id)).toContain(noted?.id);

    await t.paddock.outbox.runOnce();
    const mail = await smtp.waitForMessageTo(customerEmail, (m) => /Refund/.test(m.subject ?? ''));
    expect(mail.subject).toBe(`Refund of £5.00 for booking ${id}`);
    expect(mail.text).toContain('Refund: £5.00');
    expect(mail.text).toContain('Reason: The gate stuck and they lost 20 minutes.');
    expect(mail.text).toContain(`Booking number: ${id}`);
    expect(mail.text).toContain('Your booking still stands');

    // The customer sees what went back, and the booking is still theirs to come.
    const mine = (await customer.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(mine.upcoming.find((b) => b.id === id)?.refund).toMatchObject({
      amountPence: 500,
      state: 'refunded',
    });
  });

  it('When the provider refunded but its answer was lost, then the same request sent again refunds once', async () => {
    const id = await bookAndPay(customer, FIFTEEN_POUNDS);
    const request = refundOf(500, { requestKey: randomUUID() });
    let calls = 0;
    const restore = interceptRefunds(t, async (real, ...args) => {
      calls += 1;
      const made = await real(...args);
      if (calls === 1) throw new Error('socket hang up');
      return made;
    });

    const lost = await owner.post(`/api/admin/bookings/${id}/refunds`, request);
    expect(lost.statusCode).toBe(502);
    expect(lost.json().error.code).toBe('refund/provider-failed');
    expect(lost.json().error.message).toContain('socket hang up');
    expect((await paymentRow(t, id))?.refunded_pence).toBe(0);
    const failed = await detailOf(owner, id);
    expect(failed.refunds).toMatchObject([{ status: 'failed', error: 'socket hang up' }]);
    expect(failed.payment?.refundablePence).toBe(1500);

    const again = await owner.post(`/api/admin/bookings/${id}/refunds`, request);
    expect(again.statusCode, again.body).toBe(200);
    restore();

    const reference = (await paymentRow(t, id))?.provider_reference ?? '';
    expect(calls).toBe(2);
    expect(await testProviderRefunds(t, reference)).toHaveLength(1);
    expect(await paymentRow(t, id)).toMatchObject({ refunded_pence: 500 });
    expect(again.json<BookingDetail>().refunds).toMatchObject([
      { status: 'done', amountPence: 500 },
    ]);
    // Sent a third time, it is the same refund, already made: nothing more happens.
    expect((await owner.post(`/api/admin/bookings/${id}/refunds`, request)).statusCode).toBe(200);
    expect(await testProviderRefunds(t, reference)).toHaveLength(1);
    expect(await refundEmails(t, customerEmail)).toHaveLength(1);
    // The same request with other details is refused, not taken for a new refund.
    const changed = await owner.post(`/api/admin/bookings/${id}/refunds`, {
      ...request,
      amountPence: 600,
    });
    expect(changed.json().error.code).toBe('refund/request-reused');
    expect(await paymentRow(t, id)).toMatchObject({ refunded_pence: 500 });
  });

  it('When the app stops after the provider refunded and before it recorded it, then the sweep finishes it, once', async () => {
    const id = await bookAndPay(customer, FIFTEEN_POUNDS);
    const reference = (await paymentRow(t, id))?.provider_reference ?? '';
    let carryOn: () => void = () => {};
    const stuck = new Promise<void>((resolve) => {
      carryOn = resolve;
    });
    let calls = 0;
    const restore = interceptRefunds(t, async (real, ...args) => {
      calls += 1;
      const made = await real(...args);
      // The first answer never arrives (until the end of the test): as if the process died.
      if (calls === 1) await stuck;
      return made;
    });
    const request = owner.post(`/api/admin/bookings/${id}/refunds`, refundOf(1500));
    await providerRefunded(t, reference);
    // Held back while under way: nobody can refund it a second time meanwhile.
    expect((await detailOf(owner, id)).payment?.refundablePence).toBe(0);
    expect((await paymentRow(t, id))?.refunded_pence).toBe(0);

    t.clock.advance(6 * 60_000);
    await t.paddock.sweeper.runOnce();

    expect(calls).toBe(2);
    expect(await testProviderRefunds(t, reference)).toHaveLength(1);
    expect(await paymentRow(t, id)).toMatchObject({ refunded_pence: 1500 });
    expect((await detailOf(owner, id)).refunds).toMatchObject([{ status: 'done' }]);
    expect(await refundEmails(t, customerEmail)).toHaveLength(1);

    carryOn();
    expect((await request).statusCode).toBe(200);
    restore();
    expect(await paymentRow(t, id)).toMatchObject({ refunded_pence: 1500 });
    expect(await refundEmails(t, customerEmail)).toHaveLength(1);
    const activity = (await detailOf(owner, id)).activity.filter((row) => row.action === 'refund');
    expect(activity).toHaveLength(1);
  });

  it('When the customer cancels in time while a refund by staff is under way, then only the rest is owed, and paid once that refund is recorded', async () => {
    const id = await bookAndPay(customer, FIFTEEN_POUNDS);
    const reference = (await paymentRow(t, id))?.provider_reference ?? '';
    let carryOn: () => void = () => {};
    const stuck = new Promise<void>((resolve) => {
      carryOn = resolve;
    });
    const restore = interceptRefunds(t, async (real, ...args) => {
      const made = await real(...args);
      if (args[2].startsWith('admin-refund-')) await stuck;
      return made;
    });
    const request = owner.post(`/api/admin/bookings/${id}/refunds`, refundOf(500));
    await providerRefunded(t, reference);

    const cancelled = await customer.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(cancelled.json()).toEqual({ refundPence: 1000 });
    // The rest waits for the refund under way, so the two never add up to more than was paid.
    await t.paddock.sweeper.runOnce();
    expect((await testProviderRefunds(t, reference)).map((r) => r.amount_pence)).toEqual([500]);

    carryOn();
    expect((await request).statusCode).toBe(200);
    restore();
    await t.paddock.sweeper.runOnce();
    expect((await testProviderRefunds(t, reference)).map((r) => r.amount_pence)).toEqual([
      500, 1000,
    ]);
    expect(await paymentRow(t, id)).toMatchObject({ refunded_pence: 1500, refund_status: 'done' });
  });

  it('When the amount is 0, more than is left, not whole pence, or the reason is missing, then it is refused and nothing changes', async () => {
    const id = await bookAndPay(customer, FIFTEEN_POUNDS);
    const refund = (body: object) => owner.post(`/api/admin/bookings/${id}/refunds`, body);

    for (const [body, code] of [
      [refundOf(0), 'request/invalid'],
      [refundOf(2.5), 'request/invalid'],
      [refundOf(-100), 'request/invalid'],
      [{ ...refundOf(500), amountPence: '500' }, 'request/invalid'],
      [refundOf(500, { reason: '   ' }), 'request/invalid'],
      [refundOf(500, { reason: 'two\nlines' }), 'request/invalid'],
      [refundOf(500, { reason: 'x'.repeat(201) }), 'request/invalid'],
      [refundOf(1501), 'refund/too-much'],
    ] as const) {
      const refused = await refund(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.code, JSON.stringify(body)).toBe(code);
    }
    expect((await refund(refundOf(1501))).json().error).toMatchObject({
      message: 'That is more than is left to refund: at most £15.00.',
      fields: { amountPence: 'That is more than is left to refund: at most £15.00.' },
    });

    expect((await refund(refundOf(1000))).statusCode).toBe(200);
    expect((await refund(refundOf(501))).json().error.message).toBe(
      'That is more than is left to refund: at most £5.00.',
    );
    expect((await refund(refundOf(500))).statusCode).toBe(200);
    const none = await refund(refundOf(1));
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('refund/nothing-left');

    expect(await paymentRow(t, id)).toMatchObject({ refunded_pence: 1500 });
    expect((await detailOf(owner, id)).refunds.map((r) => [r.amountPence, r.status])).toEqual([
      [1000, 'done'],
      [500, 'done'],
    ]);
    // A full refund without cancelling keeps the booking.
    expect((await detailOf(owner, id)).status).toBe('complete');
  });

  it("When a super admin refunds a manual booking, or one that doesn't exist, then it says why", async () => {
    const manual = await owner.post('/api/admin/manual-bookings', {
      date: BOOKING_DAY,
      time: '17:00',
      dogs: 2,
      minutes: 30,
    });
    const { bookingId } = manual.json<{ bookingId: number }>();
    const refused = await owner.post(`/api/admin/bookings/${bookingId}/refunds`, refundOf(100));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'refund/no-payment',
      message: 'This booking has no card payment, so there is nothing to refund.',
    });
    expect((await detailOf(owner, bookingId)).payment).toMatchObject({
      provider: 'manual',
      refundablePence: 0,
    });

    const missing = await owner.post('/api/admin/bookings/999999999/refunds', refundOf(100));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('booking/not-found');
  });

  it('When a full refund also cancels the booking, then its slot is free, the customer is told once, and nothing more can be refunded', async () => {
    const id = await bookAndPay(customer, FIFTEEN_POUNDS);
    const refunded = await owner.post(
      `/api/admin/bookings/${id}/refunds`,
      refundOf(1500, { reason: 'The field is flooded.', cancel: true }),
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    const detail = refunded.json<BookingDetail>();
    expect(detail).toMatchObject({
      status: 'cancelled',
      cancelReason: 'cancelled by the park: The field is flooded.',
      payment: { refundedPence: 1500, refundablePence: 0 },
    });

    // The slot is free for someone else.
    const other = await signedInAs(t, 'customer');
    expect((await other.post('/api/bookings', FIFTEEN_POUNDS)).statusCode).toBe(201);

    await t.paddock.outbox.runOnce();
    const keys = (await outboxFor(t, customerEmail)).map((m) => m.dedupe_key.split(':')[0]);
    expect(keys).toEqual(['booking-confirmation', 'booking-invoice', 'booking-refund']);
    const mail = await smtp.waitForMessageTo(customerEmail, (m) =>
      /cancelled/.test(m.subject ?? ''),
    );
    expect(mail.subject).toBe(`Booking ${id} cancelled: £15.00 refunded`);
    expect(mail.text).toContain('We have cancelled the booking');

    const again = await owner.post(`/api/admin/bookings/${id}/refunds`, refundOf(1));
    expect(again.json().error.code).toBe('refund/nothing-left');
    // The customer can't cancel it again, and is owed nothing more.
    const cancel = await customer.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(cancel.json()).toEqual({ refundPence: 0 });
    expect(await paymentRow(t, id)).toMatchObject({ refunded_pence: 1500, refund_status: null });
  });

  it('When a booking has ended, then it can be refunded but not cancelled', async () => {
    const id = await bookAndPay(customer, FIFTEEN_POUNDS);
    t.clock.set(`${BOOKING_DAY}T12:00:00+01:00`);
    const staff = await signedInAs(t, 'super-admin');
    const cancel = await staff.post(
      `/api/admin/bookings/${id}/refunds`,
      refundOf(500, { cancel: true }),
    );
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('refund/cannot-cancel');
    expect((await paymentRow(t, id))?.refunded_pence).toBe(0);
    expect((await staff.post(`/api/admin/bookings/${id}/refunds`, refundOf(500))).statusCode).toBe(
      200,
    );
    // No "your booking still stands" for one that is over.
    const [refundMail] = await refundEmails(t, customerEmail);
    expect(refundMail?.text).not.toContain('still stands');
  });

  it('When an admin who is not a super admin refunds, then it is refused; they can still read the detail', async () => {
    const id = await bookAndPay(customer, FIFTEEN_POUNDS);
    const admin = await signedInAs(t, 'admin');
    const refused = await admin.post(`/api/admin/bookings/${id}/refunds`, refundOf(500));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('auth/forbidden');
    expect((await paymentRow(t, id))?.refunded_pence).toBe(0);
    expect((await detailOf(admin, id)).payment?.refundablePence).toBe(1500);
    expect((await customer.get(`/api/admin/bookings/${id}/detail`)).statusCode).toBe(403);
  });

  it('When the detail is read, then it has the customer, times, price and discount, the e-mails with their state, and the Activity about it', async () => {
    await t.database.db.query(
      `insert into discounts (name, code, percent, max_usage, created_at) values ('Ten', 'TENOFF', 10, 5, $1)`,
      [t.clock.now()],
    );
    const id = await bookAndPay(customer, { ...FIFTEEN_POUNDS, discountCode: 'TENOFF' });
    const other = await bookAndPay(await signedInAs(t, 'customer'), slot('12:00'));
    expect((await owner.post(`/api/admin/bookings/${id}/time`, { time: '14:00' })).statusCode).toBe(
      200,
    );
    expect(
      (await owner.post('/api/admin/email-tools/invoice', { bookingId: String(id) })).statusCode,
    ).toBe(200);

    const pending = await detailOf(owner, id);
    expect(pending).toMatchObject({
      id,
      status: 'complete',
      isManual: false,
      isTest: false,
      customer: { email: customerEmail, isTest: false, emailVerified: true },
      date: BOOKING_DAY,
      time: '14:00',
      minutes: 60,
      dogs: '5-6 dogs',
      gateCode: expect.stringMatching(/^\d{4}$/),
      listPricePence: 1500,
      pricePence: 1350,
      discount: { code: 'TENOFF', percent: 10 },
      moveCount: 0,
      cancelledAt: null,
      payment: { provider: 'test', amountPence: 1350, refundedPence: 0, refundablePence: 1350 },
      refunds: [],
    });
    // The customer's (the park's own notices are about it too, and listed with them).
    const toCustomer = pending.emails.filter((e) => e.to === customerEmail);
    expect(toCustomer.map((e) => [e.subject.split(':')[0], e.status, e.to])).toEqual([
      ['Booking confirmed', 'pending', customerEmail],
      [`Invoice for booking ${id}`, 'pending', customerEmail],
      [`Booking ${id} moved to 14th of June 2025, 14`, 'pending', customerEmail],
      [`Invoice for booking ${id}`, 'pending', customerEmail],
    ]);
    expect(pending.activity.map((row) => row.action)).toEqual(['booking moved', 'e-mail tool']);
    // Another booking's messages and changes are not this one's.
    expect((await detailOf(owner, other)).activity).toEqual([]);

    await t.paddock.outbox.runOnce();
    const sent = await detailOf(owner, id);
    expect(sent.emails.every((e) => e.status === 'sent' && e.sentAt !== null)).toBe(true);

    const missing = await owner.get('/api/admin/bookings/999999999/detail');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'booking/not-found',
      message: 'There is no such booking.',
      requestId: expect.any(String),
    });
    expect((await owner.get('/api/admin/bookings/abc/detail')).statusCode).toBe(400);
  });
});

describe('refunds by a super admin, on Stripe', () => {
  let s: StripeTestApp;
  let owner: TestBrowser;
  let customerEmail: string;
  let customer: TestBrowser;
  beforeEach(async () => {
    s = await startStripeTestApp();
    owner = await signedInAs(s.t, 'super-admin', uniqueEmail('owner'));
    customerEmail = uniqueEmail('customer');
    customer = await signedInAs(s.t, 'customer', customerEmail);
  });
  afterEach(() => s.close());

  it('When £5.00 is refunded and the customer later cancels in time, then only the other £10.00 goes back', async () => {
    const id = await paidBooking(s, customer, FIFTEEN_POUNDS);
    const refunded = await owner.post(`/api/admin/bookings/${id}/refunds`, refundOf(500));
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(s.stripe.refunds.map((r) => r.amount)).toEqual([500]);
    expect(refunded.json<BookingDetail>().refunds[0]?.providerReference).toBe(
      s.stripe.refunds[0]?.id,
    );

    const mine = (await customer.get('/api/my-bookings')).json<MyBookingsResponse>();
    expect(mine.upcoming.find((b) => b.id === id)?.cancel).toBe('full-refund');
    const cancelled = await customer.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(cancelled.json()).toEqual({ refundPence: 1000 });
    expect(s.stripe.refunds.map((r) => r.amount)).toEqual([500, 1000]);
    expect(await paymentRow(s.t, id)).toMatchObject({
      refunded_pence: 1500,
      refund_status: 'done',
    });
    const [cancelMail] = (await outboxFor(s.t, customerEmail)).filter((m) =>
      m.dedupe_key.startsWith('booking-cancelled:'),
    );
    expect(cancelMail?.text).toContain('We are refunding £10.00');

    const detail = await detailOf(owner, id);
    expect(detail.refunds.map((r) => [r.amountPence, r.status, r.by])).toEqual([
      [500, 'done', expect.stringContaining('owner')],
      [1000, 'done', 'Paddock (automatic)'],
    ]);
    expect(detail.payment).toMatchObject({ refundedPence: 1500, refundablePence: 0 });
    const may = (await owner.get(`/api/admin/revenue?month=${MAY}`)).json<RevenueResponse>();
    expect(may.refundedPence).toBe(1500);
  });

  it('When Stripe fails, then the refund is refused with a clear error, nothing is recorded as done, and it can be tried again', async () => {
    const id = await paidBooking(s, customer, FIFTEEN_POUNDS);
    const request = refundOf(700, { requestKey: randomUUID() });
    // The Stripe library tries three times.
    s.stripe.failNext('/v1/refunds', 3);
    const failed = await owner.post(`/api/admin/bookings/${id}/refunds`, request);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.code).toBe('refund/provider-failed');
    expect(s.stripe.refunds).toEqual([]);
    expect(await paymentRow(s.t, id)).toMatchObject({ refunded_pence: 0 });
    expect((await detailOf(owner, id)).refunds).toMatchObject([{ status: 'failed' }]);
    expect((await outboxFor(s.t, customerEmail)).map((m) => m.dedupe_key.split(':')[0])).toEqual([
      'booking-confirmation',
      'booking-invoice',
    ]);
    const activity = (await detailOf(owner, id)).activity.map((row) => row.action);
    expect(activity).toEqual(['refund failed']);

    const again = await owner.post(`/api/admin/bookings/${id}/refunds`, request);
    expect(again.statusCode, again.body).toBe(200);
    expect(s.stripe.refunds.map((r) => r.amount)).toEqual([700]);
    const keys = s.stripe.requests
      .filter((r) => r.path === '/v1/refunds')
      .map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(await paymentRow(s.t, id)).toMatchObject({ refunded_pence: 700 });
  });

  it('When a customer signs in again after a refund in full without cancelling, then cancelling in time says nothing more is due', async () => {
    const id = await paidBooking(s, customer, FIFTEEN_POUNDS);
    expect((await owner.post(`/api/admin/bookings/${id}/refunds`, refundOf(1500))).statusCode).toBe(
      200,
    );
    await customer.post('/api/auth/sign-in', { email: customerEmail, password: GOOD_PASSWORD });
    const cancelled = await customer.post(`/api/bookings/${id}/cancel`, { expect: 'full-refund' });
    expect(cancelled.json()).toEqual({ refundPence: 0 });
    expect(s.stripe.refunds.map((r) => r.amount)).toEqual([1500]);
    const [cancelMail] = (await outboxFor(s.t, customerEmail)).filter((m) =>
      m.dedupe_key.startsWith('booking-cancelled:'),
    );
    expect(cancelMail?.text).toContain('Your payment was refunded to your card already');
  });
});
