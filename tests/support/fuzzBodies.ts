import { createHmac } from 'node:crypto';
import fc from 'fast-check';

// What the fuzz test (tests/server/fuzz.test.ts) sends: nonsense for path parameters, queries,
// headers, JSON bodies, multipart forms and Stripe webhooks. Each route's row in
// tests/support/routeTable.ts says which of these it gets.

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((unit) => String.fromCharCode(unit));

/** Strings a hostile caller would try: controls, invisible and odd Unicode, huge, near-valid. */
export const nastyString = fc.oneof(
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
    'home-gallery',
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
  'currentPassword',
  'newPassword',
  'token',
  'challenge',
  'date',
  'time',
  'minutes',
  'dogs',
  'names',
  'weeks',
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
  'amountPence',
  'sessions',
  'cancel',
  'message',
  'cardNumber',
  'rulesVersion',
  'contact',
  'mobile',
  'mobileAsk',
  'alt',
  'photos',
  'caption',
  'month',
  'page',
  'group',
  'status',
  'sort',
  'before',
];

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** A request body: an object of known and unknown fields, any JSON at all, or not JSON. */
export const jsonBody = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.dictionary(fieldName, nastyValue, { maxKeys: 6 }).map(JSON.stringify),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', '{"email":', 'null', '[]', '"x"', '{"a":1}}') },
  { weight: 1, arbitrary: fc.constant(JSON.stringify({ message: 'x'.repeat(120_000) })) },
);

/** What a JSON body goes under: mostly JSON, sometimes what our pages never send. */
export const jsonContentType = fc.constantFrom(
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

/**
 * A path segment: nonsense encoded properly, near-valid numbers, or escapes that decode to
 * nothing valid.
 */
const segment = fc.oneof(
  { weight: 4, arbitrary: nastyString.filter((text) => text.length > 0).map(percentEncoded) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.integer({ min: -2, max: 12 }).map(String),
      fc.constantFrom('999999', '2147483648', '9007199254740993', '1e3', '0x10', '01', '1.5'),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('%ED%A0%80', '%zz', '%', '%00', '%2F', '..', '%2e%2e') },
);

/**
 * The route's address with every parameter replaced by nonsense, or now and then by the value
 * the route's well-formed example address has there (so the other parameters are the ones
 * that reach the handler).
 */
export function pathFor(url: string, example?: string) {
  const names = url.split('/');
  const given = (example ?? url).split('?')[0]?.split('/') ?? [];
  const params = names.flatMap((part, index) =>
    part.startsWith(':') ? [{ index, valid: given[index] ?? null }] : [],
  );
  return fc
    .tuple(
      ...params.map(({ valid }) =>
        valid && !valid.startsWith(':')
          ? fc.oneof(
              { weight: 4, arbitrary: segment },
              { weight: 1, arbitrary: fc.constant(valid) },
            )
          : segment,
      ),
    )
    .map((values) => {
      const parts = [...names];
      params.forEach(({ index }, i) => {
        parts[index] = values[i] ?? '';
      });
      return parts.join('/');
    });
}

export const query = fc
  .dictionary(fieldName, nastyString, { maxKeys: 4 })
  .map((pairs) => new URLSearchParams(pairs).toString());

/** Header values as a client can send them: printable ASCII, long, odd, or near what is meant. */
const asciiHeader = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
  fc.constantFrom('', ' ', 'x'.repeat(8_000), '*', 'null', 'undefined', '","', '\t'),
);

/** Nonsense for a request header a route reads; `near` are values close to what it wants. */
export function headerValue(near: readonly string[]) {
  return near.length > 0
    ? fc.oneof(
        { weight: 3, arbitrary: asciiHeader },
        { weight: 1, arbitrary: fc.constantFrom(...near) },
      )
    : asciiHeader;
}

// Multipart forms (the photo upload).

/** Small real pictures the upload arbitrary starts from (made by the test with sharp). */
export interface SamplePictures {
  png: Buffer;
  jpeg: Buffer;
  webp: Buffer;
}

const randomBytes = (maxLength: number) =>
  fc.uint8Array({ maxLength }).map((bytes) => Buffer.from(bytes));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG whose header claims a huge picture: its pixels were never sent. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([PNG_SIGNATURE, ihdr, Buffer.from('IDAT')]);
}

/** The bytes of an uploaded file: nothing, a few, truncated or corrupted pictures, garbage. */
function fileBytes(samples: SamplePictures) {
  const picture = fc.constantFrom(samples.png, samples.jpeg, samples.webp);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
    { weight: 2, arbitrary: randomBytes(15) },
    { weight: 3, arbitrary: randomBytes(2_048) },
    {
      // A picture cut short: its header may still read, its pixels never.
      weight: 4,
      arbitrary: fc
        .tuple(picture, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([bytes, share]) => bytes.subarray(0, Math.floor(bytes.length * share))),
    },
    {
      // A picture with some of its bytes overwritten.
      weight: 3,
      arbitrary: fc
        .tuple(picture, fc.array(fc.tuple(fc.nat(), fc.nat(255)), { minLength: 1, maxLength: 20 }))
        .map(([bytes, changes]) => {
          const copy = Buffer.from(bytes);
          for (const [at, value] of changes) copy[at % copy.length] = value;
          return copy;
        }),
    },
    {
      // The first bytes of each kind the server recognises, then garbage.
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            PNG_SIGNATURE,
            Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
            Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'),
            Buffer.from('\u0000\u0000\u0000\u0018ftypheic', 'latin1'),
            Buffer.from('\u0000\u0000\u0000\u0018ftypavif', 'latin1'),
            Buffer.from('GIF89a'),
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'),
          ),
          randomBytes(64),
        )
        .map((parts) => Buffer.concat(parts)),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom([100_000, 100_000], [0, 0], [1, 2 ** 31 - 1], [2 ** 32 - 1, 2 ** 32 - 1])
        .map(([width = 0, height = 0]) => pngClaiming(width, height)),
    },
    { weight: 1, arbitrary: picture },
  );
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  value: Buffer;
}

const altText = fc.oneof(
  { weight: 2, arbitrary: fc.constant('A dog on the grass') },
  { weight: 3, arbitrary: nastyString },
);

const partName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('alt', 'file') },
  { weight: 1, arbitrary: fc.constantFrom('', 'photo', 'ALT', 'file[]', 'fi"le', 'a\r\nb') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const fileName = fc.oneof(
  fc.constantFrom('photo.jpg', 'photo.png', 'IMG_0001.HEIC', '', '../../etc/passwd', 'a"b.png'),
  nastyString.map((text) => text.slice(0, 300)),
);

const partType = fc.constantFrom(
  undefined,
  'image/jpeg',
  'image/png',
  'image/heic',
  'application/octet-stream',
  'text/html',
  'image/png; charset=utf-8',
  '',
  'x',
);

/** A part as a browser sends it, its name, file name and type possibly nonsense. */
function part(samples: SamplePictures) {
  return fc.oneof(
    altText.map((alt): Part => ({ name: 'alt', value: Buffer.from(alt) })),
    fc
      .record({ value: fileBytes(samples), filename: fileName, type: partType })
      .map(({ value, filename, type }): Part => ({ name: 'file', filename, type, value })),
    fc
      .record({
        name: partName,
        value: fc.oneof(
          altText.map((text) => Buffer.from(text)),
          fileBytes(samples),
        ),
        filename: fc.option(fileName, { nil: undefined }),
        type: partType,
      })
      .map((fields): Part => fields),
  );
}

const quoted = (text: string) => text.replace(/["\\]/g, '\\$&');

function formBody(parts: readonly Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const { name, filename, type, value } of parts) {
    const file = filename === undefined ? '' : `; filename="${quoted(filename)}"`;
    const typeLine = type === undefined ? '' : `Content-Type: ${type}\r\n`;
    const headers = `Content-Disposition: form-data; name="${quoted(name)}"${file}\r\n${typeLine}`;
    chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n`, 'utf8'), value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const BOUNDARY = '----PaddockFuzz7MA4YWxkTrZu0gW';
const formType = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

export interface RawRequest {
  payload: Buffer;
  type: string;
}

/** Forms as our page sends them: the alt text and the file, each possibly nonsense. */
function wellFormed(samples: SamplePictures) {
  const usual = fc
    .tuple(altText, fileBytes(samples), fileName, partType)
    .map(([alt, value, filename, type]): Part[] => [
      { name: 'alt', value: Buffer.from(alt) },
      { name: 'file', filename, type, value },
    ]);
  return fc
    .oneof(
      { weight: 3, arbitrary: usual },
      { weight: 2, arbitrary: fc.array(part(samples), { maxLength: 5 }) },
    )
    .map((parts): RawRequest => ({ payload: formBody(parts, BOUNDARY), type: formType(BOUNDARY) }));
}

/** Forms no browser sends: cut short, garbage, wrong or no boundary, huge headers, many parts. */
function malformed(samples: SamplePictures) {
  const form = fc.array(part(samples), { minLength: 1, maxLength: 3 });
  const bodyOf = (parts: Part[]) => formBody(parts, BOUNDARY);
  return fc.oneof(
    // Cut short anywhere.
    fc.tuple(form, fc.double({ min: 0, max: 1, noNaN: true })).map(([parts, share]): RawRequest => {
      const payload = bodyOf(parts);
      return {
        payload: payload.subarray(0, Math.floor(payload.length * share)),
        type: formType(BOUNDARY),
      };
    }),
    // Garbage under a multipart type.
    fc
      .oneof(
        randomBytes(4_096),
        nastyString.map((text) => Buffer.from(text)),
      )
      .map((payload): RawRequest => ({ payload, type: formType(BOUNDARY) })),
    // A form with no boundary, the wrong one, or an odd one in its type.
    fc
      .tuple(
        form,
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=other',
          `multipart/form-data; boundary="${BOUNDARY}"`,
          `multipart/form-data; boundary=${BOUNDARY}; boundary=other`,
          `multipart/form-data; boundary=${'b'.repeat(200)}`,
          `Multipart/Form-Data; BOUNDARY=${BOUNDARY}`,
          `multipart/mixed; boundary=${BOUNDARY}`,
          'multipart/form-data; boundary=\u00e9',
          'multipart/form-data; charset=utf-8',
        ),
      )
      .map(([parts, type]): RawRequest => ({ payload: bodyOf(parts), type })),
    // Lines ended by LF alone, or no closing boundary.
    form.map(
      (parts): RawRequest => ({
        payload: Buffer.from(bodyOf(parts).toString('latin1').replace(/\r\n/g, '\n'), 'latin1'),
        type: formType(BOUNDARY),
      }),
    ),
    form.map(
      (parts): RawRequest => ({
        payload: bodyOf(parts).subarray(0, -`--${BOUNDARY}--\r\n`.length),
        type: formType(BOUNDARY),
      }),
    ),
    // Enormous part headers: a long Content-Disposition, many headers, a header never ended.
    fc
      .constantFrom(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"; ${'x'.repeat(200_000)}\r\n\r\nA dog\r\n--${BOUNDARY}--\r\n`,
        `--${BOUNDARY}\r\n${'X-Pad: y\r\n'.repeat(5_000)}Content-Disposition: form-data; name="alt"\r\n\r\nA dog\r\n--${BOUNDARY}--\r\n`,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\nX-Long: ${'z'.repeat(100_000)}`,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${'n'.repeat(50_000)}"\r\n\r\nA dog\r\n--${BOUNDARY}--\r\n`,
        `--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\nno disposition\r\n--${BOUNDARY}--\r\n`,
        `--${BOUNDARY}\r\nContent-Disposition: attachment\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
        `--${BOUNDARY}--\r\n`,
        '',
      )
      .map((text): RawRequest => ({ payload: Buffer.from(text), type: formType(BOUNDARY) })),
    // Many parts: fields, files, or both past the form's limits.
    fc
      .tuple(fc.integer({ min: 5, max: 60 }), fc.constantFrom('alt', 'file', 'other'))
      .map(([count, name]): RawRequest => {
        const parts = Array.from(
          { length: count },
          (_, i): Part => ({
            name,
            value: Buffer.from(`part ${i}`),
            ...(name === 'file' ? { filename: `p${i}.png`, type: 'image/png' } : {}),
          }),
        );
        return { payload: bodyOf(parts), type: formType(BOUNDARY) };
      }),
  );
}

/** An upload: mostly well-formed forms of nonsense, often malformed ones, now and then JSON. */
export function multipartRequest(samples: SamplePictures) {
  return fc.oneof(
    { weight: 5, arbitrary: wellFormed(samples) },
    { weight: 4, arbitrary: malformed(samples) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(jsonBody, jsonContentType)
        .map(([payload, type]): RawRequest => ({ payload: Buffer.from(payload), type })),
    },
  );
}

// Stripe webhooks.

export interface WebhookRequest {
  payload: string;
  type: string;
  /** The Stripe-Signature header(s); undefined sends none. */
  signature: string | string[] | undefined;
}

/** What Stripe would send about a checkout, for a session that exists or one that doesn't. */
function stripeEvent(sessionIds: readonly string[]) {
  return fc
    .record({
      id: fc.constantFrom('evt_fuzz', ''),
      type: fc.oneof(
        fc.constantFrom(
          'checkout.session.completed',
          'checkout.session.async_payment_succeeded',
          'checkout.session.expired',
          'charge.refunded',
        ),
        nastyString,
      ),
      sessionId: fc.oneof(fc.constantFrom(...sessionIds), nastyString),
      amount: fc.oneof(fc.constantFrom(1500, 0, null), nastyNumber),
      paymentStatus: fc.oneof(fc.constantFrom('paid', 'unpaid'), nastyValue),
    })
    .map(({ id, type, sessionId, amount, paymentStatus }) =>
      JSON.stringify({
        id,
        object: 'event',
        type,
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            payment_status: paymentStatus,
            amount_total: amount,
            payment_intent: 'pi_fuzz',
          },
        },
      }),
    );
}

const sign = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');

/**
 * Webhook calls no one but Stripe could sign: random or Stripe-like bodies, with no signature,
 * a garbage one, one made with another secret, one for another body, one too old (the SDK
 * allows 5 minutes), one of another scheme, or one whose time was changed after signing.
 * Never a valid one: `secret` is the app's, used only to come close.
 */
export function forgedWebhook(
  secret: string,
  sessionIds: readonly string[],
): fc.Arbitrary<WebhookRequest> {
  const payload = fc.oneof(
    { weight: 3, arbitrary: stripeEvent(sessionIds) },
    { weight: 2, arbitrary: jsonBody.filter((text) => text.length < 50_000) },
    { weight: 1, arbitrary: randomBytes(512).map((bytes) => bytes.toString('latin1')) },
  );
  const signature = (body: string): fc.Arbitrary<WebhookRequest['signature']> => {
    // One instant for each case: a signature "from a second ago" is never a valid one.
    const at = Math.floor(Date.now() / 1000);
    return fc.oneof(
      fc.constant(undefined),
      asciiHeader,
      fc
        .uint8Array({ minLength: 32, maxLength: 32 })
        .map((bytes) => `t=${at},v1=${Buffer.from(bytes).toString('hex')}`),
      fc.constant(`t=${at},v1=${sign('whsec_not_the_secret', at, body)}`),
      fc.constant(`t=${at},v1=${sign(secret, at, `${body} `)}`),
      fc
        .integer({ min: 301, max: 10_000_000 })
        .map((age) => `t=${at - age},v1=${sign(secret, at - age, body)}`),
      fc.constant(`t=${at},v0=${sign(secret, at, body)}`),
      fc.constant(`t=${at - 1},v1=${sign(secret, at, body)}`),
      fc.constant<string[]>([`t=${at},v1=${sign('whsec_other', at, body)}`, 't=1,v1=00']),
    );
  };
  return payload.chain((body) =>
    fc.record({
      payload: fc.constant(body),
      type: fc.constantFrom('application/json; charset=utf-8', 'application/json', 'text/plain'),
      signature: signature(body),
    }),
  );
}

/** Seam's webhook headers (Svix's scheme): an id, a time in seconds, and `v1,` signatures. */
export interface SeamWebhookRequest {
  payload: string;
  headers: Record<string, string>;
}

/** Svix's signature: HMAC-SHA256 under the secret's key of "id.time.body", in base64. */
export const svixSign = (secret: string, id: string, at: number, body: string) =>
  createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${id}.${at}.${body}`)
    .digest('base64');

/**
 * Seam webhook calls no one but Seam could sign: random or Seam-like bodies, with no headers,
 * garbage ones, a signature made with another secret, one for another body or id, one too old
 * (Svix allows 5 minutes), or one of another version. Never a valid one.
 */
export function forgedSeamWebhook(secret: string): fc.Arbitrary<SeamWebhookRequest> {
  const seamEvent = fc
    .record({
      event_id: fc.uuid(),
      event_type: fc.constantFrom(
        'access_code.failed_to_set_on_device',
        'access_code.set_on_device',
        'device.disconnected',
        '',
      ),
      access_code_id: fc.uuid(),
      created_at: fc.constant(new Date().toISOString()),
    })
    .map((event) => JSON.stringify(event));
  const payload = fc.oneof(
    { weight: 3, arbitrary: seamEvent },
    { weight: 2, arbitrary: jsonBody.filter((text) => text.length < 50_000) },
    { weight: 1, arbitrary: randomBytes(512).map((bytes) => bytes.toString('latin1')) },
  );
  const headers = (body: string): fc.Arbitrary<Record<string, string>> => {
    const at = Math.floor(Date.now() / 1000);
    const id = 'msg_fuzz';
    const signed = (signature: string, time = at, messageId = id) => ({
      'svix-id': messageId,
      'svix-timestamp': String(time),
      'svix-signature': signature,
    });
    return fc.oneof(
      fc.constant({}),
      fc.record({
        'svix-id': asciiHeader,
        'svix-timestamp': asciiHeader,
        'svix-signature': asciiHeader,
      }),
      fc.constant(signed(`v1,${svixSign('whsec_bm90IHRoZSBzZWNyZXQ=', id, at, body)}`)),
      fc.constant(signed(`v1,${svixSign(secret, id, at, `${body} `)}`)),
      fc.constant(signed(`v1,${svixSign(secret, 'msg_other', at, body)}`)),
      fc
        .integer({ min: 301, max: 10_000_000 })
        .map((age) => signed(`v1,${svixSign(secret, id, at - age, body)}`, at - age)),
      fc.constant(signed(`v2,${svixSign(secret, id, at, body)}`)),
    );
  };
  return payload.chain((body) => fc.record({ payload: fc.constant(body), headers: headers(body) }));
}
