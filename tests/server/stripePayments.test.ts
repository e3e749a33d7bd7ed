import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDiscount, bookingRow, discountUsage, outboxFor, slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { type StripeTestApp, startStripeTestApp } from '../support/stripeApp';

describe('paying with Stripe (the real SDK against a Stripe-compatible server)', () => {
  let s: StripeTestApp;
  let walker: TestBrowser;
  let email: string;
  beforeEach(async () => {
    s = await startStripeTestApp();
    email = uniqueEmail();
    walker = await signedInAs(s.t, 'customer', email);
  });
  afterEach(() => s.close());

  const book = async (request = slot('10:00', 60, '5-6')) => {
    const response = await walker.post('/api/bookings', request);
    expect(response.statusCode).toBe(201);
    const { bookingId, checkoutUrl } = response.json<{ bookingId: number; checkoutUrl: string }>();
    const session = [...s.stripe.sessions.values()].find(
      (candidate) => candidate.url === checkoutUrl,
    );
    if (!session) throw new Error('no Stripe session behind the checkout address');
    return { bookingId, session };
  };
  const counts = async (bookingId: number) => {
    const [row] = await s.t.database.db.query<{ payments: number; complete: number }>(
      `select (select count(*)::int from payments where booking_id = $1) as payments,
              (select count(*)::int from bookings where id = $1 and status = 'complete') as complete`,
      [bookingId],
    );
    return row;
  };

  it('When Book Now is pressed, then a GBP checkout opens for the price the server worked out, held as long as the slot', async () => {
    const { bookingId, session } = await book();
    expect(session).toMatchObject({
      currency: 'gbp',
      amount_total: 1500,
      status: 'open',
      customer_email: email,
      metadata: { bookingId: String(bookingId) },
      success_url: `${s.t.config.publicUrl}/pay-success/${bookingId}`,
    });
    const heldFor = session.expires_at * 1000 - s.t.clock.now().getTime();
    expect(heldFor).toBeGreaterThanOrEqual(30 * 60_000);
    expect(heldFor).toBeLessThan(32 * 60_000);
    const create = s.stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(create?.idempotencyKey).toMatch(new RegExp(`^checkout-booking-${bookingId}-`));
  });

  it("When Book Now is pressed, then Stripe's page says beside its pay button until when, in the park's time, the slot is held", async () => {
    const { session } = await book();
    // The app's clock: 09:00 in the park; the hold is the seed's 30 minutes.
    expect(session.custom_text.submit?.message).toBe(
      'We hold this slot for you until 09:30. If you have not paid by then, it is freed for others to book.',
    );
    const sent = s.stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.body.custom_text).toEqual({
      submit: { message: session.custom_text.submit?.message },
    });
  });

  it('When checkout.session.completed arrives 10 times at once and /pay-success asks too, then one booking, one payment, one confirmation, one invoice', async () => {
    const { bookingId, session } = await book();
    s.stripe.pay(session.id);
    const event = s.stripe.event('checkout.session.completed', session.id);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => s.stripe.deliver(s.webhookUrl, event)),
      walker
        .post(`/api/bookings/${bookingId}/refresh`, {})
        .then((r) => ({ status: r.statusCode, body: r.body })),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(11).fill(200));

    expect(await counts(bookingId)).toEqual({ payments: 1, complete: 1 });
    const mail = await outboxFor(s.t, email);
    expect(mail.map((m) => m.dedupe_key).sort()).toEqual([
      `booking-confirmation:${bookingId}`,
      `booking-invoice:${bookingId}`,
    ]);
    const [user] = await s.t.database.db.query<{ paid: boolean; payments: number }>(
      'select paid, payments from users where email = $1',
      [email],
    );
    expect(user).toEqual({ paid: true, payments: 1 });
    expect((await bookingRow(s.t, bookingId))?.booking_code).toMatch(/^\d{4}$/);
  });

  it('When a webhook carries a forged signature, then it is refused and nothing changes', async () => {
    const { bookingId, session } = await book();
    s.stripe.pay(session.id);
    const forged = await s.stripe.deliver(
      s.webhookUrl,
      s.stripe.event('checkout.session.completed', session.id),
      {
        forgeSignature: true,
      },
    );
    expect(forged.status).toBe(400);
    expect(await counts(bookingId)).toEqual({ payments: 0, complete: 0 });
    expect((await bookingRow(s.t, bookingId))?.status).toBe('pending');
    expect(await outboxFor(s.t, email)).toEqual([]);
  });

  it('When the customer comes back to /pay-success before paying, then nothing is confirmed', async () => {
    const { bookingId } = await book();
    const view = await walker.post(`/api/bookings/${bookingId}/refresh`, {});
    expect(view.json()).toMatchObject({
      status: 'pending',
      checkoutUrl: expect.stringContaining('/pay/'),
    });
    expect(await counts(bookingId)).toEqual({ payments: 0, complete: 0 });
  });

  it('When the webhook is lost, then the /pay-success visit asks Stripe and confirms', async () => {
    const { bookingId, session } = await book();
    s.stripe.pay(session.id);
    const view = await walker.post(`/api/bookings/${bookingId}/refresh`, {});
    expect(view.json()).toMatchObject({ id: bookingId, status: 'complete', checkoutUrl: null });
    expect(await counts(bookingId)).toEqual({ payments: 1, complete: 1 });
  });

  it('When Stripe says the checkout expired, then the hold ends, the slot frees and the discount use comes back', async () => {
    await addDiscount(s.t, { code: 'WELCOME', percent: 10, maxUsage: 1 });
    const { bookingId, session } = await book({
      ...slot('10:00', 60, '5-6'),
      discountCode: 'WELCOME',
    });
    expect(session.amount_total).toBe(1350);
    expect(await discountUsage(s.t, 'WELCOME')).toBe(1);
    s.stripe.expire(session.id);
    const delivered = await s.stripe.deliver(
      s.webhookUrl,
      s.stripe.event('checkout.session.expired', session.id),
    );
    expect(delivered.status).toBe(200);
    expect((await bookingRow(s.t, bookingId))?.status).toBe('expired');
    expect(await discountUsage(s.t, 'WELCOME')).toBe(0);
    expect((await walker.post('/api/bookings', slot('10:00', 30))).statusCode).toBe(201);
  });

  it('When a test account books, then it always uses the built-in test checkout, never Stripe', async () => {
    const rehearsal = await signedInAs(s.t, 'customer', 'rehearsal@example.com');
    await s.t.database.db.query(
      `update users set is_test = true where email = 'rehearsal@example.com'`,
    );
    const response = await rehearsal.post('/api/bookings', slot('13:00'));
    expect(response.json().checkoutUrl).toMatch(
      new RegExp(`^${s.t.config.publicUrl}/test-checkout/tc_`),
    );
    const [row] = await s.t.database.db.query<{ is_test: boolean; checkout_provider: string }>(
      'select is_test, checkout_provider from bookings where id = $1',
      [response.json().bookingId],
    );
    expect(row).toEqual({ is_test: true, checkout_provider: 'test' });
    expect(s.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(0);
  });

  it('When a hold runs out unpaid, then the sweep closes the Stripe checkout first, then frees the slot and the discount use', async () => {
    await addDiscount(s.t, { code: 'ONEUSE', percent: 50, maxUsage: 1 });
    const { bookingId, session } = await book({ ...slot('14:00', 30), discountCode: 'ONEUSE' });
    await s.t.paddock.sweeper.runOnce();
    expect((await bookingRow(s.t, bookingId))?.status).toBe('pending');
    s.t.clock.advance(30 * 60_000 + 1_000);
    await s.t.paddock.sweeper.runOnce();
    expect(s.stripe.sessions.get(session.id)?.status).toBe('expired');
    expect((await bookingRow(s.t, bookingId))?.status).toBe('expired');
    expect(await discountUsage(s.t, 'ONEUSE')).toBe(0);
    expect(() => s.stripe.pay(session.id)).toThrow();
  });

  it('When a hold has run out, then the next booking of that slot closes its checkout at Stripe first', async () => {
    const { bookingId, session } = await book();
    s.t.clock.advance(31 * 60_000);
    const other = await signedInAs(s.t, 'customer');
    expect((await other.post('/api/bookings', slot('10:30', 30))).statusCode).toBe(201);
    expect(s.stripe.sessions.get(session.id)?.status).toBe('expired');
    expect((await bookingRow(s.t, bookingId))?.status).toBe('expired');
  });

  it('When a hold has run out and the payment arrives then, the booking is confirmed if the slot is still free', async () => {
    const { bookingId, session } = await book();
    s.stripe.pay(session.id);
    s.t.clock.advance(31 * 60_000);
    await s.t.paddock.sweeper.runOnce();
    expect(await counts(bookingId)).toEqual({ payments: 1, complete: 1 });
  });

  it('When a payment arrives for a booking whose slot was re-taken, then it is refunded in full, once, and the customer told', async () => {
    const { bookingId, session } = await book();
    // The hold ended on our side while Stripe still took the payment (e.g. a slow card).
    await s.t.database.db.query(`update bookings set status = 'expired' where id = $1`, [
      bookingId,
    ]);
    const other = await signedInAs(s.t, 'customer');
    expect((await other.post('/api/bookings', slot('10:00', 60))).statusCode).toBe(201);

    s.stripe.pay(session.id);
    s.stripe.failNext('/v1/refunds', 3);
    const event = s.stripe.event('checkout.session.completed', session.id);
    expect((await s.stripe.deliver(s.webhookUrl, event)).status).toBe(200);
    expect((await bookingRow(s.t, bookingId))?.status).toBe('cancelled');
    // Stripe was down for the refund: it is owed, and the next sweep pays it, exactly once.
    const [owed] = await s.t.database.db.query<{ refund_status: string }>(
      'select refund_status from payments where booking_id = $1',
      [bookingId],
    );
    expect(owed?.refund_status).toBe('due');
    await s.t.paddock.sweeper.runOnce();
    await s.t.paddock.sweeper.runOnce();
    expect(await s.stripe.deliver(s.webhookUrl, event)).toMatchObject({ status: 200 });

    const [payment] = await s.t.database.db.query<{
      refund_status: string;
      refunded_pence: number;
    }>('select refund_status, refunded_pence from payments where booking_id = $1', [bookingId]);
    expect(payment).toEqual({ refund_status: 'done', refunded_pence: 1500 });
    expect(s.stripe.refunds).toHaveLength(1);
    expect(s.stripe.refunds[0]).toMatchObject({
      amount: 1500,
      payment_intent: s.stripe.sessions.get(session.id)?.payment_intent,
    });
    const mail = await outboxFor(s.t, email);
    expect(mail.map((m) => m.dedupe_key)).toEqual([`booking-slot-lost:${bookingId}`]);
    expect(mail[0]?.text).toContain('We have refunded the full amount');
  });

  describe('a payment of the wrong amount', () => {
    /** Booked with a discount (1,850p less 10%), and the provider then reports 100p paid. */
    async function paidTooLittle() {
      await addDiscount(s.t, { code: 'TENOFF', percent: 10, maxUsage: 1 });
      const booked = await book({ ...slot('10:00', 60, '7-8'), discountCode: 'TENOFF' });
      expect(await discountUsage(s.t, 'TENOFF')).toBe(1);
      s.stripe.pay(booked.session.id);
      const reported = s.stripe.sessions.get(booked.session.id);
      if (reported) reported.amount_total = 100;
      return booked;
    }

    const expectRefusedAndRefunded = async (bookingId: number) => {
      expect((await bookingRow(s.t, bookingId))?.status).toBe('cancelled');
      const [payment] = await s.t.database.db.query<{
        amount_pence: number;
        refund_status: string;
        refunded_pence: number;
      }>('select amount_pence, refund_status, refunded_pence from payments where booking_id = $1', [
        bookingId,
      ]);
      expect(payment).toEqual({ amount_pence: 100, refund_status: 'done', refunded_pence: 100 });
      expect(s.stripe.refunds.map((refund) => refund.amount)).toEqual([100]);
      expect(s.stripe.requests.find((r) => r.path === '/v1/refunds')?.idempotencyKey).toMatch(
        /^refund-payment-/,
      );
      // The slot and the discount use are free again.
      expect(await discountUsage(s.t, 'TENOFF')).toBe(0);
      const other = await signedInAs(s.t, 'customer');
      expect((await other.post('/api/bookings', slot('10:00', 60))).statusCode).toBe(201);
      const mail = await outboxFor(s.t, email);
      expect(mail.map((m) => m.dedupe_key)).toEqual([`booking-wrong-amount:${bookingId}`]);
      expect(mail[0]?.text).toContain('came to £1.00, but the booking costs £16.65');
      const owner = await signedInAs(s.t, 'super-admin');
      const activity = (await owner.get('/api/admin/activity')).json<{
        rows: Array<{ who: string; action: string; details: string }>;
      }>();
      expect(activity.rows).toContainEqual({
        id: expect.any(Number),
        at: expect.any(String),
        who: 'Paddock (automatic)',
        // Paddock itself did it: no customer's name or mobile goes with it.
        customerName: null,
        customerMobile: null,
        action: 'payment refunded',
        details: `booking ${bookingId}: paid £1.00 instead of £16.65; refunded in full, slot freed`,
      });
    };

    it('When the provider reports 100p paid and the hold runs out, then the sweep refunds it in full, frees the slot and the discount, tells the customer and Activity, once', async () => {
      const { bookingId } = await paidTooLittle();
      s.t.clock.advance(31 * 60_000);
      await s.t.paddock.sweeper.runOnce();
      await s.t.paddock.sweeper.runOnce();
      await expectRefusedAndRefunded(bookingId);
    });

    it('When the webhook reports 100p paid, then it is refused and refunded at once, and a repeat changes nothing', async () => {
      const { bookingId, session } = await paidTooLittle();
      const event = s.stripe.event('checkout.session.completed', session.id);
      expect((await s.stripe.deliver(s.webhookUrl, event)).status).toBe(200);
      expect((await s.stripe.deliver(s.webhookUrl, event)).status).toBe(200);
      await expectRefusedAndRefunded(bookingId);
    });
  });
});
