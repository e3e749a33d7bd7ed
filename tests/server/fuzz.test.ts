import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/apiErrorSchema';
import { slot } from '../support/bookings';
import { signedInAs, TestBrowser } from '../support/browser';
import { fakeBuild } from '../support/fakeBuild';
import { type FakeStripe, startFakeStripe } from '../support/fakeStripe';
import {
  forgedSeamWebhook,
  forgedWebhook,
  headerValue,
  jsonBody,
  jsonContentType,
  multipartRequest,
  pathFor,
  query,
  type SamplePictures,
} from '../support/fuzzBodies';
import { registeredRoutes } from '../support/registeredRoutes';
import {
  apiRouteTable,
  BUILD_FILE,
  type FuzzedHeader,
  notFuzzed,
  type OtherRow,
  otherRouteTable,
  type Row,
} from '../support/routeTable';
import { startTestApp, type TestApp } from '../support/testApp';

/** Cases per route: 200 in `npm test`; FUZZ_RUNS sets more for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const TIMEOUT = 30_000 + RUNS * 30;

const METRICS_TOKEN = 'fuzz-metrics-token-0123456789';
const SEAM_WEBHOOK_SECRET = `whsec_${Buffer.from('the fuzz test webhook key').toString('base64')}`;

/**
 * Routes that sign people in or out are called without the staff session, in a browser of
 * their own.
 */
const ANONYMOUS_ROUTES = new Set([
  '/api/auth/sign-up',
  '/api/auth/sign-in',
  '/api/auth/sign-out',
  '/api/auth/reset-password',
  '/api/auth/verify-email',
]);

/** Values close to what each header's route wants, mixed in with nonsense. */
const NEAR_HEADERS: Record<FuzzedHeader, string[]> = {
  authorization: [
    `Bearer ${METRICS_TOKEN}`,
    `bearer   ${METRICS_TOKEN}  `,
    `Bearer ${METRICS_TOKEN}x`,
    `Basic ${METRICS_TOKEN}`,
    'Bearer',
    'Bearer ',
  ],
  'if-none-match': [`"${'0'.repeat(64)}"`, '*', 'W/"x"', '"a", "b",,', '""'],
  'accept-encoding': ['br', 'gzip', 'br;q=0, gzip;q=0', 'identity', '*', 'gzip;q=abc', ';;;'],
};

/** Tables a webhook would change if it were believed. */
const PAYMENT_TABLES = [
  'bookings',
  'payments',
  'refunds',
  'passes',
  'invoices',
  'email_outbox',
  'audit_log',
  'test_checkouts',
  'waitlist',
];

/** A day no nonsense names (the fuzz's dates are 2025-06-14 and impossible ones). */
const WEBHOOK_DAY = '2025-06-21';

/** Small real pictures for the upload's nonsense to start from. */
async function samplePictures(): Promise<SamplePictures> {
  const picture = () =>
    sharp({
      create: {
        width: 40,
        height: 30,
        channels: 3,
        background: { r: 90, g: 150, b: 70 },
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    });
  return {
    png: await picture().png().toBuffer(),
    jpeg: await picture().jpeg().toBuffer(),
    webp: await picture().webp().toBuffer(),
  };
}

/** The error code of a JSON error answer, or null for any other answer. */
function codeOf(response: LightMyRequestResponse): string | null {
  const parsed = apiErrorSchema.safeParse(
    response.headers['content-type']?.toString().startsWith('application/json')
      ? response.json()
      : null,
  );
  return parsed.success ? parsed.data.error.code : null;
}

/**
 * Every answer: never a 5xx, and a refusal is the JSON error. Outside /api a GET may also meet
 * the not-found page: a page's own 404, or an address that fell outside every route once the
 * client made it whole (`/calendar/%2E` is `/calendar/`, as a browser sends it).
 */
function expectWellAnswered(response: LightMyRequestResponse, area: 'api' | 'other'): void {
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  if (response.statusCode < 400) return;
  if (area === 'other' && response.statusCode === 404) {
    if (response.headers['content-type'] === 'text/html; charset=utf-8') return;
  }
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(apiErrorSchema.safeParse(response.json()).success, response.body).toBe(true);
}

/**
 * Where an address lands once the client has made it whole, as a browser (and the test's
 * injector) does: nonsense parameters such as `..` and `%2e%2e` can take it out of /api, to
 * where a GET meets the not-found page.
 */
function areaOf(address: string): 'api' | 'other' {
  return new URL(address, 'http://fuzz.invalid').pathname.startsWith('/api/') ? 'api' : 'other';
}

describe('every route, fuzzed', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let webRoot: string;
  let owner: TestBrowser;
  let samples: SamplePictures;

  // The whole app: the web build's pages, /metrics with its token, the dev mailbox and Stripe
  // (against a Stripe-compatible server of the test's own), so every route is there.
  beforeAll(async () => {
    webRoot = fakeBuild();
    const now = '2025-05-01T09:00:00+01:00';
    stripe = await startFakeStripe({ now: () => (t ? t.clock.now() : new Date(now)) });
    t = await startTestApp({
      now,
      webRoot,
      env: {
        METRICS_TOKEN,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
        // Seam's webhook is there to be fuzzed; no lock is ever called (the job is not run).
        SEAM_API_KEY: 'seam_fuzz_key',
        SEAM_ENDPOINT: 'http://127.0.0.1:9',
        SEAM_WEBHOOK_SECRET,
      },
    });
    owner = await signedInAs(t, 'super-admin');
    samples = await samplePictures();
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
  const buildFile = (url: string) => {
    const file = path.join(webRoot, url);
    return file.startsWith(webRoot) && existsSync(file) && statSync(file).isFile();
  };

  it('When a route is registered, then it says how it is fuzzed, or why not', () => {
    // HEAD is answered by the GET route's handler (Fastify adds it), so it is fuzzed with it.
    const registered = registeredRoutes(t.app).filter((route) => route.method !== 'HEAD');
    // The reader of Fastify's tree agrees with the app's own list of /api routes.
    expect(
      registered
        .filter((route) => route.url.startsWith('/api/'))
        .map(key)
        .sort(),
    ).toEqual(t.app.apiRoutes.map(key).sort());

    const described = new Set(
      [...apiRouteTable, ...otherRouteTable].filter((row) => row.fuzz !== undefined).map(key),
    );
    const exempt = new Set(notFuzzed.map(key));
    const isExempt = (route: { method: string; url: string }) =>
      exempt.has(key(route)) ||
      (exempt.has(key({ method: route.method, url: BUILD_FILE })) && buildFile(route.url));
    const undescribed = registered.filter(
      (route) => !described.has(key(route)) && !isExempt(route),
    );
    expect(
      undescribed.map(key),
      `Each route needs a row with its fuzz in tests/support/routeTable.ts (or a reason in notFuzzed). Without one:\n${undescribed.map(key).join('\n')}\n`,
    ).toEqual([]);

    const known = new Set(registered.map(key));
    const stale = [...described, ...exempt].filter(
      (route) => !known.has(route) && route !== `GET ${BUILD_FILE}`,
    );
    expect(stale, 'rows for routes the app does not register').toEqual([]);
  });

  it('When a route is fuzzed, then with the body it takes: a form if it takes files, the webhook if other sites may call it, else JSON', async () => {
    const misfits: string[] = [];
    for (const row of apiRouteTable) {
      if (row.method === 'GET') {
        if (row.fuzz !== 'query') misfits.push(`${key(row)} is a GET but fuzzed as '${row.fuzz}'`);
        continue;
      }
      const url = row.path ?? row.url.replace(/:[a-zA-Z]+/g, '1');
      // Without our Origin: only a route that proves its caller otherwise gets past.
      const fromElsewhere = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      const takesOtherSites = codeOf(fromElsewhere) !== 'request/cross-site';
      // A form from our own pages: only a route that takes files gets past.
      const form = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          origin: t.config.publicUrl,
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload: '--x--\r\n',
      });
      const takesFiles = codeOf(form) !== 'request/json-required';
      const webhook = row.fuzz === 'seam-webhook' ? 'seam-webhook' : 'stripe-webhook';
      const takes = takesOtherSites ? webhook : takesFiles ? 'multipart' : 'json';
      if (row.fuzz !== takes)
        misfits.push(`${key(row)} is fuzzed as '${row.fuzz}' but takes ${takes}`);
    }
    expect(misfits).toEqual([]);
  });

  /** A GET or JSON route of the API: nonsense in its parameters, query and body. */
  async function fuzzJson(row: Row): Promise<void> {
    const request =
      row.method === 'GET'
        ? fc.record({
            path: pathFor(row.url, row.path),
            query,
            payload: fc.constant(undefined),
            type: fc.constant(undefined),
          })
        : fc.record({
            path: pathFor(row.url, row.path),
            query,
            payload: jsonBody,
            type: jsonContentType,
          });
    await fc.assert(
      fc.asyncProperty(request, async ({ path: address, query: search, payload, type }) => {
        const browser = ANONYMOUS_ROUTES.has(row.url) ? new TestBrowser(t) : owner;
        const response = await t.app.inject({
          method: row.method,
          url: search ? `${address}?${search}` : address,
          remoteAddress: browser.ip,
          headers: {
            ...(browser.cookie ? { cookie: browser.cookie } : {}),
            ...(row.method === 'POST' ? { origin: t.config.publicUrl } : {}),
            ...(type ? { 'content-type': type } : {}),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        expectWellAnswered(response, areaOf(address));
      }),
      { numRuns: RUNS },
    );
  }

  /** The photo upload: forms of nonsense, malformed forms, now and then JSON. */
  async function fuzzMultipart(row: Row): Promise<void> {
    const request = fc.record({
      path: pathFor(row.url, row.path),
      query,
      form: multipartRequest(samples),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ path: address, query: search, form }) => {
        const response = await t.app.inject({
          method: 'POST',
          url: search ? `${address}?${search}` : address,
          remoteAddress: owner.ip,
          headers: {
            ...(owner.cookie ? { cookie: owner.cookie } : {}),
            origin: t.config.publicUrl,
            'content-type': form.type,
          },
          payload: form.payload,
        });
        expectWellAnswered(response, areaOf(address));
        // Taken only as a photo: nothing else is a success.
        if (response.statusCode < 400) expect(response.statusCode).toBe(201);
      }),
      { numRuns: RUNS },
    );
  }

  async function paymentTables(): Promise<Record<string, string>> {
    const digests: Record<string, string> = {};
    for (const table of PAYMENT_TABLES) {
      const [row] = await t.database.db.query<{ digest: string }>(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`,
      );
      digests[table] = row?.digest ?? '';
    }
    return digests;
  }

  /**
   * The Stripe webhook, with a booking waiting whose checkout Stripe has taken payment for: no
   * call but a validly signed one may confirm it. Each is refused with 400 and the JSON error,
   * and nothing changes, here or at Stripe.
   */
  async function fuzzStripeWebhook(row: Row): Promise<void> {
    const customer = await signedInAs(t, 'customer');
    const booked = await customer.post('/api/bookings', {
      ...slot('10:00', 60, '5-6'),
      date: WEBHOOK_DAY,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { checkoutUrl } = booked.json<{ checkoutUrl: string }>();
    const session = [...stripe.sessions.values()].find((each) => each.url === checkoutUrl);
    if (!session) throw new Error('no Stripe session behind the checkout address');
    stripe.pay(session.id);
    const before = await paymentTables();
    const callsToStripe = stripe.requests.length;

    const request = fc.record({
      query,
      call: forgedWebhook(stripe.webhookSecret, [session.id]),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ query: search, call }) => {
        const response = await t.app.inject({
          method: 'POST',
          url: search ? `${row.url}?${search}` : row.url,
          remoteAddress: '198.51.100.7',
          headers: {
            'content-type': call.type,
            ...(call.signature === undefined ? {} : { 'stripe-signature': call.signature }),
          },
          payload: call.payload,
        });
        expectWellAnswered(response, 'api');
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error.code).toBe('payment/bad-signature');
      }),
      { numRuns: RUNS },
    );
    expect(await paymentTables()).toEqual(before);
    expect(stripe.requests.length).toBe(callsToStripe);
  }

  /** Seam's webhook: nothing unsigned, forged or stale gets past its check, or changes a code. */
  async function fuzzSeamWebhook(row: Row): Promise<void> {
    const codes = () => t.database.db.query('select * from lock_codes order by booking_id');
    const before = await codes();
    await fc.assert(
      fc.asyncProperty(
        fc.record({ query, call: forgedSeamWebhook(SEAM_WEBHOOK_SECRET) }),
        async ({ query: search, call }) => {
          const response = await t.app.inject({
            method: 'POST',
            url: search ? `${row.url}?${search}` : row.url,
            remoteAddress: '198.51.100.8',
            headers: { 'content-type': 'application/json', ...call.headers },
            payload: call.payload,
          });
          expectWellAnswered(response, 'api');
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json().error.code).toBe('locks/bad-signature');
        },
      ),
      { numRuns: RUNS },
    );
    expect(await codes()).toEqual(before);
  }

  for (const row of apiRouteTable) {
    it(
      `${row.method} ${row.url} (${row.fuzz}): nonsense never gets a 5xx, every 4xx is the JSON error, and the server stays up`,
      async () => {
        if (row.fuzz === 'multipart') await fuzzMultipart(row);
        else if (row.fuzz === 'stripe-webhook') await fuzzStripeWebhook(row);
        else if (row.fuzz === 'seam-webhook') await fuzzSeamWebhook(row);
        else await fuzzJson(row);
      },
      TIMEOUT,
    );
  }

  /** A page, a feed or a file: nonsense in its parameters, query and the headers it reads. */
  async function fuzzOther(row: OtherRow): Promise<void> {
    const headers = Object.fromEntries(
      (row.headers ?? []).map((name) => [
        name,
        fc.option(headerValue(NEAR_HEADERS[name]), { nil: undefined }),
      ]),
    );
    const request = fc.record({
      path: pathFor(row.url, row.path),
      query,
      headers: fc.record(headers),
      signedIn: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        request,
        async ({ path: address, query: search, headers: sent, signedIn }) => {
          const browser = signedIn && !row.fromThisMachine ? owner : null;
          const response = await t.app.inject({
            method: row.method,
            url: search ? `${address}?${search}` : address,
            remoteAddress: row.fromThisMachine ? '127.0.0.1' : (browser?.ip ?? '198.51.100.8'),
            headers: {
              ...(browser?.cookie ? { cookie: browser.cookie } : {}),
              ...Object.fromEntries(
                Object.entries(sent).filter(([, value]) => value !== undefined),
              ),
            },
          });
          expectWellAnswered(response, 'other');
        },
      ),
      { numRuns: RUNS },
    );
  }

  for (const row of otherRouteTable) {
    it(
      `${row.method} ${row.url}: nonsense never gets a 5xx, every refusal is the JSON error or the not-found page`,
      () => fuzzOther(row),
      TIMEOUT,
    );
  }
});
