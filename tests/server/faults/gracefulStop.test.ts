import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import { openPglite } from '../../../src/server/db/pglite';
import { openPostgres } from '../../../src/server/db/postgres';
import { FIRST_RULES_VERSION, TEST_CONTACT } from '../../support/bookings';
import { GOOD_PASSWORD, uniqueEmail, uniqueIp } from '../../support/browser';
import {
  buildServerAside,
  type ChildServer,
  HttpBrowser,
  startChildServer,
} from '../../support/childServer';
import { type FreshPostgres, freshPostgres } from '../../support/freshPostgres';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtpServer';
import { testDatabaseKind } from '../../support/testDatabase';

const CUSTOMERS = 40;
/** Two server starts, 40 sign-ups and a mail server taking 200 ms a message, on 2 busy cores. */
const TEST_MS = 180_000;
const ORIGIN = 'http://127.0.0.1:8080';

/** How one request ended, as its caller saw it. */
type Outcome =
  | { kind: 'answered'; status: number; body: unknown }
  | { kind: 'refused'; code: string }
  | { kind: 'broken'; detail: string };

/**
 * One request on a connection of its own, as a new visitor's would be: either a whole answer
 * (whose body must be the JSON it says it is), or the connection refused or closed before any
 * answer began. Anything else (an answer cut short) is "broken".
 */
function send(url: string, body: unknown, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    let answerBegan = false;
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          origin: ORIGIN,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        answerBegan = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('error', (error) => resolve({ kind: 'broken', detail: String(error) }));
        res.on('end', () => {
          if (!res.complete) return resolve({ kind: 'broken', detail: 'answer cut short' });
          try {
            resolve({ kind: 'answered', status: res.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            resolve({ kind: 'broken', detail: `not JSON: ${text.slice(0, 80)}` });
          }
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answerBegan) return resolve({ kind: 'broken', detail: String(error) });
      resolve({ kind: 'refused', code: error.code ?? String(error) });
    });
    req.end(payload);
  });
}

/** The distinct hour-long slots the customers ask for, one each, over three June days. */
function slotFor(index: number) {
  const day = 14 + Math.floor(index / 16);
  const hour = 6 + (index % 16);
  return {
    date: `2025-06-${day}`,
    time: `${String(hour).padStart(2, '0')}:00`,
    minutes: 60,
    dogs: '1-4',
    rulesVersion: FIRST_RULES_VERSION,
    contact: TEST_CONTACT,
  };
}

describe(`a server told to stop (SIGTERM) in the middle of a burst, on ${testDatabaseKind()}`, () => {
  let build: ReturnType<typeof buildServerAside>;
  let postgres: FreshPostgres | null = null;
  let smtp: TestSmtpServer;
  const servers: ChildServer[] = [];

  beforeAll(async () => {
    build = buildServerAside();
    if (testDatabaseKind() === 'postgres') postgres = await freshPostgres();
    smtp = await startSmtpServer();
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.drop();
    await smtp?.close();
    build?.remove();
  });

  const env = () => ({
    NOW: '2025-05-01T09:00:00+01:00',
    ...(postgres ? { DATABASE_URL: postgres.url() } : {}),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Meadow Paddock <bookings@meadowpaddock.example>',
    TRUST_PROXY: '1',
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'info',
  });

  /** The database the server used, opened by the test once the server is gone. */
  async function openAfterwards(): Promise<Database> {
    if (postgres) return openPostgres(postgres.url());
    return openPglite(path.join(build.appRoot, 'data', 'db'));
  }

  it(
    'When the burst is under way, then every request is answered whole or refused, the process exits 0, every answered hold is in the database and no other, and unsent e-mails go out at the next start',
    async () => {
      const server = await startChildServer(build.appRoot, env());
      servers.push(server);
      // The mail server is slow, so the outbox is in the middle of its batch when the stop comes.
      smtp.setAcceptDelay(200);
      const customers = Array.from(
        { length: CUSTOMERS },
        () => new HttpBrowser(ORIGIN, uniqueIp()),
      );
      const signUps = await Promise.all(
        customers.map((browser) =>
          browser.post(server.url, '/api/auth/sign-up', {
            email: uniqueEmail('stopping'),
            password: GOOD_PASSWORD,
          }),
        ),
      );
      expect(signUps.map((answer) => answer.status)).toEqual(customers.map(() => 201));

      const holds = customers.map((browser, index) =>
        send(`${server.url}/api/bookings`, slotFor(index), {
          cookie: browser.cookieHeader(),
          'x-forwarded-for': uniqueIp(),
        }),
      );
      // The stop comes as soon as the first hold is answered: the rest are in flight.
      await Promise.race(holds);
      server.terminate();
      // Visitors keep coming while it stops; they are turned away, never half served.
      const late: Promise<Outcome>[] = [];
      const stillUp = { yes: true };
      void server.exited.then(() => {
        stillUp.yes = false;
      });
      while (stillUp.yes && late.length < 200) {
        const visitor = send(
          `${server.url}/api/auth/sign-in`,
          { email: 'nobody@example.com', password: 'x' },
          {},
        );
        late.push(visitor);
        // The next comes once this one is answered or refused, or the process has gone.
        await Promise.race([visitor, server.exited]);
      }

      const exit = await server.exited;
      const outcomes = await Promise.all(holds);
      const lateOutcomes = await Promise.all(late);
      expect(exit).toEqual({ code: 0, signal: null });
      expect([...outcomes, ...lateOutcomes].filter((outcome) => outcome.kind === 'broken')).toEqual(
        [],
      );
      for (const outcome of lateOutcomes) {
        if (outcome.kind === 'answered') expect([401, 503]).toContain(outcome.status);
        else expect(outcome.kind).toBe('refused');
      }
      expect(server.output()).toContain('SIGTERM: shutting down');
      expect(server.output()).toContain('stopped: the jobs and the database are closed');

      const held = outcomes.flatMap((outcome, index) =>
        outcome.kind === 'answered' && outcome.status === 201 ? [slotFor(index)] : [],
      );
      expect(held.length).toBeGreaterThan(0);
      const db = await openAfterwards();
      try {
        const rows = await db.query<{ date: string; time: string; attached: boolean }>(
          `select to_char(local_date, 'YYYY-MM-DD') as date, local_time as time,
                checkout_reference is not null as attached
           from bookings order by local_date, local_time`,
        );
        const sorted = held.toSorted((a, b) =>
          `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`),
        );
        expect(rows).toEqual(sorted.map(({ date, time }) => ({ date, time, attached: true })));
      } finally {
        await db.close();
      }

      // The verification e-mails the stopped outbox did not get to are sent at once by the next
      // start, not after the lease the stopped one had taken on them (five minutes: a minute is
      // well inside it, and leaves a loaded machine time to send them all).
      smtp.setAcceptDelay(0);
      const next = await startChildServer(build.appRoot, env());
      servers.push(next);
      await smtp.waitForMessages(CUSTOMERS, 60_000);
      const sent = new Set(smtp.received.map((mail) => mail.messageId));
      expect({ received: smtp.received.length, distinct: sent.size }).toEqual({
        received: CUSTOMERS,
        distinct: CUSTOMERS,
      });
    },
    TEST_MS,
  );
});

/** The status of a GET, or 0 when nothing answers (the port is closed). */
async function statusOf(url: string): Promise<number> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

describe(`a server told to stop with a drain (decision 141), on ${testDatabaseKind()}`, () => {
  let build: ReturnType<typeof buildServerAside>;
  let postgres: FreshPostgres | null = null;
  let server: ChildServer | null = null;

  beforeAll(async () => {
    build = buildServerAside();
    if (testDatabaseKind() === 'postgres') postgres = await freshPostgres();
  });

  afterAll(async () => {
    await server?.stop();
    await postgres?.drop();
    build?.remove();
  });

  it(
    'When it is told to stop, then its health checks fail at once while it still takes bookings, and a second signal ends the drain and stops it',
    async () => {
      server = await startChildServer(build.appRoot, {
        NOW: '2025-05-01T09:00:00+01:00',
        ...(postgres ? { DATABASE_URL: postgres.url() } : {}),
        TRUST_PROXY: '1',
        PUBLIC_URL: ORIGIN,
        LOG_LEVEL: 'info',
        // Longer than the test: only the second signal ends it.
        SHUTDOWN_DRAIN_SECONDS: '300',
      });
      const customer = new HttpBrowser(ORIGIN, uniqueIp());
      const signUp = await customer.post(server.url, '/api/auth/sign-up', {
        email: uniqueEmail('draining'),
        password: GOOD_PASSWORD,
      });
      expect(signUp.status).toBe(201);
      expect(await statusOf(`${server.url}/ping`)).toBe(200);

      server.terminate();
      await expect.poll(() => statusOf(`${server?.url}/ping`), { timeout: 20_000 }).toBe(503);
      const health = await fetch(`${server.url}/healthz`);
      expect({ status: health.status, body: await health.json() }).toEqual({
        status: 503,
        body: { status: 'stopping', database: 'ok' },
      });
      // Everything else is served as before: a proxy still sending here loses nothing.
      const hold = await customer.post(server.url, '/api/bookings', slotFor(0));
      expect(hold.status).toBe(201);
      expect(hold.body).toMatchObject({ bookingId: expect.any(Number) });
      expect(server.output()).toContain('SIGTERM: stopping');

      server.terminate();
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('stopped: the jobs and the database are closed');
      expect(await statusOf(`${server.url}/ping`)).toBe(0);
    },
    TEST_MS,
  );
});
