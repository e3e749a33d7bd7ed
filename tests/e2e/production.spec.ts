import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../../scripts/localServer.mjs';
import { MAX_FAILURES } from '../../src/server/auth/signInLimits';
import { HOLD_ALLOWANCE } from '../../src/server/bookingLifecycle/holdRules';
import { openPostgres } from '../../src/server/db/postgres';
import { smtpTransport } from '../../src/server/email/transport';
import { OutboxWorker } from '../../src/server/email/worker';
import { HttpBrowser } from '../support/childServer';
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { accountThroughApi, newEmail, PASSWORD, signUpThroughApi } from './fixtures';
import { FIRST_RULES_VERSION, pressBookNow, type Slot, TEST_CONTACT } from './support/bookings';
import { type RunningCaddy, startCaddy, UPSTREAM_HEADER } from './support/caddy';
import { launchServer, type RunningServer, SERVER_FIXTURE_MS } from './support/server';

const adminUrl = process.env.TEST_DATABASE_URL;

/** The instances answer /metrics to it; through Caddy nobody gets them (the README's Caddyfile). */
const METRICS_TOKEN = 'prometheus-reads-this-token-only';

/** GET `url` with the metrics token over https, Caddy's certificate checked; answers the status. */
function metricsThroughCaddy(site: ProductionSite, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    https
      .get(
        `${site.url}${pathname}`,
        {
          agent: false,
          ca: site.caddy.rootCertificate(),
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      )
      .on('error', reject);
  });
}

/** Two loopback addresses the limit test's two clients connect to Caddy from. */
const CLIENT = '127.0.0.5';
const OTHER_CLIENT = '127.0.0.6';

/** A park as an owner runs it: two instances on one PostgreSQL, behind Caddy on https. */
interface ProductionSite {
  /** https://localhost:<port>, Caddy's address and the app's PUBLIC_URL. */
  url: string;
  /** The database both instances use. */
  databaseUrl: string;
  /** The instances' settings, for starting one again. */
  env: Record<string, string>;
  instances: RunningServer[];
  caddy: RunningCaddy;
  mail: TestSmtpServer;
  stripe: FakeStripe;
}

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Runs each clean-up step even when one before it failed, then reports the first failure. */
async function cleanUp(steps: Array<() => Promise<unknown> | undefined>): Promise<void> {
  let failure: unknown = null;
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}

async function startSite(): Promise<{ site: ProductionSite; stop(): Promise<void> }> {
  const database = `paddock_production_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(adminUrl as string);
  databaseUrl.pathname = `/${database}`;
  const parts: Partial<ProductionSite> & { instances: RunningServer[] } = { instances: [] };
  const stop = () =>
    cleanUp([
      () => parts.caddy?.stop(),
      ...parts.instances.map((instance) => () => instance.stop()),
      () => parts.stripe?.close(),
      () => parts.mail?.close(),
      () => asAdmin(`drop database if exists ${database} with (force)`),
    ]);
  try {
    await asAdmin(`create database ${database}`);
    parts.mail = await startSmtpServer();
    parts.stripe = await startFakeStripe();
    const port = await freePort();
    const url = `https://localhost:${port}`;
    const env = {
      NODE_ENV: 'production',
      // The real time: production has no other clock (launchServer would fix it in 2025).
      NOW: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl.toString(),
      SMTP_URL: parts.mail.url,
      MAIL_FROM: 'Meadow Paddock <bookings@meadowpaddock.example>',
      STRIPE_SECRET_KEY: parts.stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: parts.stripe.webhookSecret,
      STRIPE_API_URL: parts.stripe.url,
      // Caddy is the one proxy in front.
      TRUST_PROXY: '1',
      METRICS_TOKEN,
    };
    // One after the other: the first migrates the new database, the second finds it ready.
    // (Each gets a DATA_DIR of its own, which PostgreSQL leaves unused: photos are in the database.)
    for (let i = 0; i < 2; i += 1) parts.instances.push(await launchServer({ env }));
    const upstreams = parts.instances.map((instance) => new URL(instance.url).host);
    parts.caddy = await startCaddy(upstreams, port);
    return {
      site: { ...(parts as ProductionSite), url, databaseUrl: databaseUrl.toString(), env },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Once the instances have delivered the whole outbox, one more pass of the outbox's worker (the
 * instances' own code) on the site's database, delivering to its mail server; answers what it
 * did.
 */
async function deliverOutboxOnceMore(site: ProductionSite) {
  const db = openPostgres(site.databaseUrl, { maxConnections: 1, onIdleError: () => {} });
  try {
    const pending = async () =>
      (
        await db.query<{ n: number }>(
          "select count(*)::int as n from email_outbox where status = 'pending'",
        )
      )[0]?.n;
    await expect.poll(pending, { timeout: 20_000 }).toBe(0);
    const worker = new OutboxWorker({
      db,
      clock: { now: () => new Date() },
      transport: await smtpTransport(site.mail.url, 'bookings@meadowpaddock.example'),
      log: { info() {}, warn() {}, error() {} },
    });
    return await worker.runOnce();
  } finally {
    await db.close();
  }
}

/** A sign-in with a wrong password, from `localAddress`, through Caddy; answers the status. */
function failSignIn(
  site: ProductionSite,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const body = JSON.stringify({ email: newEmail('guess'), password: 'not the password at all' });
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${site.url}/api/auth/sign-in`,
      {
        method: 'POST',
        // Its own connection from its own address; Caddy's certificate checked against its root.
        agent: false,
        family: 4,
        localAddress,
        ca: site.caddy.rootCertificate(),
        headers: { origin: site.url, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    request.on('error', reject).end(body);
  });
}

/** The first bookable slot of next month, chosen on the booking page; answers its time. */
async function chooseSlot(page: Page): Promise<string> {
  await page.goto('/booking');
  const month = page.getByLabel('Month');
  const next = await month.locator('option').nth(1).getAttribute('value');
  await month.selectOption(next ?? '');
  await page
    .getByRole('button', { name: /, available$/ })
    .first()
    .click();
  const slot = page
    .getByRole('group', { name: 'Time slots' })
    .getByRole('button', { name: /^\d\d:\d\d$/, disabled: false })
    .first();
  const time = (await slot.textContent()) ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return time;
}

/** What one press of Book Now through Caddy got: a hold's checkout, or what went wrong. */
interface Press {
  slot: Slot;
  /** When it was sent (ms since the epoch). */
  sentAt: number;
  /** 0 when no answer came at all. */
  status: number;
  body: string;
  /** The instance Caddy sent it to. */
  upstream: string | null;
}

/** POSTs Book Now's request through Caddy, as the booking page sends it, for `slot`. */
function bookThroughCaddy(
  site: ProductionSite,
  agent: https.Agent,
  cookie: string,
  slot: Slot,
): Promise<Press> {
  const body = JSON.stringify({
    ...slot,
    minutes: 60,
    dogs: '1-4',
    rulesVersion: FIRST_RULES_VERSION,
    contact: TEST_CONTACT,
  });
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const request = https.request(
      `${site.url}/api/bookings`,
      {
        method: 'POST',
        agent,
        ca: site.caddy.rootCertificate(),
        headers: { origin: site.url, 'content-type': 'application/json', cookie },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          const upstream = res.headers[UPSTREAM_HEADER];
          resolve({
            slot,
            sentAt,
            status: res.statusCode ?? 0,
            body: text,
            upstream: typeof upstream === 'string' ? upstream : null,
          });
        });
      },
    );
    request.on('error', (error) =>
      resolve({ slot, sentAt, status: 0, body: String(error), upstream: null }),
    );
    request.end(body);
  });
}

let clientAddresses = 0;

/**
 * `count` new customers, signed up at an instance directly (each from an address of its own,
 * which the instance takes from X-Forwarded-For, so that the sign-up limit per address is not
 * what the test meets); answers each one's account id and Cookie header.
 */
async function signUpCustomers(
  site: ProductionSite,
  count: number,
): Promise<Array<{ id: string; cookie: string }>> {
  const instance = site.instances[0]?.url ?? '';
  const customers: Array<{ id: string; cookie: string }> = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, async () => {
      clientAddresses += 1;
      const ip = `198.19.${Math.floor(clientAddresses / 250) % 250}.${(clientAddresses % 250) + 1}`;
      const browser = new HttpBrowser(site.url, ip);
      const answer = await browser.post(instance, '/api/auth/sign-up', {
        email: newEmail('rolling'),
        password: PASSWORD,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const { user } = answer.body as { user: { id: string } };
      return { id: user.id, cookie: browser.cookieHeader() };
    });
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

/** The park's month `ahead` months after today's, as the site's availability tells it. */
async function monthAhead(site: ProductionSite, ahead: number) {
  const ask = async (month: string) =>
    (await (await fetch(`${site.instances[0]?.url}/api/availability?month=${month}`)).json()) as {
      today: string;
      closedDays: string[];
      pastDays: string[];
      busy: Array<{ date: string; start: string; end: string }>;
    };
  const today = (await ask(new Date().toISOString().slice(0, 7))).today;
  const [year = 0, month = 0] = today.split('-').map(Number);
  const index = year * 12 + (month - 1) + ahead;
  const wanted = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  return { month: wanted, ...(await ask(wanted)) };
}

/**
 * Hour-long slots of a month, 08:00 to 19:00 on every day open (the park's default hours are
 * 06:00 to 22:00 every day) and not taken already, for a burst of holds that meet nobody else's.
 */
async function slotsOfMonth(site: ProductionSite, ahead: number): Promise<Slot[]> {
  const { month, closedDays, pastDays, busy } = await monthAhead(site, ahead);
  const taken = (date: string, time: string) =>
    busy.some((held) => held.date === date && held.start <= time && time < held.end);
  const [year = 0, monthNumber = 0] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const slots: Slot[] = [];
  for (let day = 1; day <= days; day += 1) {
    const date = `${month}-${String(day).padStart(2, '0')}`;
    if (closedDays.includes(date) || pastDays.includes(date)) continue;
    for (let hour = 8; hour < 20; hour += 1) {
      const time = `${String(hour).padStart(2, '0')}:00`;
      if (!taken(date, time)) slots.push({ date, time });
    }
  }
  return slots;
}

/**
 * How often the burst presses Book Now through Caddy: a busy evening's stream while an instance
 * stops or comes back, a quieter one while it starts (only the other instance serves then, as
 * on any day with one), so that a loaded machine's slow start does not use up the customers.
 */
const PACE_MS = { busy: 120, quiet: 600 } as const;

/**
 * Book Now pressed through Caddy at the pace set, each press for a slot of its own, by the
 * customers in turn (each at most HOLD_ALLOWANCE.checkouts times: the unpaid holds one account
 * may have), until stopped or out of customers.
 */
function startBurst(site: ProductionSite, cookies: readonly string[], slots: Slot[]) {
  // Kept-alive connections to Caddy, as browsers keep them.
  const agent = new https.Agent({ keepAlive: true, maxSockets: 16 });
  const capacity = Math.min(cookies.length * HOLD_ALLOWANCE.checkouts, slots.length);
  const presses: Promise<Press>[] = [];
  const settled: Press[] = [];
  let pace: number = PACE_MS.busy;
  let timer: NodeJS.Timeout | undefined;
  const press = () => {
    const index = presses.length;
    if (index >= capacity) return;
    const cookie = cookies[index % cookies.length] ?? '';
    const sent = bookThroughCaddy(site, agent, cookie, slots[index] as Slot);
    void sent.then((done) => settled.push(done));
    presses.push(sent);
    timer = setTimeout(press, pace);
  };
  press();
  return {
    /** The presses answered so far. */
    settled: () => [...settled],
    /** Whether it has pressed as often as it can. */
    spent: () => presses.length >= capacity,
    pace(kind: keyof typeof PACE_MS) {
      pace = PACE_MS[kind];
    },
    async stop(): Promise<Press[]> {
      clearTimeout(timer);
      const all = await Promise.all(presses);
      agent.destroy();
      return all;
    },
  };
}

/** GET over plain http; answers the status and where it sends the visitor. */
function plainGet(url: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null });
      })
      .on('error', reject);
  });
}

const test = base.extend<object, { site: ProductionSite }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const { site, stop } = await startSite();
      await use(site);
      await stop();
    },
    { scope: 'worker', timeout: 2 * SERVER_FIXTURE_MS },
  ],
  baseURL: async ({ site }, use) => use(site.url),
});

test.describe('in production, two instances behind Caddy on https', () => {
  // Two instances must share one database, which only PostgreSQL offers (the embedded one
  // belongs to one process). .ci/run sets TEST_DATABASE_URL, so CI always runs these.
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server); .ci/run sets it');
  // Caddy's own authority signs its certificate; this spec alone accepts it in the browser
  // (the Node clients below check it against Caddy's root instead).
  test.use({ ignoreHTTPSErrors: true });
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ context, site }) => {
    // The machine has no internet: anything but the site and the test's Stripe is refused.
    const ours = [new URL(site.url).host, new URL(site.stripe.url).host];
    await context.route(
      (url) => !ours.includes(url.host),
      (route) => route.abort('internetdisconnected'),
    );
  });

  test('after a sign-in the session cookie is __Host- and Secure, and HSTS is sent', async ({
    page,
    context,
  }) => {
    const home = await page.goto('/');
    expect(home?.headers()['strict-transport-security']).toBe('max-age=31536000');

    const email = newEmail('owner-site');
    await accountThroughApi(page, email);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).headers()['strict-transport-security']).toBe('max-age=31536000');
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Sign Out');

    const session = (await context.cookies()).find((cookie) => cookie.name.endsWith('_session'));
    expect(session).toMatchObject({
      name: '__Host-paddock_session',
      secure: true,
      httpOnly: true,
      path: '/',
    });
  });

  test('/metrics answers Prometheus at each instance, and nobody through Caddy, token or not', async ({
    site,
  }) => {
    for (const instance of site.instances) {
      const direct = await fetch(`${instance.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(direct.status).toBe(200);
      expect(await direct.text()).toContain('# TYPE');
    }
    for (const pathname of ['/metrics', '/metrics/', '/METRICS', '/%6detrics', '//metrics']) {
      expect(await metricsThroughCaddy(site, pathname), pathname).toBe(404);
    }
  });

  test("the sign-in limits count the client's own address, and an X-Forwarded-For it makes up does not move them", async ({
    site,
  }) => {
    // Failures on as many accounts fill the limit of the address they came from.
    for (let i = 0; i < MAX_FAILURES; i += 1) expect(await failSignIn(site, CLIENT)).toBe(401);
    expect(await failSignIn(site, CLIENT)).toBe(429);

    // Caddy trusts no client's X-Forwarded-For: it puts the address it saw in its place, so
    // claiming to be someone else, even the other client, changes nothing.
    for (const forged of ['203.0.113.7', OTHER_CLIENT, `203.0.113.7, ${OTHER_CLIENT}`]) {
      expect(await failSignIn(site, CLIENT, { 'x-forwarded-for': forged }), forged).toBe(429);
    }

    // Another client behind the same proxy is not held back: the limit is not Caddy's address.
    expect(await failSignIn(site, OTHER_CLIENT)).toBe(401);
  });

  test('a booking is paid at Stripe and confirmed; both instances answered; its e-mail is sent once although both deliver the outbox', async ({
    page,
    site,
  }) => {
    const servedBy = new Set<string>();
    page.on('response', (response) => {
      const upstream = response.headers()[UPSTREAM_HEADER];
      if (upstream) servedBy.add(upstream);
    });
    // Stripe's hosted page is not ours to serve: the test stands in for it.
    await page.route(`${site.stripe.url}/pay/*`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Stripe Checkout</h1>' }),
    );

    const email = newEmail('production');
    await signUpThroughApi(page, email);
    const time = await chooseSlot(page);
    await pressBookNow(page);
    await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
    const sessionId = page.url().split('/').pop() ?? '';

    // The customer pays at Stripe; Stripe tells the site through its public address, Caddy.
    const session = site.stripe.pay(sessionId);
    const delivered = await site.stripe.deliver(
      `${site.url}/api/payments/stripe/webhook`,
      site.stripe.event('checkout.session.completed', sessionId),
      { ca: site.caddy.rootCertificate() },
    );
    expect(delivered.status, delivered.body).toBe(200);

    await page.goto(session.success_url);
    await expect(
      page.getByRole('heading', { name: 'Your booking has been successfully confirmed!' }),
    ).toBeVisible();
    await expect(page.getByText(`at ${time}.`)).toBeVisible();

    const instances = site.instances.map((instance) => new URL(instance.url).host);
    expect([...servedBy].sort()).toEqual(instances.sort());

    const confirmation = (mail: { subject?: string }) =>
      mail.subject?.startsWith('Booking confirmed') === true;
    const sent = await site.mail.waitForMessageTo(email, confirmation);
    // Its links lead to the public address, not to an instance behind Caddy.
    expect(sent.text).toContain(`${site.url}/site-rules`);
    // Once sent, it is sent for good: when the instances have delivered everything, the outbox's
    // worker, as both of them run it, finds nothing more to deliver on the same database.
    expect(await deliverOutboxOnceMore(site)).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    const toCustomer = site.mail.received.filter(
      (mail) =>
        confirmation(mail) &&
        [mail.to ?? []].flat().some((to) => to.value.some((v) => v.address === email)),
    );
    expect(toCustomer).toHaveLength(1);
  });
  test('a visitor to http:// is sent to the https address, port and all', async ({ site }) => {
    const answer = await plainGet(
      `http://localhost:${site.caddy.httpPort}/booking?field=1&day=2026-06-01`,
    );
    expect(answer).toEqual({
      status: 308,
      location: `${site.url}/booking?field=1&day=2026-06-01`,
    });
  });

  // Last: it restarts both instances, on their own ports, as the runbook's rolling restart does.
  test('a rolling restart in the middle of Book Now presses through Caddy: every press gets its checkout, every hold is in the database, and each restarted instance is taken back', async ({
    site,
  }) => {
    // Each instance drains, stops and starts again, one after the other (a minute on a loaded
    // 2-core machine at most), while the burst goes on.
    test.setTimeout(4 * SERVER_FIXTURE_MS);
    const customers = await signUpCustomers(site, 100);
    const slots = await slotsOfMonth(site, 2);
    const burst = startBurst(
      site,
      customers.map((customer) => customer.cookie),
      slots,
    );
    await expect.poll(() => burst.settled().length).toBeGreaterThanOrEqual(5);

    // The runbook's rolling restart: stop one (SIGTERM, as systemctl does), start it again,
    // and once it answers, the other.
    const windows: Array<{ host: string; stopping: number; back: number }> = [];
    const takenBack = async (host: string, since: number) => {
      await expect
        .poll(
          () => {
            const back = burst.settled().some((p) => p.upstream === host && p.sentAt > since);
            if (!back && burst.spent()) throw new Error('the burst ran out of customers first');
            return back;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
    };
    for (const index of [0, 1]) {
      const leaving = site.instances[index] as RunningServer;
      const port = Number(new URL(leaving.url).port);
      const stopping = Date.now();
      burst.pace('busy');
      await leaving.stop();
      // Busy on for two of Caddy's checks after the port closed: when a proxy that had not
      // moved away would fail.
      const quietLater = setTimeout(() => burst.pace('quiet'), 2_000);
      const back = await launchServer({ env: site.env, port });
      clearTimeout(quietLater);
      burst.pace('busy');
      site.instances[index] = back;
      windows.push({ host: new URL(back.url).host, stopping, back: Date.now() });
    }
    // Taken back: each restarted instance answers presses through Caddy again.
    for (const { host, back } of windows) await takenBack(host, back);
    const presses = await burst.stop();

    // The burst spanned both stops: presses were sent while each instance stopped.
    for (const { stopping, back } of windows) {
      expect(presses.filter((p) => p.sentAt >= stopping && p.sentAt < back).length).toBeGreaterThan(
        0,
      );
    }
    const failed = presses.filter((p) => p.status !== 201);
    expect(
      failed.map((p) => `${p.slot.date} ${p.slot.time}: ${p.status} ${p.body.slice(0, 120)}`),
    ).toEqual([]);
    for (const p of presses) {
      expect(JSON.parse(p.body)).toMatchObject({
        bookingId: expect.any(Number),
        checkoutUrl: expect.stringContaining('/pay/cs_test_'),
      });
    }

    // Every hold answered is in the database, held, with its checkout; and the customers have
    // no other.
    const db = new pg.Client({ connectionString: site.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string; slot: string; held: boolean }>(
        `select b.id::text as id, to_char(b.local_date, 'YYYY-MM-DD') || ' ' || b.local_time as slot,
                b.status = 'pending' and b.checkout_reference is not null as held
           from bookings b where b.user_id = any($1::uuid[]) order by b.id`,
        [customers.map((customer) => customer.id)],
      );
      const answered = presses
        .map((p) => {
          const { bookingId } = JSON.parse(p.body) as { bookingId: number };
          return { id: String(bookingId), slot: `${p.slot.date} ${p.slot.time}`, held: true };
        })
        .sort((a, b) => Number(a.id) - Number(b.id));
      expect(rows).toEqual(answered);
    } finally {
      await db.end();
    }
  });
});
