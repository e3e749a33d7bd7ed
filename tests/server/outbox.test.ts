import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueEmail, type OutgoingEmail } from '../../src/server/email/outboxSql';
import { renderEmail } from '../../src/server/email/render';
import { smtpTransport } from '../../src/server/email/transport';
import { OutboxWorker } from '../../src/server/email/worker';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';

const sender = {
  parkName: 'Meadow Paddock Dog Field',
  phone: '01632 960123',
  email: 'hello@meadowpaddock.example',
  address: 'Example Lane, Little Fictional',
  website: 'https://meadowpaddock.example',
  picture: null,
};
const quiet = { info() {}, warn() {}, error() {} };

function email(key: string, to = 'walker@example.com'): OutgoingEmail {
  const rendered = renderEmail(
    {
      subject: `Message ${key}`,
      blocks: [
        { type: 'heading', text: 'Thank you for your booking.' },
        { type: 'paragraph', text: `This is message ${key}.` },
      ],
    },
    sender,
  );
  return { dedupeKey: key, to, account: null, ...rendered };
}

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
}

describe('the e-mail outbox', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refused.length = 0;
    smtp.setPolicy(() => null);
    smtp.setAcceptDelay(0);
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Meadow Paddock <bookings@meadowpaddock.example>' },
    });
  });
  afterEach(() => t.close());

  const rows = () =>
    t.database.db.query<OutboxRow & { dedupe_key: string }>(
      'select dedupe_key, status, attempts, last_error from email_outbox order by id',
    );
  const write = (message: OutgoingEmail) =>
    t.database.db.transaction((tx) => enqueueEmail(tx, message, t.clock.now()));

  it('When a change commits with its e-mail, then the worker sends it over SMTP with both parts, signed by the team', async () => {
    await write(email('welcome:1'));
    const result = await t.paddock.outbox.runOnce();
    expect(result).toEqual({ delivered: 1, retrying: 0, failed: 0 });

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.subject).toBe('Message welcome:1');
    expect(mail?.from?.value).toEqual([
      { name: 'Meadow Paddock', address: 'bookings@meadowpaddock.example' },
    ]);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('walker@example.com');
    expect(mail?.html).toContain('Thank you for your booking.');
    expect(mail?.text).toContain('Thank you for your booking.');
    expect(mail?.text).toContain('The Meadow Paddock Dog Field team');
    expect(mail?.html).toContain('The Meadow Paddock Dog Field team');
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1, last_error: null }]);
  });

  it('When the change rolls back, then its e-mail was never written and nothing is sent', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, email('rolled-back'), t.clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(await rows()).toEqual([]);
    expect(smtp.received).toHaveLength(0);
  });

  it('When the same reason writes a message twice, then it is stored and sent once', async () => {
    expect(await write(email('confirmation:42'))).toBe(true);
    expect(await write(email('confirmation:42'))).toBe(false);
    await t.paddock.outbox.runOnce();
    await t.paddock.outbox.runOnce();
    expect(await rows()).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('When the mail server defers a message (4xx), then it is retried after a pause and delivered', async () => {
    smtp.setPolicy(() => ({ code: 450, message: 'Mailbox busy, try later' }));
    await write(email('deferred'));

    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(await rows()).toMatchObject([
      { status: 'pending', attempts: 1, last_error: expect.stringContaining('450') },
    ]);

    smtp.setPolicy(() => null);
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 }); // not due yet
    t.clock.advance(30_000);
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Message deferred']);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
  });

  it('When the mail server refuses a message for good (5xx), then it is marked failed with the reason and never retried', async () => {
    smtp.setPolicy((address) =>
      address.startsWith('nobody') ? { code: 550, message: 'No such user here' } : null,
    );
    await write(email('refused', 'nobody@example.com'));

    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    t.clock.advance(3 * 24 * 60 * 60_000);
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(smtp.refused).toEqual([{ address: 'nobody@example.com', code: 550 }]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.last_error).toContain('550');
  });

  it('When the mail server is down, then messages wait and go out once it is back', async () => {
    const closed = await startSmtpServer();
    const port = closed.port;
    await closed.close();
    const down = new OutboxWorker({
      db: t.database.db,
      clock: t.clock,
      transport: await smtpTransport(`smtp://127.0.0.1:${port}`, 'bookings@meadowpaddock.example'),
      log: quiet,
    });
    await write(email('while-down'));
    expect(await down.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect((await rows())[0]?.last_error).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);

    t.clock.advance(30_000);
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('When a message keeps being deferred for two days, then it is given up and marked failed', async () => {
    smtp.setPolicy(() => ({ code: 451, message: 'Try again later' }));
    await write(email('hopeless'));
    let attempts = 0;
    let last = { delivered: 0, retrying: 1, failed: 0 };
    while (last.retrying === 1 && attempts < 200) {
      last = await t.paddock.outbox.runOnce();
      attempts += 1;
      t.clock.advance(60 * 60_000);
    }
    expect(last).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    const [row] = await rows();
    expect(row?.status).toBe('failed');
    expect(row?.last_error).toMatch(/^gave up after \d+ attempts: 451/);
    // It kept trying for over a day: one attempt an hour at most once the pauses reach an hour.
    expect(attempts).toBeGreaterThan(24);
  });

  it('When a worker claims a message and dies before sending, then another sends it after the lease', async () => {
    await write(email('orphaned'));
    // The first worker claims (and leases) the message, then is never heard of again.
    await t.database.db.query(
      `update email_outbox set attempts = 1, next_attempt_at = $1 where dedupe_key = 'orphaned'`,
      [new Date(t.clock.now().getTime() + 5 * 60_000)],
    );
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    t.clock.advance(5 * 60_000);
    expect(await t.paddock.outbox.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Message orphaned']);
  });

  it('When two app instances deliver the same outbox at once, then every message is sent exactly once', async () => {
    for (let i = 0; i < 30; i += 1) await write(email(`bulk:${i}`));
    const second = new OutboxWorker({
      db: t.database.db,
      clock: t.clock,
      transport: await smtpTransport(smtp.url, 'bookings@meadowpaddock.example'),
      log: quiet,
      batchSize: 5,
    });
    const first = new OutboxWorker({
      db: t.database.db,
      clock: t.clock,
      transport: await smtpTransport(smtp.url, 'bookings@meadowpaddock.example'),
      log: quiet,
      batchSize: 5,
    });
    const passes = async (worker: OutboxWorker) => {
      let total = 0;
      for (;;) {
        const { delivered } = await worker.runOnce();
        if (delivered === 0) return total;
        total += delivered;
      }
    };
    const [a, b] = await Promise.all([passes(first), passes(second)]);
    expect(a + b).toBe(30);
    const subjects = smtp.received.map((m) => m.subject);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
  });

  it('When the worker is running, then a woken worker delivers a new message without waiting for a poll', async () => {
    t.paddock.outbox.start();
    await write(email('prompt'));
    t.paddock.outbox.wake();
    const [mail] = await smtp.waitForMessages(1, 5_000);
    expect(mail?.subject).toBe('Message prompt');
  });

  it('When the worker is stopped in the middle of a batch, then it finishes the message it is sending and hands the rest back, due at once', async () => {
    for (let i = 0; i < 4; i += 1) await write(email(`batch:${i}`));
    smtp.setAcceptDelay(300);
    const worker = new OutboxWorker({
      db: t.database.db,
      clock: t.clock,
      transport: await smtpTransport(smtp.url, 'bookings@meadowpaddock.example'),
      log: quiet,
    });
    const firstArrived = smtp.nextArrival();
    worker.start();
    // Stopped once the first message has arrived, while the mail server still takes it (300 ms).
    await firstArrived;
    await worker.stop();

    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Message batch:0']);
    const left = await t.database.db.query<{ attempts: number; due: boolean }>(
      `select attempts, next_attempt_at <= $1 as due from email_outbox
        where status = 'pending' order by id`,
      [t.clock.now()],
    );
    expect(left).toEqual([1, 2, 3].map(() => ({ attempts: 0, due: true })));
  });
});
