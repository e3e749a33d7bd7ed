import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { slot } from '../../support/bookings';
import { GOOD_PASSWORD, uniqueEmail, uniqueIp } from '../../support/browser';
import {
  type Answer,
  buildServerAside,
  type ChildServer,
  HttpBrowser,
  startChildServer,
} from '../../support/childServer';
import { type FreshPostgres, freshPostgres, onPostgres } from '../../support/freshPostgres';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtpServer';

const CUSTOMERS = 100;

// Instances share a PostgreSQL database; the embedded one is one process's alone.
describe.runIf(onPostgres('two server processes on one database'))(
  'two server processes on one PostgreSQL database',
  () => {
    let build: ReturnType<typeof buildServerAside>;
    let database: FreshPostgres;
    let smtp: TestSmtpServer;
    let reader: pg.Client;
    let servers: ChildServer[] = [];

    beforeAll(async () => {
      build = buildServerAside();
      database = await freshPostgres();
      smtp = await startSmtpServer();
      reader = new pg.Client({ connectionString: database.url() });
      await reader.connect();
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await reader?.end();
      await database?.drop();
      await smtp?.close();
      build?.remove();
    });

    /** Both started at once, as a deploy would: they migrate the new database between them. */
    async function startTwo(): Promise<ChildServer[]> {
      const publicUrl = 'http://127.0.0.1:8080';
      const env = {
        NOW: '2025-05-01T09:00:00+01:00',
        DATABASE_URL: database.url(),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Meadow Paddock <bookings@meadowpaddock.example>',
        // Behind one proxy, which names each customer's address.
        TRUST_PROXY: '1',
        // The address the park is known by, whichever instance answers.
        PUBLIC_URL: publicUrl,
        LOG_LEVEL: 'info',
      };
      const starts = await Promise.allSettled([
        startChildServer(build.appRoot, env),
        startChildServer(build.appRoot, env),
      ]);
      servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
      for (const start of starts) if (start.status === 'rejected') throw start.reason;
      return servers;
    }

    const delivered = (server: ChildServer) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"email delivered"')).length;

    it('When 100 customers book one slot at once through both, then exactly one gets it, the rest are told it is taken, and every e-mail is delivered once', async () => {
      const both = await startTwo();
      const serverFor = (i: number) => both[i % 2] as ChildServer;
      const customers = Array.from(
        { length: CUSTOMERS },
        () => new HttpBrowser('http://127.0.0.1:8080', uniqueIp()),
      );
      const signUps = await Promise.all(
        customers.map((customer, i) =>
          customer.post(serverFor(i).url, '/api/auth/sign-up', {
            email: uniqueEmail('racer'),
            password: GOOD_PASSWORD,
          }),
        ),
      );
      expect(signUps.map((answer) => answer.status)).toEqual(customers.map(() => 201));

      const started = performance.now();
      const answers = await Promise.all(
        customers.map((customer, i) =>
          customer.post(serverFor(i + 1).url, '/api/bookings', slot('10:00', 60, '1-4')),
        ),
      );
      const raceMs = performance.now() - started;
      const won = answers.filter((answer) => answer.status === 201);
      const lost = answers.filter((answer) => answer.status !== 201);
      expect(won).toHaveLength(1);
      // Each refusal names its own request; what they say is otherwise the same.
      const said = (answer: Answer) => {
        const { requestId: _, ...error } = (answer.body as { error: Record<string, unknown> })
          .error;
        return JSON.stringify({ ...answer, body: { error } });
      };
      expect(new Set(lost.map(said))).toEqual(
        new Set([
          JSON.stringify({
            status: 409,
            body: {
              error: {
                code: 'booking/slot-taken',
                message: 'Apologies this time slot is already booked.',
              },
            },
          } satisfies Answer),
        ]),
      );
      const { rows: held } = await reader.query(
        `select count(*)::int as count from bookings where local_date = '2025-06-14'`,
      );
      expect(held).toEqual([{ count: 1 }]);

      // The winner pays on the test checkout, at the other instance: the confirmation follows.
      const winner = customers[answers.indexOf(won[0] as Answer)] as HttpBrowser;
      const { checkoutUrl } = (won[0] as Answer).body as { checkoutUrl: string };
      const reference = checkoutUrl.split('/').pop();
      const paid = await winner.post(serverFor(1).url, `/api/test-checkout/${reference}/pay`, {
        cardNumber: '4242424242424242',
      });
      expect(paid.status).toBe(200);

      const outbox = await allSent(reader);
      expect(outbox.map((row) => row.dedupe_key)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^booking-confirmation:\d+$/)]),
      );
      // Each message of the outbox reached the mail server once (the id is in its Message-ID).
      const received = smtp.received.map((mail) => mail.messageId?.match(/^<outbox-(\d+)-/)?.[1]);
      expect(received.map(Number).sort((a, b) => a - b)).toEqual(outbox.map((row) => row.id));
      console.log(
        `two processes: ${CUSTOMERS}-way race answered in ${raceMs.toFixed(0)} ms; ` +
          `${outbox.length} e-mails, delivered ${delivered(both[0] as ChildServer)} + ` +
          `${delivered(both[1] as ChildServer)} by the two workers`,
      );
    });
  },
);

/** The whole outbox once nothing in it is pending any more. */
async function allSent(db: pg.Client, timeoutMs = 30_000) {
  return vi.waitFor(
    async () => {
      const { rows } = await db.query<{ id: number; dedupe_key: string; status: string }>(
        'select id::int, dedupe_key, status from email_outbox order by id',
      );
      expect(
        rows.every((row) => row.status === 'sent'),
        `e-mails still unsent: ${JSON.stringify(rows)}`,
      ).toBe(true);
      return rows;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}
