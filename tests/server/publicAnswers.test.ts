import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParkResponse } from '../../src/contract/park';
import type { ParkField } from '../../src/contract/parkFields';
import { pagePaths } from '../../src/contract/routes';
import type { AdminSettings } from '../../src/contract/settings';
import { slot } from '../support/bookings';
import { signedInAs, TestBrowser } from '../support/browser';
import { fakeBuild } from '../support/fakeBuild';
import { type FakeSeam, startFakeSeam } from '../support/fakeSeam';
import { PUPPY_PADDOCK } from '../support/secondField';
import { startTestApp, type TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// What anyone may read, signed out, carries no lock's or account's identifiers (decision 137):
// the lock's device in Seam, its access codes, the payment's references, anyone's user id.

const LOCK_ACCESS = (deviceId: string) => ({
  kind: 'lock' as const,
  lockDeviceId: deviceId,
  minutesAfter: 10,
  deadlineMinutes: 120,
});

/** Stripe's own identifiers: accounts, customers, checkouts, payments, charges, refunds. */
const STRIPE_ID = /\b(acct|cus|cs|pi|ch|re|seti|pm)_[A-Za-z0-9]{6,}/;

describe(`public answers and private identifiers, on ${testDatabaseKind()}`, () => {
  let fake: FakeSeam;
  let webRoot: string;
  let t: TestApp;
  let owner: TestBrowser;
  let field: ParkField;
  let secrets: string[];
  beforeAll(async () => {
    fake = await startFakeSeam();
    webRoot = fakeBuild();
    t = await startTestApp({
      webRoot,
      env: { SEAM_API_KEY: fake.apiKey, SEAM_ENDPOINT: fake.endpoint },
    });
    owner = await signedInAs(t, 'super-admin');
    const added = await owner.post('/api/admin/fields', {
      ...PUPPY_PADDOCK,
      access: LOCK_ACCESS(fake.devices.august1),
    });
    expect(added.statusCode, added.body).toBe(201);
    field = added.json<{ field: ParkField }>().field;

    // A booking on the lock, paid and given its own code there: every identifier it has exists.
    const walker = await signedInAs(t, 'customer');
    const id = await bookAndPay(walker, { ...slot('10:00', 60), fieldId: field.id });
    await t.paddock.lockCodes.runOnce();
    const [row] = await t.database.db.query<{
      access_code_id: string | null;
      checkout_reference: string | null;
      provider_reference: string | null;
    }>(
      `select l.access_code_id, b.checkout_reference, p.provider_reference
         from bookings b
         join lock_codes l on l.booking_id = b.id
         join payments p on p.booking_id = b.id
        where b.id = $1`,
      [id],
    );
    expect(row?.access_code_id).toBeTruthy();
    secrets = [
      fake.devices.august1,
      row?.access_code_id,
      row?.checkout_reference,
      row?.provider_reference,
    ].filter((value): value is string => Boolean(value));
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('When a stranger reads the park, its free times, its availability and its pages, then no lock, payment or account identifier is in them', async () => {
    const stranger = new TestBrowser(t);
    const answers = [
      '/api/park',
      '/api/free-times?from=2025-06-14&days=7',
      '/api/availability?month=2025-06',
      `/api/availability?month=2025-06&field=${field.id}`,
      '/api/pass-types',
      '/api/faq',
      '/api/session',
      pagePaths.home,
      pagePaths.booking,
    ];
    for (const url of answers) {
      const answer = await stranger.get(url);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
      for (const secret of secrets) expect(answer.body, url).not.toContain(secret);
      expect(answer.body, url).not.toMatch(STRIPE_ID);
      expect(answer.body, url).not.toMatch(/"user_?id"/i);
    }
    const { park } = (await stranger.get('/api/park')).json<ParkResponse>();
    expect(park.fields.find((each) => each.id === field.id)?.access).toEqual({
      kind: 'lock',
      minutesAfter: 10,
      deadlineMinutes: 120,
    });
  });

  it('When the owner reads the settings, then each field’s gate comes with the lock’s device id', async () => {
    const settings = await owner.get('/api/admin/settings');
    expect(settings.statusCode, settings.body).toBe(200);
    const { fieldGates } = settings.json<AdminSettings>();
    expect(fieldGates.find((gate) => gate.fieldId === field.id)?.access).toEqual(
      LOCK_ACCESS(fake.devices.august1),
    );
  });
});
