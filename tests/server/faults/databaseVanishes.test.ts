import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateBookingRequest } from '../../../src/contract/bookings';
import { DatabaseUnavailableError } from '../../../src/server/db/database';
import { FIRST_RULES_VERSION, TEST_CONTACT } from '../../support/bookings';
import {
  accountAtMachine,
  browserWithSession,
  GOOD_PASSWORD,
  type TestBrowser,
  uniqueEmail,
  uniqueIp,
} from '../../support/browser';
import { startFakeStripe } from '../../support/fakeStripe';
import type { FaultyRelay } from '../../support/faultyRelay';
import { onPostgres } from '../../support/freshPostgres';
import { startRelayedApp } from '../../support/relayedApp';
import { startStripeTap } from '../../support/stripeTap';
import type { TestApp } from '../../support/testApp';

const UNAVAILABLE = {
  error: {
    code: 'service/unavailable',
    message: "We can't reach the park's booking system right now. Please try again in a minute.",
  },
};

/** An error's body without its request id, which differs from request to request. */
function withoutRequestId(body: unknown): unknown {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!error) return body;
  const { requestId: _, ...rest } = error;
  return { ...(body as object), error: rest };
}
const CUSTOMERS = 12;
const ROUNDS = 6;
const TIMES = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];

interface Call {
  what: string;
  status: number;
  body: unknown;
}

/** Two customers aim at each slot, a new day each round: one of each pair gets it. */
const aim = (customer: number, round: number): CreateBookingRequest => ({
  date: `2025-06-0${round + 2}`,
  time: TIMES[Math.floor(customer / 2)] ?? '10:00',
  minutes: 30,
  dogs: '1-4',
  rulesVersion: FIRST_RULES_VERSION,
  contact: TEST_CONTACT,
});

/**
 * Customers using the site while the test cuts the database off once some answers are in,
 * and brings it back once as many more are: every call made, with what it answered.
 */
async function trafficThroughAnOutage(relay: FaultyRelay, customers: TestBrowser[]) {
  const calls: Call[] = [];
  const booked = new Map<number, { customer: number; paid: boolean }>();
  // Moved on by the answers as they come in.
  const outage: { phase: 'before' | 'cut' | 'back'; done: Promise<void> } = {
    phase: 'before',
    done: Promise.resolve(),
  };
  const record = (what: string, response: LightMyRequestResponse) => {
    calls.push({ what, status: response.statusCode, body: response.json() });
    if (outage.phase === 'before' && calls.length >= 60) {
      outage.phase = 'cut';
      outage.done = relay.cut();
    } else if (outage.phase === 'cut' && calls.length >= 160) {
      outage.phase = 'back';
      outage.done = outage.done.then(() => relay.restore());
    }
    return response;
  };

  const customerVisits = async (walker: TestBrowser, customer: number) => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [bookNow] = await Promise.all([
        walker.post('/api/bookings', aim(customer, round)).then((r) => record('book', r)),
        walker.get('/api/park').then((r) => record('park', r)),
        walker.get('/api/availability?month=2025-06').then((r) => record('availability', r)),
        walker.get('/api/my-bookings').then((r) => record('my-bookings', r)),
      ]);
      if (bookNow.statusCode !== 201) continue;
      const { bookingId, checkoutUrl } = bookNow.json<{ bookingId: number; checkoutUrl: string }>();
      booked.set(bookingId, { customer, paid: false });
      const paid = record(
        'pay',
        await walker.post(`/api/test-checkout/${checkoutUrl.split('/').pop()}/pay`, {
          cardNumber: '4242424242424242',
        }),
      );
      if (paid.statusCode === 200) booked.set(bookingId, { customer, paid: true });
    }
  };
  await Promise.all(customers.map((walker, i) => customerVisits(walker, i)));
  await outage.done;
  if (outage.phase !== 'back') await relay.restore().catch(() => {});
  return { calls, booked, phase: outage.phase };
}

/** Every booking and e-mail as the database has them once the traffic is over. */
async function whatWasWritten(t: TestApp) {
  const db = t.database.db;
  const bookings = await db.query<{
    id: number;
    status: string;
    held_until: boolean;
    checkout: boolean;
    short_hold: boolean | null;
    payments: number;
    paid_with: boolean;
    code: boolean;
    confirmations: number;
    invoices: number;
  }>(
    `select b.id::int, b.status, b.hold_expires_at is not null as held_until,
            b.checkout_reference is not null as checkout,
            b.hold_expires_at <= b.created_at + interval '90 seconds' as short_hold,
            (select count(*)::int from payments p where p.booking_id = b.id) as payments,
            b.payment_id is not null as paid_with, b.booking_code is not null as code,
            (select count(*)::int from email_outbox o
              where o.dedupe_key = 'booking-confirmation:' || b.id) as confirmations,
            (select count(*)::int from email_outbox o
              where o.dedupe_key = 'booking-invoice:' || b.id) as invoices
       from bookings b order by b.id`,
  );
  const strayEmails = await db.query<{ dedupe_key: string }>(
    `select o.dedupe_key from email_outbox o
      where o.booking_id is not null
        and not exists (select 1 from bookings b where b.id = o.booking_id and b.status = 'complete')`,
  );
  return { bookings, strayEmails };
}

// A database server to cut off: the embedded database lives inside the app.
describe.runIf(onPostgres('the database vanishing mid-traffic'))(
  'the database vanishing mid-traffic (a relay of the test cuts it off, then brings it back)',
  () => {
    let t: TestApp;
    const alsoClose: Array<() => Promise<void>> = [];
    afterEach(async () => {
      await t?.close();
      for (const close of alsoClose.splice(0)) await close();
    });

    it('When it goes away under a burst of Book Now, payments and reads, then every answer is a normal one or the 503 error, nothing is half-written, and it serves again without a restart', async () => {
      const started = await startRelayedApp();
      t = started.t;
      const customers = await Promise.all(
        Array.from({ length: CUSTOMERS }, async () => {
          const user = await accountAtMachine(t, uniqueEmail('outage'), GOOD_PASSWORD, 'customer');
          return browserWithSession(t, user.id, uniqueIp());
        }),
      );

      const { calls, booked, phase } = await trafficThroughAnOutage(started.relay, customers);
      expect(phase).toBe('back');
      const unexpected = calls.filter(
        (call) =>
          !(
            [200, 201, 409].includes(call.status) ||
            (call.status === 503 &&
              JSON.stringify(withoutRequestId(call.body)) === JSON.stringify(UNAVAILABLE)) ||
            // A customer whose payment did not go through still holds a slot, unpaid.
            (call.status === 429 &&
              (call.body as typeof UNAVAILABLE).error.code === 'booking/hold-limit')
          ),
      );
      expect(unexpected).toEqual([]);
      const outages = calls.filter((call) => call.status === 503).length;
      expect(outages).toBeGreaterThan(0);

      const { bookings, strayEmails } = await whatWasWritten(t);
      // Every hold answered 201 is there; every payment answered 200 completed its booking.
      for (const [id, { paid }] of booked) {
        const row = bookings.find((booking) => booking.id === id);
        expect(row?.status).toMatch(paid ? /^complete$/ : /^(pending|complete)$/);
      }
      for (const booking of bookings) {
        if (booking.status === 'complete') {
          expect(booking).toMatchObject({
            held_until: false,
            payments: 1,
            paid_with: true,
            code: true,
            confirmations: 1,
            invoices: 1,
          });
        } else {
          expect(booking).toMatchObject({
            status: 'pending',
            held_until: true,
            payments: 0,
            paid_with: false,
            confirmations: 0,
          });
          // A hold whose checkout was never tied to it frees its slot within 90 s.
          if (!booking.checkout) expect(booking.short_hold).toBe(true);
        }
      }
      expect(strayEmails).toEqual([]);

      // Back without a restart: the same app answers, and a customer books and pays.
      expect((await customers[0]?.get('/api/park'))?.statusCode).toBe(200);
      const user = await accountAtMachine(t, uniqueEmail('after'), GOOD_PASSWORD, 'customer');
      const later = await browserWithSession(t, user.id, uniqueIp());
      const again = await later.post('/api/bookings', { ...aim(0, 0), date: '2025-06-20' });
      expect(again.statusCode).toBe(201);

      const count = (what: string, status: number) =>
        calls.filter((call) => call.what === what && call.status === status).length;
      console.log(
        `database vanished mid-traffic: ${calls.length} calls, ${outages} answered 503; ` +
          `Book Now ${count('book', 201)} held, ${count('book', 409)} taken, ` +
          `${count('book', 429)} over the hold limit; ${count('pay', 200)} paid; ` +
          `${bookings.filter((b) => b.status === 'pending' && !b.checkout).length} holds left without a checkout`,
      );
    });

    it('When it goes away while Stripe opens the checkout, then the customer is told to try again in a minute, and a minute and a half later the slot is theirs to book', async () => {
      const stripe = await startFakeStripe({ now: () => t.clock.now() });
      const tap = await startStripeTap(stripe.url);
      alsoClose.push(
        () => tap.close(),
        () => stripe.close(),
      );
      const started = await startRelayedApp({
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: tap.url,
      });
      t = started.t;
      const user = await accountAtMachine(t, uniqueEmail('opening'), GOOD_PASSWORD, 'customer');
      const walker = await browserWithSession(t, user.id, uniqueIp());

      // The hold is written; the database goes before the checkout is tied to it.
      tap.when('/v1/checkout/sessions', () => started.relay.cut());
      const first = await walker.post('/api/bookings', aim(0, 0));
      expect(first.statusCode).toBe(503);
      expect(withoutRequestId(first.json())).toEqual(UNAVAILABLE);

      await started.relay.restore();
      t.clock.advance(90_000);
      const again = await walker.post('/api/bookings', aim(0, 0));
      expect(again.statusCode, again.body).toBe(201);
      const { upcoming } = (await walker.get('/api/my-bookings')).json<{
        upcoming: Array<{ id: number }>;
      }>();
      expect(upcoming.map((booking) => booking.id)).toEqual([again.json().bookingId]);
    });

    it('When the connection drops inside a transaction, then that transaction fails as unavailable, nothing of it stays, and the app lives on', async () => {
      const started = await startRelayedApp();
      t = started.t;
      const db = t.database.db;
      const transaction = db.transaction(async (tx) => {
        await tx.query(
          `insert into discounts (name, code, percent, max_usage, created_at)
           values ('Vanished', 'VANISHED', 10, 1, now())`,
        );
        // The relay has closed its end (on loopback, the end is there at once): the pool's
        // client reads it at the event loop's next look at its sockets, between two statements.
        // Two turns, as the first may end the look that was under way when the relay closed.
        await started.relay.cut();
        for (let turn = 0; turn < 2; turn += 1) {
          await new Promise((resolve) => setImmediate(resolve));
        }
        await tx.query('select 1');
      });
      await expect(transaction).rejects.toThrow(DatabaseUnavailableError);
      await started.relay.restore();
      expect((await t.app.inject({ url: '/api/park' })).statusCode).toBe(200);
      expect(await db.query(`select code from discounts where code = 'VANISHED'`)).toEqual([]);
    });
  },
);
