import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { type StripeTestApp, startStripeTestApp } from '../support/stripeApp';
import { startTestApp, type TestApp } from '../support/testApp';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one series (name and labels exactly as Prometheus prints them), 0 when absent. */
function figure(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  let s: StripeTestApp;
  let smtp: TestSmtpServer;
  let walker: TestBrowser;
  let email: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    s = await startStripeTestApp(undefined, { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
    email = uniqueEmail();
    walker = await signedInAs(s.t, 'customer', email);
  });
  afterEach(() => s.close());

  const scrape = async (authorization: string | null = `Bearer ${TOKEN}`) =>
    s.t.app.inject({
      url: '/metrics',
      headers: authorization === null ? {} : { authorization },
    });
  const metrics = async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('When asked without the token or with a wrong one, then 401 and no figures; with it, then 200 in Prometheus text', async () => {
    for (const authorization of [null, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ', `Basic ${TOKEN}`]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(refused.body).not.toContain('paddock_');
    }
    const answered = await scrape();
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answered.body).toContain('# TYPE paddock_http_request_duration_seconds histogram');
    expect(answered.body).toContain('# TYPE paddock_bookings gauge');
    expect(figure(answered.body, 'paddock_database_up')).toBe(1);
    // This app's own figures: the process's are there too, as the token is set.
    expect(answered.body).toContain('process_resident_memory_bytes');
  });

  it('When a booking is held and then paid through the Stripe webhook, then held, confirmed and payments move', async () => {
    const before = await metrics();
    const response = await walker.post('/api/bookings', slot('10:00', 60, '5-6'));
    expect(response.statusCode).toBe(201);
    const { bookingId, checkoutUrl } = response.json<{ bookingId: number; checkoutUrl: string }>();

    const held = await metrics();
    const heldSeries = 'paddock_bookings{status="held"}';
    const confirmedSeries = 'paddock_bookings{status="confirmed"}';
    expect(figure(held, heldSeries)).toBe(figure(before, heldSeries) + 1);
    expect(figure(held, confirmedSeries)).toBe(figure(before, confirmedSeries));

    const session = [...s.stripe.sessions.values()].find((c) => c.url === checkoutUrl);
    if (!session) throw new Error('no Stripe session behind the checkout address');
    s.stripe.pay(session.id);
    const delivered = await s.stripe.deliver(
      s.webhookUrl,
      s.stripe.event('checkout.session.completed', session.id),
    );
    expect(delivered.status).toBe(200);
    await walker.get(`/api/bookings/${bookingId}`);

    const paid = await metrics();
    expect(figure(paid, heldSeries)).toBe(figure(before, heldSeries));
    expect(figure(paid, confirmedSeries)).toBe(figure(before, confirmedSeries) + 1);
    expect(figure(paid, 'paddock_payments')).toBe(figure(before, 'paddock_payments') + 1);
    expect(figure(paid, 'paddock_payments_pence')).toBe(
      figure(before, 'paddock_payments_pence') + session.amount_total,
    );
    // Requests are timed by their route as declared, never by the address asked.
    expect(
      figure(
        paid,
        'paddock_http_request_duration_seconds_count{method="POST",route="/api/bookings",status="2xx"}',
      ),
    ).toBe(1);
    expect(paid).toContain('route="/api/bookings/:id"');
    expect(paid).not.toContain(`/api/bookings/${bookingId}"`);
  });

  it('When an e-mail (a password reset) goes out over SMTP, then the outbox counts it sent and no longer queued', async () => {
    const before = await metrics();
    const response = await walker.post('/api/auth/forgot-password', { email });
    expect(response.statusCode).toBe(202);
    const queued = await metrics();
    const queuedSeries = 'paddock_email_outbox_waiting{state="queued"}';
    expect(figure(queued, queuedSeries)).toBe(figure(before, queuedSeries) + 1);

    await s.t.paddock.outbox.runOnce();
    await smtp.waitForMessageTo(email);
    const sent = await metrics();
    expect(figure(sent, queuedSeries)).toBe(figure(before, queuedSeries));
    expect(figure(sent, 'paddock_emails_total{outcome="sent"}')).toBeGreaterThanOrEqual(
      figure(before, 'paddock_emails_total{outcome="sent"}') + 1,
    );
  });

  it('When the background jobs run, then each is timed under its name; and the database use is told', async () => {
    await s.t.paddock.sweeper.runOnce();
    const text = await metrics();
    expect(
      figure(text, 'paddock_job_duration_seconds_count{job="end lapsed holds",outcome="done"}'),
    ).toBe(1);
    expect(text).toContain('paddock_database_waiting ');
    if (s.t.database.kind === 'postgres') {
      // Only a pool has connections to count; the embedded database has its queue alone.
      expect(figure(text, 'paddock_database_connections{state="total"}')).toBeGreaterThan(0);
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('When no token is set, then there is no /metrics: 404, whatever is sent', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything-at-all-0123456789' }]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('paddock_');
    }
  });
});
