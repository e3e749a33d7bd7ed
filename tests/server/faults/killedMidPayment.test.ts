import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { slot } from '../../support/bookings';
import { GOOD_PASSWORD, uniqueEmail, uniqueIp } from '../../support/browser';
import {
  buildServerAside,
  type ChildServer,
  HttpBrowser,
  startChildServer,
} from '../../support/childServer';
import { type FakeStripe, startFakeStripe } from '../../support/fakeStripe';
import { type FaultyRelay, startFaultyRelay } from '../../support/faultyRelay';
import { type FreshPostgres, freshPostgres, onPostgres } from '../../support/freshPostgres';
import { waitForOutbox } from '../../support/outboxRows';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtpServer';

const NOW = '2025-05-01T09:00:00+01:00';

// A real process to kill, on a database server that outlives it: PostgreSQL only.
describe.runIf(onPostgres('killing the server between payment and confirmation'))(
  'the server killed (kill -9) between a payment and its confirmation',
  () => {
    let build: ReturnType<typeof buildServerAside>;
    let database: FreshPostgres;
    let relay: FaultyRelay;
    let smtp: TestSmtpServer;
    let stripe: FakeStripe;
    let reader: pg.Client;
    let env: Record<string, string>;

    beforeAll(async () => {
      build = buildServerAside();
      database = await freshPostgres();
      relay = await startFaultyRelay(database.host, database.port);
      smtp = await startSmtpServer();
      // Stripe's clock is the park's (NOW), so the sessions the app opens are in date.
      stripe = await startFakeStripe({ now: () => new Date(NOW) });
      reader = new pg.Client({ connectionString: database.url() });
      await reader.connect();
      env = {
        NOW,
        DATABASE_URL: database.url(relay.port),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Meadow Paddock <bookings@meadowpaddock.example>',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
        TRUST_PROXY: '1',
      };
    });

    // Every process a test started is gone after it, whatever happened.
    const started: ChildServer[] = [];
    const start = async (port?: number) => {
      const server = await startChildServer(build.appRoot, env, port);
      started.push(server);
      return server;
    };
    afterEach(async () => {
      for (const server of started.splice(0)) await server.kill();
    });

    afterAll(async () => {
      await reader?.end();
      await relay?.close();
      await database?.drop();
      await stripe?.close();
      await smtp?.close();
      build?.remove();
    });

    /** A customer who signed up, booked and paid at Stripe: the webhook is yet to come. */
    async function paidAtStripe(server: ChildServer, time: string) {
      const email = uniqueEmail('killed');
      const walker = new HttpBrowser(server.url, uniqueIp());
      const signedUp = await walker.post(server.url, '/api/auth/sign-up', {
        email,
        password: GOOD_PASSWORD,
      });
      expect(signedUp.status).toBe(201);
      const booked = await walker.post(server.url, '/api/bookings', slot(time, 60, '5-6'));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const { bookingId, checkoutUrl } = booked.body as { bookingId: number; checkoutUrl: string };
      const session = [...stripe.sessions.values()].find((s) => s.url === checkoutUrl);
      if (!session) throw new Error('no Stripe session behind the checkout address');
      stripe.pay(session.id);
      // The welcome e-mail went out long before, as it would have: one claimed by the killed
      // process waits out its lease (at least once, see email/worker.ts), not for this test.
      await smtp.waitForMessageTo(email);
      await waitForOutbox(reader, email);
      return { email, bookingId, event: stripe.event('checkout.session.completed', session.id) };
    }

    const webhookOf = (server: ChildServer) => `${server.url}/api/payments/stripe/webhook`;

    /**
     * Restarts on the same database and port; Stripe retries the webhook twice; the booking is
     * then confirmed once, with each of its e-mails sent once.
     */
    async function afterRestart(
      killed: ChildServer,
      paid: { email: string; bookingId: number; event: Record<string, unknown> },
    ) {
      relay.reset();
      const server = await start(killed.port);
      try {
        const retries = [
          await stripe.deliver(webhookOf(server), paid.event),
          await stripe.deliver(webhookOf(server), paid.event),
        ];
        expect(retries.map((r) => r.status)).toEqual([200, 200]);
        await expectConfirmedOnce(paid.bookingId, paid.email);
      } finally {
        await server.stop();
      }
    }

    async function expectConfirmedOnce(bookingId: number, email: string) {
      const { rows } = await reader.query(
        `select b.status,
                (select count(*)::int from payments p where p.booking_id = b.id) as payments,
                (select count(*)::int from email_outbox o where o.booking_id = b.id
                  and o.dedupe_key like 'booking-confirmation:%') as confirmations
           from bookings b where b.id = $1`,
        [bookingId],
      );
      expect(rows).toEqual([{ status: 'complete', payments: 1, confirmations: 1 }]);
      // Everything written for the customer goes out, each message once.
      const outbox = await waitForOutbox(reader, email);
      const received = smtp.received.filter((mail) =>
        [mail.to ?? []].flat().some((to) => to.text.toLowerCase() === email.toLowerCase()),
      );
      expect(received.map((mail) => mail.subject).sort()).toEqual(
        outbox.map((row) => row.subject).sort(),
      );
      expect(outbox.map((row) => row.status)).toEqual(outbox.map(() => 'sent'));
      expect(outbox.filter((row) => row.dedupe_key.startsWith('booking-confirmation:'))).toEqual([
        expect.objectContaining({ dedupe_key: `booking-confirmation:${bookingId}` }),
      ]);
    }

    it('When it is killed after the payment and before the webhook arrives, then after a restart the retried webhook confirms the booking exactly once', async () => {
      const server = await start();
      const paid = await paidAtStripe(server, '09:00');
      await server.kill();
      await expect(stripe.deliver(webhookOf(server), paid.event)).rejects.toThrow();

      await afterRestart(server, paid);
    });

    it('When it is killed with the confirmation written but not committed, then nothing of it stays, and the retried webhook confirms exactly once', async () => {
      const server = await start();
      const paid = await paidAtStripe(server, '11:00');
      const frozen = relay.freezeAtCommit('insert into payments', 'before');
      const first = stripe.deliver(webhookOf(server), paid.event).catch((error: Error) => error);
      await frozen;
      await server.kill();
      expect(await first).toBeInstanceOf(Error);
      const { rows } = await reader.query('select status, payment_id from bookings where id = $1', [
        paid.bookingId,
      ]);
      expect(rows).toEqual([{ status: 'pending', payment_id: null }]);

      await afterRestart(server, paid);
    });

    it('When it is killed after the database committed the confirmation but before it answered Stripe, then the retried webhook changes nothing and each e-mail goes out once', async () => {
      const server = await start();
      const paid = await paidAtStripe(server, '13:00');
      const frozen = relay.freezeAtCommit('insert into payments', 'after');
      const first = stripe.deliver(webhookOf(server), paid.event).catch((error: Error) => error);
      await frozen;
      await server.kill();
      expect(await first).toBeInstanceOf(Error);
      const { rows } = await reader.query(
        'select status, payment_id is not null as paid from bookings where id = $1',
        [paid.bookingId],
      );
      expect(rows).toEqual([{ status: 'complete', paid: true }]);

      await afterRestart(server, paid);
    });
  },
);
