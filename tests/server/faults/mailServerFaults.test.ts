import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { slot } from '../../support/bookings';
import { signedInAs, uniqueEmail } from '../../support/browser';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtpServer';
import { startTestApp, type TestApp } from '../../support/testApp';
import { bookAndPay } from '../../support/testCheckoutPay';

interface Row {
  dedupe_key: string;
  to_address: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

describe('a mail server that answers 421 for a while, or 550', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refused.length = 0;
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Meadow Paddock <bookings@meadowpaddock.example>' },
    });
    // The worker runs as in the server, on its timer; the test moves the clock past its pauses.
    t.paddock.outbox.start();
  });
  afterEach(() => t.close());

  const rows = () =>
    t.database.db.query<Row>(
      'select dedupe_key, to_address, status, attempts, last_error from email_outbox order by id',
    );

  /**
   * Waits until the worker has tried every message `attempts` times, or finished with it: a
   * message it is sending still holds its lease (minutes ahead); one deferred waits less.
   */
  async function afterAttempts(attempts: number): Promise<Row[]> {
    t.paddock.outbox.wake();
    await vi.waitFor(
      async () => {
        const [open] = await t.database.db.query<{ count: number }>(
          `select count(*)::int as count from email_outbox
            where status = 'pending'
              and (attempts < $1 or next_attempt_at >= $2::timestamptz + interval '4 minutes')`,
          [attempts, t.clock.now()],
        );
        expect(open?.count, `the worker stalled: ${JSON.stringify(await rows())}`).toBe(0);
      },
      { timeout: 15_000, interval: 25 },
    );
    return rows();
  }

  it('When it answers 421 to every message for two rounds and then takes them, then each e-mail is delivered exactly once; one refused with 550 fails at once and is never tried again', async () => {
    const refusedAddress = uniqueEmail('nobody');
    smtp.setPolicy((address) =>
      address === refusedAddress
        ? { code: 550, message: 'No such user here' }
        : { code: 421, message: 'Too busy, closing the connection' },
    );
    const customers = await Promise.all(
      [uniqueEmail('busy'), uniqueEmail('busy'), refusedAddress].map((email) =>
        signedInAs(t, 'customer', email),
      ),
    );
    for (const [i, walker] of customers.entries()) await bookAndPay(walker, slot(`1${i}:00`));

    const deferred = await afterAttempts(1);
    expect(deferred.filter((row) => row.status === 'failed')).toEqual([
      expect.objectContaining({ to_address: refusedAddress, attempts: 1 }),
      expect.objectContaining({ to_address: refusedAddress, attempts: 1 }),
    ]);
    // The three bookings' confirmations and invoices, and the owner's notices of them.
    const waiting = deferred.filter((row) => row.status === 'pending');
    expect(waiting).toHaveLength(7);
    expect(waiting.map((row) => row.last_error)).toEqual(
      waiting.map(() => expect.stringContaining('421')),
    );

    t.clock.advance(30_000);
    expect((await afterAttempts(2)).filter((row) => row.status === 'pending')).toHaveLength(7);

    smtp.setPolicy((address) =>
      address === refusedAddress ? { code: 550, message: 'No such user here' } : null,
    );
    t.clock.advance(60_000);
    const done = await afterAttempts(3);
    // Days later, nothing more is tried.
    t.clock.advance(3 * 24 * 60 * 60_000);
    await afterAttempts(4);

    expect(done.map((row) => [row.to_address, row.status])).toEqual(
      (await rows()).map((row) => [row.to_address, row.status]),
    );
    const sent = done.filter((row) => row.status === 'sent');
    expect(sent.map((row) => [row.attempts, row.last_error])).toEqual(sent.map(() => [3, null]));
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects).toHaveLength(7);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(7);
    expect(smtp.refused.filter((r) => r.code === 550)).toEqual([
      { address: refusedAddress, code: 550 },
      { address: refusedAddress, code: 550 },
    ]);
    const failed = done.filter((row) => row.status === 'failed');
    expect(failed.map((row) => row.last_error)).toEqual([
      expect.stringContaining('550'),
      expect.stringContaining('550'),
    ]);
    console.log(
      `mail server faults: ${smtp.refused.filter((r) => r.code === 421).length} answers of 421, ` +
        `then ${subjects.length} e-mails delivered once each; 2 refused with 550, tried once`,
    );
  });
});
