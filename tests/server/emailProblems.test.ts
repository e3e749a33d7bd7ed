import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmailProblem, EmailProblems } from '../../src/contract/emailProblems';
import { enqueueEmail } from '../../src/server/email/outboxSql';
import { renderEmail } from '../../src/server/email/render';
import { signedInAs, TestBrowser, uniqueEmail } from '../support/browser';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';

const sender = {
  parkName: 'Meadow Paddock',
  phone: '01632 960123',
  email: 'hello@example.com',
  address: 'Example Lane, Little Fictional',
  website: 'https://meadow.example',
  picture: null,
};
const MINUTE = 60_000;

describe('the e-mail problems list', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestBrowser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refused.length = 0;
    smtp.setPolicy(() => null);
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Meadow Paddock <bookings@example.com>' },
    });
    admin = await signedInAs(t, 'admin');
  });
  afterEach(() => t.close());

  async function write(key: string, to: string, subject: string): Promise<void> {
    const rendered = renderEmail(
      { subject, blocks: [{ type: 'paragraph', text: `About ${key}.` }] },
      sender,
    );
    await t.database.db.transaction((tx) =>
      enqueueEmail(tx, { dedupeKey: key, to, account: null, ...rendered }, t.clock.now()),
    );
  }

  const problems = async (browser = admin) => {
    const response = await browser.get('/api/admin/email-problems');
    expect(response.statusCode).toBe(200);
    return response.json<EmailProblems>();
  };
  const retry = (id: number, browser = admin) =>
    browser.post(`/api/admin/email-problems/${id}/retry`, {});
  const deliveredTo = (address: string) =>
    smtp.received.filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((v) => v.address === address)),
    );

  it('When the mail server refuses an address for good (550), then the e-mail is listed as failed with the server’s words', async () => {
    const nobody = uniqueEmail('nobody');
    smtp.setPolicy((address) =>
      address === nobody ? { code: 550, message: 'No such user here' } : null,
    );
    const writtenAt = t.clock.now().toISOString();
    await write('booking-confirmation:41', nobody, 'Your booking is confirmed');
    await write('booking-confirmation:42', uniqueEmail('fine'), 'Your booking is confirmed');
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 1 });

    const list = await problems();
    expect(list.total).toBe(1);
    expect(list.rows).toEqual([
      {
        id: expect.any(Number),
        to: nobody,
        subject: 'Your booking is confirmed',
        kind: 'booking-confirmation',
        status: 'failed',
        error: expect.stringMatching(/^550 .*No such user here/),
        firstTriedAt: writtenAt,
        attempts: 1,
        nextTryAt: null,
      },
    ]);
  });

  it('When the mail server defers an e-mail (421), then it is listed only once it has been retrying for 15 minutes, with its next try', async () => {
    const busy = uniqueEmail('busy');
    smtp.setPolicy(() => ({ code: 421, message: 'Too busy, try again later' }));
    await write('password-reset:busy', busy, 'Reset your password');

    expect(await t.paddock.outbox.runOnce()).toMatchObject({ retrying: 1 });
    t.clock.advance(30_000);
    expect(await t.paddock.outbox.runOnce()).toMatchObject({ retrying: 1 });
    // Retrying for a short while is how mail works (greylisting): nobody needs to hear of it.
    expect(await problems()).toEqual({ total: 0, rows: [] });

    let retrying: EmailProblem[] = [];
    for (let minutes = 0; minutes < 30 && retrying.length === 0; minutes += 1) {
      t.clock.advance(MINUTE);
      await t.paddock.outbox.runOnce();
      retrying = (await problems()).rows;
    }
    const [row] = retrying;
    expect(row).toMatchObject({
      to: busy,
      kind: 'password-reset',
      status: 'retrying',
      error: expect.stringMatching(/^421 .*Too busy, try again later/),
    });
    expect(row?.attempts).toBeGreaterThanOrEqual(3);
    expect(new Date(row?.nextTryAt ?? 0).getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(t.clock.now().getTime() - new Date(row?.firstTriedAt ?? 0).getTime()).toBeGreaterThan(
      15 * MINUTE,
    );
  });

  it('When an admin retries a failed e-mail once the server accepts it, then it is delivered once, leaves the list and Activity says who retried it', async () => {
    const moved = uniqueEmail('moved');
    smtp.setPolicy((address) =>
      address === moved ? { code: 550, message: 'Mailbox unavailable' } : null,
    );
    await write('booking-reminder:7', moved, 'See you tomorrow');
    await t.paddock.outbox.runOnce();
    const [failed] = (await problems()).rows;
    expect(failed?.status).toBe('failed');

    smtp.setPolicy(() => null);
    t.clock.advance(20 * MINUTE);
    const retried = await retry(failed?.id ?? 0);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      id: failed?.id,
      status: 'retrying',
      attempts: 1,
      nextTryAt: t.clock.now().toISOString(),
    });

    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(deliveredTo(moved).map((mail) => mail.subject)).toEqual(['See you tomorrow']);
    expect(await problems()).toEqual({ total: 0, rows: [] });

    const activity = (await admin.get('/api/admin/activity')).json<{
      rows: { action: string; details: string }[];
    }>();
    expect(activity.rows[0]).toMatchObject({
      action: 'e-mail retried',
      details: expect.stringContaining(`See you tomorrow to ${moved}`),
    });
  });

  it('When an admin retries an e-mail that is still being retried, then it is tried at once rather than at its next try', async () => {
    const slow = uniqueEmail('slow');
    smtp.setPolicy(() => ({ code: 421, message: 'Try later' }));
    await write('verify-email:slow', slow, 'Confirm your e-mail address');
    await t.paddock.outbox.runOnce();
    t.clock.advance(16 * MINUTE);
    await t.paddock.outbox.runOnce();
    const [row] = (await problems()).rows;
    expect(new Date(row?.nextTryAt ?? 0).getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });

    smtp.setPolicy(() => null);
    expect((await retry(row?.id ?? 0)).json()).toMatchObject({
      status: 'retrying',
      nextTryAt: t.clock.now().toISOString(),
    });
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(deliveredTo(slow)).toHaveLength(1);
    expect((await problems()).rows).toEqual([]);
  });

  it('When the e-mail was delivered or does not exist, then Retry is refused and nothing is sent again', async () => {
    const fine = uniqueEmail('fine');
    await write('password-changed:1', fine, 'Your password was changed');
    await t.paddock.outbox.runOnce();
    const [sent] = await t.database.db.query<{ id: number }>(
      'select id from email_outbox where to_address = $1',
      [fine],
    );

    const again = await retry(Number(sent?.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('That e-mail has been delivered already.');
    expect((await retry(99_999_999)).statusCode).toBe(404);
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(deliveredTo(fine)).toHaveLength(1);
  });

  it('When a failed e-mail’s words have been removed, then it is not listed and Retry is refused', async () => {
    const gone = uniqueEmail('gone');
    smtp.setPolicy(() => ({ code: 550, message: 'No such user' }));
    await write('booking-confirmation:9', gone, 'Your booking is confirmed');
    await t.paddock.outbox.runOnce();
    const [failed] = (await problems()).rows;
    // As the retention sweep or an account's deletion leaves it.
    await t.database.db.query(`update email_outbox set html = '', text = '' where id = $1`, [
      failed?.id,
    ]);

    expect(await problems()).toEqual({ total: 0, rows: [] });
    const refused = await retry(failed?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('admin/email-words-gone');
  });

  it('When a failure is over 30 days old, then it has left the list', async () => {
    smtp.setPolicy(() => ({ code: 550, message: 'No such user' }));
    await write('booking-confirmation:10', uniqueEmail('old'), 'Your booking is confirmed');
    await t.paddock.outbox.runOnce();
    // Sessions end sooner than that: a new admin looks each time.
    t.clock.advance(29 * 24 * 60 * MINUTE);
    expect((await problems(await signedInAs(t, 'admin'))).total).toBe(1);
    t.clock.advance(2 * 24 * 60 * MINUTE);
    expect(await problems(await signedInAs(t, 'admin'))).toEqual({ total: 0, rows: [] });
  });

  it('When there are more than 50 problems, then the newest 50 are listed and all are counted', async () => {
    smtp.setPolicy(() => ({ code: 550, message: 'No such user' }));
    for (let i = 0; i < 52; i += 1) {
      await write(`booking-confirmation:${100 + i}`, uniqueEmail('many'), `Message ${i}`);
      t.clock.advance(1_000);
    }
    while ((await t.paddock.outbox.runOnce()).failed > 0);
    const list = await problems();
    expect(list.total).toBe(52);
    expect(list.rows).toHaveLength(50);
    expect(list.rows[0]?.subject).toBe('Message 51');
    expect(list.rows[49]?.subject).toBe('Message 2');
  });

  it('When a customer or nobody asks, then the list and Retry are refused', async () => {
    const customer = await signedInAs(t, 'customer');
    expect((await customer.get('/api/admin/email-problems')).statusCode).toBe(403);
    expect((await retry(1, customer)).statusCode).toBe(403);
    const anonymous = new TestBrowser(t);
    expect((await anonymous.get('/api/admin/email-problems')).statusCode).toBe(401);
    expect((await retry(1, anonymous)).statusCode).toBe(401);
  });
});
