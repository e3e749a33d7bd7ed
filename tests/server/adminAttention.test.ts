import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessProblems } from '../../src/contract/accessProblems';
import type { Attention } from '../../src/contract/attention';
import type { EmailProblems } from '../../src/contract/emailProblems';
import type { ParkField } from '../../src/contract/parkFields';
import { enqueueEmail } from '../../src/server/email/outboxSql';
import { renderEmail } from '../../src/server/email/render';
import { slot } from '../support/bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from '../support/browser';
import { unreachableEndpoint } from '../support/fakeSeam';
import { PUPPY_PADDOCK } from '../support/secondField';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// Decision 124: the admin page's navigation shows, on a place's entry, how many things there
// need staff's attention, counted as the place itself lists them.

const sender = {
  parkName: 'Meadow Paddock',
  phone: '01632 960123',
  email: 'hello@example.com',
  address: 'Example Lane, Little Fictional',
  website: 'https://meadow.example',
  picture: null,
};

const counts = async (browser: TestBrowser) => {
  const response = await browser.get('/api/admin/attention');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Attention>();
};

describe(`what needs attention on the admin page, on ${testDatabaseKind()}`, () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestBrowser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  beforeEach(async () => {
    smtp.setPolicy(() => null);
    t = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Meadow Paddock <bookings@example.com>',
        SEAM_API_KEY: 'seam_test_key',
        SEAM_ENDPOINT: await unreachableEndpoint(),
      },
    });
    admin = await signedInAs(t, 'admin');
  });
  afterEach(() => t.close());

  it('When nothing is held, failing or wrong on a lock, then every count is nought', async () => {
    expect(await counts(admin)).toEqual({ unpaidHolds: 0, emailProblems: 0, accessProblems: 0 });
  });

  it('When a customer holds a slot without paying, then it counts until the hold lapses', async () => {
    const walker = await signedInAs(t, 'customer');
    const held = await walker.post('/api/bookings', slot('10:00'));
    expect(held.statusCode, held.body).toBe(201);
    await bookAndPay(walker, slot('12:00'));

    expect(await counts(admin)).toMatchObject({ unpaidHolds: 1 });

    t.clock.advance(2 * 60 * 60_000);
    expect(await counts(admin)).toMatchObject({ unpaidHolds: 0 });
  });

  it('When the mail server refuses an e-mail for good, then it counts as E-mail problems lists it', async () => {
    const nobody = uniqueEmail('nobody');
    smtp.setPolicy((address) =>
      address === nobody ? { code: 550, message: 'No such user here' } : null,
    );
    const rendered = renderEmail(
      { subject: 'Your booking is confirmed', blocks: [{ type: 'paragraph', text: 'Hello.' }] },
      sender,
    );
    await t.database.db.transaction((tx) =>
      enqueueEmail(
        tx,
        { dedupeKey: 'booking-confirmation:7', to: nobody, account: null, ...rendered },
        t.clock.now(),
      ),
    );
    await t.paddock.outbox.runOnce();

    const listed = (await admin.get('/api/admin/email-problems')).json<EmailProblems>();
    expect(listed.total).toBe(1);
    expect(await counts(admin)).toEqual({ unpaidHolds: 0, emailProblems: 1, accessProblems: 0 });
  });

  it('When a booking’s own code cannot be put on its lock, then it counts as Access problems lists it', async () => {
    const owner = await signedInAs(t, 'super-admin');
    const added = await owner.post('/api/admin/fields', PUPPY_PADDOCK);
    expect(added.statusCode, added.body).toBe(201);
    const field = added.json<{ field: ParkField }>().field;
    // Settings refuses a lock it cannot check: the field is put on one as if Seam had answered.
    await t.database.db.query(
      `update fields set access_kind = 'lock', lock_device_id = 'august_device_1' where id = $1`,
      [field.id],
    );
    const walker = await signedInAs(t, 'customer');
    await bookAndPay(walker, { ...slot('12:00', 60), fieldId: field.id });
    await t.paddock.lockCodes.runOnce();

    const listed = (await admin.get('/api/admin/access-problems')).json<AccessProblems>();
    expect(listed.total).toBe(1);
    expect(await counts(admin)).toEqual({ unpaidHolds: 0, emailProblems: 0, accessProblems: 1 });
  });

  it('When a customer asks for the counts, then they are refused', async () => {
    const walker = await signedInAs(t, 'customer');
    expect((await walker.get('/api/admin/attention')).statusCode).toBe(403);
  });
});
