import { afterEach, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../src/server/email/outboxSql';
import { renderEmail } from '../../src/server/email/render';
import { accountAtMachine } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';

const sender = {
  parkName: 'Meadow Paddock',
  phone: '01632 960123',
  email: 'hello@meadow.example',
  address: 'Example Lane, Little Fictional',
  website: 'https://meadow.example',
  picture: null,
};

async function write(t: TestApp, key: string, subject: string) {
  const rendered = renderEmail(
    { subject, blocks: [{ type: 'paragraph', text: `Body of ${subject} <b>bold?</b>` }] },
    sender,
  );
  await t.database.db.transaction((tx) =>
    enqueueEmail(
      tx,
      { dedupeKey: key, to: 'walker@example.com', account: null, ...rendered },
      t.clock.now(),
    ),
  );
}

describe('the dev mailbox', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('When no mail server is set outside production, then e-mails are kept and listed newest first with HTML and text', async () => {
    t = await startTestApp();
    await write(t, 'a', 'First message');
    t.clock.advance(60_000);
    await write(t, 'b', 'Second message');
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 2, retrying: 0, failed: 0 });

    const response = await t.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const page = response.body;
    expect(page.indexOf('Second message')).toBeGreaterThan(-1);
    expect(page.indexOf('Second message')).toBeLessThan(page.indexOf('First message'));
    expect(page).toContain('walker@example.com');
    expect(page).toContain('kept');
    // The HTML part sits in a sandboxed frame; the text part is shown as text.
    expect(page).toMatch(/<iframe[^>]*sandbox=""[^>]*srcDoc="&lt;!DOCTYPE html&gt;/i);
    expect(page).toContain('Body of First message &lt;b&gt;bold?&lt;/b&gt;');
    expect(page).toContain('The Meadow Paddock team');

    const rows = await t.database.db.query<{ status: string }>('select status from email_outbox');
    expect(rows.map((row) => row.status)).toEqual(['kept', 'kept']);
  });

  it('When someone off this machine asks for a reset and reads the mailbox, then they are refused, however they dress the request', async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1' } });
    await accountAtMachine(t, 'owner@example.com', 'correct horse battery staple', 'super-admin');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: '198.51.100.7',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'owner@example.com' }),
    });
    expect(forgot.statusCode).toBe(202);
    await t.paddock.outbox.runOnce();

    for (const attempt of [
      { remoteAddress: '198.51.100.7', headers: {} },
      // A forwarded header naming loopback counts for nothing: only the socket's address does.
      { remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '127.0.0.1' } },
      // A proxy on this machine connects from loopback on behalf of anyone.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } },
      { remoteAddress: '::1', headers: { forwarded: 'for=198.51.100.7' } },
    ]) {
      const response = await t.app.inject({ url: '/dev/mailbox', ...attempt });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(403);
      expect(response.body).not.toContain('reset-password');
      expect(response.body).toContain('only to a browser on this machine');
    }

    const local = await t.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('reset-password#token=');
    expect(local.body).toContain('shown only to this machine');
  });

  it('When the app runs in production, then there is no dev mailbox, whatever the mail settings', async () => {
    t = await startTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://book.example.com',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Park <bookings@example.com>',
        STRIPE_SECRET_KEY: 'sk_test_paddock',
        STRIPE_WEBHOOK_SECRET: 'whsec_paddock',
      },
    });
    expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it('When a mail server is set, then there is no dev mailbox', async () => {
    t = await startTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    const response = await t.app.inject({ url: '/dev/mailbox' });
    expect(response.statusCode).toBe(404);
  });

  it('When the mailbox is asked for a page that is not a number, then it says so', async () => {
    t = await startTestApp();
    const response = await t.app.inject({ url: '/dev/mailbox?before=soon' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request/invalid');
  });
});
