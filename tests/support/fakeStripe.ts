import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A small Stripe-compatible HTTP server for tests: Checkout Sessions (mode=payment), refunds,
 * idempotency keys, Stripe's error format and signed webhooks. Tests drive the real `stripe`
 * SDK against it, so a request the fake accepts is one the SDK really sends.
 */
export interface FakeStripeOptions {
  /**
   * The clock Stripe's time checks use (the app under test may run on a fixed clock, e.g. 2025).
   * Default: real time.
   */
  now?: () => Date;
}

/** What the fake knows of a Checkout Session; the HTTP answers give Stripe's shape of it. */
export interface FakeSession {
  /** 'cs_test_' + random */
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  /** The sum of the line items' unit_amount * quantity. */
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  /** Unix seconds. */
  expires_at: number;
  /** The words beside the pay button, as Stripe's page would show them. */
  custom_text: { submit: { message: string } | null };
  /** 'pi_test_...' once paid. */
  payment_intent: string | null;
  /** `${fake.url}/pay/${id}`; nothing is served there. Stripe answers null once not open. */
  url: string;
  /** Kept for assertions; Stripe's answers leave line_items out unless expanded. */
  line_items: Array<{ name: string; unit_amount: number; quantity: number }>;
  created: number;
}

export interface FakeRefund {
  id: string;
  payment_intent: string;
  amount: number;
  status: 'succeeded';
  metadata: Record<string, string>;
  reason: string | null;
  created: number;
}

export interface FakeStripe {
  /** http://127.0.0.1:<port> — what the app's STRIPE_API_URL is set to. */
  url: string;
  /** 'sk_test_paddock_fake'; a request with any other bearer key gets 401. */
  secretKey: string;
  /** 'whsec_' + random */
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  refunds: FakeRefund[];
  /** Every request received, for assertions: method, path, parsed body, idempotency key. */
  requests: Array<{
    method: string;
    path: string;
    body: Record<string, unknown>;
    idempotencyKey: string | null;
  }>;
  /**
   * The customer pays on the hosted page: the session becomes complete/paid with a new
   * payment_intent. Does not notify anyone. Throws if the session is not open (or is past
   * expires_at by `now`).
   */
  pay(sessionId: string): FakeSession;
  /** A Stripe event for a session, as Stripe would send it; data.object as the API answers it. */
  event(
    type: 'checkout.session.completed' | 'checkout.session.expired',
    sessionId: string,
  ): Record<string, unknown>;
  /**
   * POSTs an event to a webhook URL with a valid Stripe-Signature header (v1: HMAC-SHA256 with
   * webhookSecret over `${timestamp}.${payload}`), or a forged one when asked. Answers the HTTP
   * status and body the app returned. An https URL (the app behind its TLS proxy) is checked
   * against `ca` when given (a local authority, like Caddy's), else the usual authorities.
   */
  deliver(
    webhookUrl: string,
    event: Record<string, unknown>,
    options?: { forgeSignature?: boolean; ca?: string },
  ): Promise<{ status: number; body: string }>;
  /** Makes a session expired as Stripe does at expires_at; throws if it is not open. */
  expire(sessionId: string): FakeSession;
  /** Makes the next `times` calls to a path (like '/v1/refunds') fail with HTTP 500. */
  failNext(path: string, times?: number): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json; replayed?: boolean };

class StripeError extends Error {
  constructor(
    message: string,
    readonly details: { code?: string; param?: string; status?: number } = {},
  ) {
    super(message);
  }
}

const failed = (status: number, type: string, message: string, extra: Json = {}): Answer => ({
  status,
  body: { error: { type, message, ...extra } },
});

async function readAll(stream: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const newId = (prefix: string) => prefix + randomBytes(12).toString('hex');
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stripe's form encoding: `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }; values stay strings. */
function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = [
      key.replace(/\[.*$/, ''),
      ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? ''),
    ];
    // Keys come from the request; never let them reach Object.prototype.
    if (path.some((part) => part === '__proto__' || part === 'constructor')) continue;
    let node = root as Record<string | number, unknown>;
    for (const [i, part] of path.entries()) {
      const slot = Array.isArray(node) ? (part === '' ? node.length : Number(part)) : part;
      const next = path[i + 1];
      if (next === undefined) {
        node[slot] = value;
        continue;
      }
      // A key seen before as a plain value (`a=1&a[b]=2`) becomes a container.
      if (typeof node[slot] !== 'object') node[slot] = /^\d*$/.test(next) ? [] : {};
      node = node[slot] as Record<string | number, unknown>;
    }
  }
  return root;
}

const dig = (value: unknown, ...keys: string[]) =>
  keys.reduce((at, key) => (isRecord(at) ? at[key] : undefined), value);

function text(value: unknown, param: string): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  throw new StripeError(`Invalid string: ${param}`, { code: 'parameter_invalid_string', param });
}

function integer(value: unknown, param: string, min = 0): number | null {
  const raw = text(value, param);
  if (raw === null) return null;
  if (!/^-?\d+$/.test(raw)) {
    throw new StripeError(`Invalid integer: ${raw}`, { code: 'parameter_invalid_integer', param });
  }
  if (Number(raw) < min) {
    throw new StripeError(`This value must be greater than or equal to ${min}.`, { param });
  }
  return Number(raw);
}

function required<T>(value: T | null, param: string): T {
  if (value !== null) return value;
  throw new StripeError(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

/** Stripe's metadata limits, so that the fake does not accept metadata Stripe would refuse. */
function metadata(body: Json): Record<string, string> {
  const entries = Object.entries(isRecord(body.metadata) ? body.metadata : {});
  const bad = entries.find(
    ([key, value]) => key.length > 40 || (text(value, `metadata[${key}]`) ?? '').length > 500,
  );
  if (bad || entries.length > 50) {
    throw new StripeError('Metadata allows 50 keys of up to 40 characters, values of up to 500.');
  }
  // An empty value unsets a key at Stripe.
  return Object.fromEntries(entries.filter(([, value]) => value !== '')) as Record<string, string>;
}

const SESSION_PARAMS = [
  ...['mode', 'success_url', 'cancel_url', 'line_items', 'metadata', 'client_reference_id'],
  ...['customer_email', 'expires_at', 'payment_intent_data', 'custom_text'],
];

/** Stripe's custom_text.submit: one message of up to 1200 characters; the fake models no other. */
function customText(body: Json): FakeSession['custom_text'] {
  if (body.custom_text === undefined) return { submit: null };
  if (!isRecord(body.custom_text))
    throw new StripeError('Invalid object', { param: 'custom_text' });
  onlyKnown(body.custom_text, ['submit']);
  const message = required(
    text(dig(body.custom_text, 'submit', 'message'), 'custom_text[submit][message]'),
    'custom_text[submit][message]',
  );
  if (message.length > 1200) {
    throw new StripeError('Text may be up to 1200 characters in length.', {
      param: 'custom_text[submit][message]',
    });
  }
  return { submit: { message } };
}

/**
 * Stripe refuses parameters it does not know; so does the fake, rather than quietly ignoring
 * something the app relies on.
 */
function onlyKnown(body: Json, known: string[]) {
  const unknown = Object.keys(body).find((key) => !known.includes(key));
  if (unknown) {
    throw new StripeError(`Received unknown parameter: ${unknown} (the fake does not model it)`);
  }
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const now = options.now ?? (() => new Date());
  const secretKey = 'sk_test_paddock_fake';
  const webhookSecret = newId('whsec_');
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  const requests: FakeStripe['requests'] = [];
  const paidBy = new Map<string, FakeSession>();
  const failures = new Map<string, number>();
  const idempotent = new Map<string, { path: string; raw: string; answer: Answer }>();
  let apiVersion: string | null = null;
  let url = '';

  const sessionFor = (id: string) => {
    const session = sessions.get(id);
    if (!session) {
      const message = `No such checkout.session: '${id}'`;
      throw new StripeError(message, { code: 'resource_missing', status: 404 });
    }
    return session;
  };

  // The wire shape: Stripe omits line_items unless expanded, and drops the url once closed.
  const wireSession = ({ line_items: _, ...session }: FakeSession): Json => ({
    ...session,
    object: 'checkout.session',
    mode: 'payment',
    livemode: false,
    amount_subtotal: session.amount_total,
    url: session.status === 'open' ? session.url : null,
  });

  const wireRefund = (refund: FakeRefund): Json => ({
    ...refund,
    object: 'refund',
    currency: paidBy.get(refund.payment_intent)?.currency,
  });

  function createSession(body: Json): Json {
    onlyKnown(body, SESSION_PARAMS);
    if (required(text(body.mode, 'mode'), 'mode') !== 'payment') {
      throw new StripeError('The fake supports only mode=payment.', { param: 'mode' });
    }
    const items = Array.isArray(body.line_items) ? body.line_items : [];
    if (items.length === 0) required(null, 'line_items');
    const currencies = new Set<string>();
    const line_items = items.map((item: unknown, i) => {
      const need = <T>(parse: (value: unknown, param: string) => T | null, ...keys: string[]) => {
        const param = `line_items[${i}][${keys.join('][')}]`;
        return required(parse(dig(item, ...keys), param), param);
      };
      currencies.add(need(text, 'price_data', 'currency').toLowerCase());
      return {
        name: need(text, 'price_data', 'product_data', 'name'),
        unit_amount: need(integer, 'price_data', 'unit_amount'),
        quantity: need((value, param) => integer(value, param, 1), 'quantity'),
      };
    });
    if (currencies.size > 1) {
      const message = 'All line items must use the same currency.';
      throw new StripeError(message, { param: 'line_items' });
    }
    const created = unix(now());
    const expiresAt = integer(body.expires_at, 'expires_at') ?? created + 24 * 3600;
    const tooSoon = expiresAt < created + 30 * 60;
    if (tooSoon || expiresAt > created + 24 * 3600) {
      const limit = tooSoon ? 'at least 30 minutes' : 'less than 24 hours';
      throw new StripeError(
        `The \`expires_at\` timestamp must be ${limit} from Checkout Session creation.`,
        { param: 'expires_at' },
      );
    }
    const id = newId('cs_test_');
    const session: FakeSession = {
      id,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: line_items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0),
      currency: [...currencies][0] ?? '',
      metadata: metadata(body),
      client_reference_id: text(body.client_reference_id, 'client_reference_id'),
      customer_email: text(body.customer_email, 'customer_email'),
      success_url: required(text(body.success_url, 'success_url'), 'success_url'),
      cancel_url: required(text(body.cancel_url, 'cancel_url'), 'cancel_url'),
      expires_at: expiresAt,
      custom_text: customText(body),
      payment_intent: null,
      url: `${url}/pay/${id}`,
      line_items,
      created,
    };
    sessions.set(id, session);
    return wireSession(session);
  }

  function createRefund(body: Json): Json {
    onlyKnown(body, ['payment_intent', 'amount', 'metadata', 'reason']);
    const paymentIntent = required(text(body.payment_intent, 'payment_intent'), 'payment_intent');
    const session = paidBy.get(paymentIntent);
    if (!session) {
      const message = `No such payment_intent: '${paymentIntent}'`;
      throw new StripeError(message, { code: 'resource_missing', param: 'payment_intent' });
    }
    const left = refunds
      .filter((refund) => refund.payment_intent === paymentIntent)
      .reduce((rest, refund) => rest - refund.amount, session.amount_total);
    if (left === 0) {
      const message = `The payment ${paymentIntent} has already been refunded.`;
      throw new StripeError(message, { code: 'charge_already_refunded' });
    }
    const amount = integer(body.amount, 'amount', 1) ?? left;
    if (amount > left) {
      const message = `Refund amount (${amount}) is greater than unrefunded amount (${left}).`;
      throw new StripeError(message, { code: 'amount_too_large', param: 'amount' });
    }
    const refund: FakeRefund = {
      id: newId('re_'),
      payment_intent: paymentIntent,
      amount,
      status: 'succeeded',
      metadata: metadata(body),
      reason: text(body.reason, 'reason'),
      created: unix(now()),
    };
    refunds.push(refund);
    return wireRefund(refund);
  }

  function route(method: string, path: string, body: Json): Json {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    const [, id, action] = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/) ?? [];
    if (id && method === 'GET' && !action) return wireSession(sessionFor(id));
    if (id && method === 'POST' && action) {
      const session = sessionFor(id);
      if (session.status === 'complete') {
        throw new StripeError('This Checkout Session is not in an expirable state.');
      }
      session.status = 'expired';
      return wireSession(session);
    }
    throw new StripeError(`Unrecognized request URL (${method}: ${path}).`, { status: 404 });
  }

  function answer(method: string, path: string, raw: string, key: string | null): Answer {
    const failing = failures.get(path) ?? 0;
    if (failing > 0) {
      failures.set(path, failing - 1);
      return failed(500, 'api_error', 'An outage the test asked for (failNext).');
    }
    const earlier = key === null ? undefined : idempotent.get(key);
    if (earlier && (earlier.path !== path || earlier.raw !== raw)) {
      const message =
        'Keys for idempotent requests can only be used with the same parameters they were ' +
        'first used with, on the same endpoint.';
      return failed(400, 'idempotency_error', message);
    }
    if (earlier) return { ...earlier.answer, replayed: true };
    try {
      const result = { status: 200, body: route(method, path, parseForm(raw)) };
      // Only successes are kept, as Stripe does not keep requests that failed validation.
      if (key !== null && method === 'POST') idempotent.set(key, { path, raw, answer: result });
      return result;
    } catch (error) {
      if (error instanceof StripeError) {
        const { status = 400, ...details } = error.details;
        return failed(status, 'invalid_request_error', error.message, details);
      }
      // A bug in the fake reaches the test as an API error rather than crashing the test run.
      return failed(500, 'api_error', `fake Stripe failed: ${String(error)}`);
    }
  }

  function respond(req: http.IncomingMessage, res: http.ServerResponse, raw: string) {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    requests.push({ method, path, body: parseForm(raw), idempotencyKey });
    const version = req.headers['stripe-version'];
    if (typeof version === 'string') apiVersion = version;
    const result =
      req.headers.authorization === `Bearer ${secretKey}`
        ? answer(method, path, raw, method === 'POST' ? idempotencyKey : null)
        : failed(401, 'authentication_error', 'Invalid API Key provided');
    res.writeHead(result.status, {
      'content-type': 'application/json',
      'request-id': newId('req_'),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(result.body, null, 2));
  }

  const server = http.createServer((req, res) => {
    // A client that hangs up mid-request just goes away; it must not fail the test run.
    readAll(req).then(
      (raw) => respond(req, res, raw),
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const openSession = (id: string, doing: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe: no session ${id}`);
    if (session.status !== 'open') {
      throw new Error(`fake Stripe: cannot ${doing} session ${id}, it is ${session.status}`);
    }
    return session;
  };

  return {
    url,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    requests,
    pay(sessionId) {
      const session = openSession(sessionId, 'pay');
      if (unix(now()) >= session.expires_at) {
        throw new Error(`fake Stripe: session ${sessionId} is past its expires_at`);
      }
      const paymentIntent = newId('pi_test_');
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = paymentIntent;
      paidBy.set(paymentIntent, session);
      return session;
    },
    expire(sessionId) {
      const session = openSession(sessionId, 'expire');
      session.status = 'expired';
      return session;
    },
    event(type, sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      return {
        id: newId('evt_'),
        object: 'event',
        type,
        created: unix(now()),
        data: { object: wireSession(session) },
        livemode: false,
        api_version: apiVersion,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      };
    },
    deliver(webhookUrl, event, { forgeSignature = false, ca } = {}) {
      const payload = JSON.stringify(event, null, 2);
      // Signed at the real time, not now(): the SDK limits only a signature's age, so an app
      // verifying against its fixed 2025 clock accepts it, and one using the real time does too.
      const timestamp = Math.floor(Date.now() / 1000);
      const secret = forgeSignature ? newId('whsec_') : webhookSecret;
      const signature = createHmac('sha256', secret)
        .update(`${timestamp}.${payload}`)
        .digest('hex');
      const headers = {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': `t=${timestamp},v1=${signature}`,
      };
      return new Promise((resolve, reject) => {
        // A fresh connection (no agent), so that no socket outlives the app under test.
        const onAnswer = (res: http.IncomingMessage) =>
          readAll(res).then((body) => resolve({ status: res.statusCode ?? 0, body }), reject);
        const options = { method: 'POST', agent: false, headers } as const;
        const request = webhookUrl.startsWith('https:')
          ? https.request(webhookUrl, { ...options, ca }, onAnswer)
          : http.request(webhookUrl, options, onAnswer);
        request.on('error', reject).end(payload);
      });
    },
    failNext(path, times = 1) {
      failures.set(path, (failures.get(path) ?? 0) + times);
    },
    close() {
      // The SDK keeps connections alive; without this, close() waits for them to time out.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
