import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/apiErrorSchema';
import { signedInAs, TestBrowser } from '../support/browser';
import { apiRouteTable, type Row } from '../support/routeTable';
import { startTestApp, type TestApp } from '../support/testApp';

/** Cases per route: 200 in `npm test`; FUZZ_RUNS sets more for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((unit) => String.fromCharCode(unit));

/** Strings a hostile caller would try: controls, invisible and odd Unicode, huge, near-valid. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc
    .tuple(fc.string({ maxLength: 8 }), loneSurrogate, fc.string({ maxLength: 8 }))
    .map((parts) => parts.join('')),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u200b',
    '\u202e',
    '\ufeff',
    '\r\n',
    '\u2028',
    '😀'.repeat(500),
    'x'.repeat(5_000),
    'walker@example.com',
    'walker\u0000@example.com',
    'boss\u200b@example.com',
    '2025-06-14',
    '2025-02-30',
    '0000-00-00',
    '9999-12-31',
    '2025-6-1',
    '-2025-06-14',
    '2025-06',
    '2025-13',
    '9999-12',
    '0000-01',
    '10:00',
    '24:00',
    '23:60',
    '10:15',
    '1-4',
    '7-8',
    '9-10',
    'full-refund',
    'super-admin',
    'SPRING10',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    "$`$&$'",
    '00000000-0000-4000-8000-000000000000',
    'tc_0123456789abcdef01234567',
  ),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 30, 60, 45, 1e308, -1e308, 2 ** 53 + 1, 0.5, -0),
);

const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const nastyValue = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), leaf, { maxKeys: 5 }) },
);

/** Every field name some route reads, so bodies hit real fields with wrong values. */
const FIELD_NAMES = [
  'email',
  'password',
  'token',
  'date',
  'time',
  'minutes',
  'dogs',
  'discountCode',
  'code',
  'notify',
  'role',
  'name',
  'percent',
  'maxUsage',
  'active',
  'reason',
  'expect',
  'bookingId',
  'message',
  'cardNumber',
  'month',
  'page',
  'group',
  'sort',
  'before',
];

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** A request body: an object of known and unknown fields, any JSON at all, or not JSON. */
const body = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.dictionary(fieldName, nastyValue, { maxKeys: 6 }).map(JSON.stringify),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', '{"email":', 'null', '[]', '"x"', '{"a":1}}') },
  { weight: 1, arbitrary: fc.constant(JSON.stringify({ message: 'x'.repeat(120_000) })) },
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
);

/** Percent-encoded as UTF-8; half a surrogate pair becomes what a browser would send for it. */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/** A path segment: nonsense encoded properly, or escapes that decode to nothing valid. */
const segment = fc.oneof(
  { weight: 4, arbitrary: nastyString.filter((text) => text.length > 0).map(percentEncoded) },
  { weight: 1, arbitrary: fc.constantFrom('%ED%A0%80', '%zz', '%', '%00', '%2F', '..', '%2e%2e') },
);

/** The route's address with every parameter replaced by nonsense. */
const pathFor = (row: Row) => {
  const params = row.url.match(/:[a-zA-Z]+/g) ?? [];
  return fc
    .tuple(...params.map(() => segment))
    .map((values) =>
      values.reduce<string>((url, value, i) => url.replace(params[i] ?? '', value), row.url),
    );
};

const query = fc
  .dictionary(fieldName, nastyString, { maxKeys: 4 })
  .map((pairs) => new URLSearchParams(pairs).toString());

/** Routes that sign people in or out are called without the staff session, in a browser of their own. */
const ANONYMOUS_ROUTES = new Set([
  '/api/auth/sign-up',
  '/api/auth/sign-in',
  '/api/auth/sign-out',
  '/api/auth/reset-password',
  '/api/auth/verify-email',
]);

describe('every JSON route, fuzzed', () => {
  let t: TestApp;
  let owner: TestBrowser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedInAs(t, 'super-admin');
  });
  afterAll(() => t.close());

  const routes = apiRouteTable.filter((row) => !row.url.endsWith('/stripe/webhook'));

  for (const row of routes) {
    it(
      `${row.method} ${row.url}: nonsense never gets a 5xx, every 4xx is the JSON error, and the server stays up`,
      async () => {
        const request =
          row.method === 'GET'
            ? fc.record({
                path: pathFor(row),
                query,
                payload: fc.constant(undefined),
                type: fc.constant(undefined),
              })
            : fc.record({ path: pathFor(row), query, payload: body, type: contentType });
        await fc.assert(
          fc.asyncProperty(request, async ({ path, query: search, payload, type }) => {
            const browser = ANONYMOUS_ROUTES.has(row.url) ? new TestBrowser(t) : owner;
            const response = await t.app.inject({
              method: row.method,
              url: search ? `${path}?${search}` : path,
              remoteAddress: browser.ip,
              headers: {
                ...(browser.cookie ? { cookie: browser.cookie } : {}),
                ...(row.method === 'POST' ? { origin: t.config.publicUrl } : {}),
                ...(type ? { 'content-type': type } : {}),
              },
              ...(payload === undefined ? {} : { payload }),
            });
            expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.headers['content-type']).toMatch(/^application\/json/);
              expect(apiErrorSchema.safeParse(response.json()).success, response.body).toBe(true);
            }
          }),
          { numRuns: RUNS },
        );
      },
      30_000 + RUNS * 30,
    );
  }
});
