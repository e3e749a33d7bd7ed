import { afterEach, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../../src/server/email/outboxSql';
import { renderEmail } from '../../src/server/email/render';
import { startTestApp, type TestApp } from '../support/testApp';

const sender = { parkName: 'Meadow Paddock', phone: '01632 960123', email: 'hello@meadow.example' };

async function write(t: TestApp, key: string, subject: string) {
  const rendered = renderEmail(
    { subject, blocks: [{ type: 'paragraph', text: `Body of ${subject} <b>bold?</b>` }] },
    sender,
  );
  await t.database.db.transaction((tx) =>
    enqueueEmail(tx, { dedupeKey: key, to: 'walker@example.com', ...rendered }, t.clock.now()),
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
