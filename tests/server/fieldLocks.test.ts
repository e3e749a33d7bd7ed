import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/contract/errors';
import type { LockList } from '../../src/contract/locks';
import type { ParkResponse } from '../../src/contract/park';
import type { FieldAccess, FieldSettings, ParkField } from '../../src/contract/parkFields';
import type { AdminSettings } from '../../src/contract/settings';
import { signedInAs, type TestBrowser } from '../support/browser';
import { type FakeSeam, startFakeSeam, unreachableEndpoint } from '../support/fakeSeam';
import { PUPPY_PADDOCK } from '../support/secondField';
import { startTestApp, type TestApp } from '../support/testApp';
import { testDatabaseKind } from '../support/testDatabase';

// Settings → Fields and the park's smart locks (decision 117): the locks a field can be given,
// listed from Seam (its own fake here), and a field's choice of lock checked before it is saved.

const BY_WEEK: FieldAccess = {
  kind: 'week',
  lockDeviceId: null,
  minutesAfter: 10,
  deadlineMinutes: 120,
};
const BY_LOCK = (deviceId: string): FieldAccess => ({
  ...BY_WEEK,
  kind: 'lock',
  lockDeviceId: deviceId,
});

const NOT_CONNECTED = 'Connect a Seam workspace first: set SEAM_API_KEY on the server.';
const NOT_IN_WORKSPACE = 'That lock is not in the Seam workspace.';
const UNREACHABLE = 'Seam could not be reached just now; try again in a minute.';

/** The park's fields as anyone reads them. */
const fieldsOf = async (owner: TestBrowser) =>
  (await owner.get('/api/park')).json<ParkResponse>().park.fields;

const fieldNamed = async (owner: TestBrowser, name: string) =>
  (await fieldsOf(owner)).find((field) => field.name === name);

/** The field's gate as the owner's Settings has it, its lock included (decision 137). */
const gateOf = async (owner: TestBrowser, fieldId: number) => {
  const settings = (await owner.get('/api/admin/settings')).json<AdminSettings>();
  return settings.fieldGates.find((gate) => gate.fieldId === fieldId)?.access;
};

/** Adds a field opened by the week's codes; answers it. */
async function addField(owner: TestBrowser, name: string): Promise<ParkField> {
  const added = await owner.post('/api/admin/fields', { ...PUPPY_PADDOCK, name, access: BY_WEEK });
  expect(added.statusCode, added.body).toBe(201);
  return added.json<{ field: ParkField }>().field;
}

const locksOf = async (owner: TestBrowser) => {
  const listed = await owner.get('/api/admin/locks');
  expect(listed.statusCode, listed.body).toBe(200);
  expect(listed.headers['cache-control']).toBe('no-store');
  return { list: listed.json<LockList>(), body: listed.body };
};

const errorOf = (body: string) => JSON.parse(body) as ApiError;

describe(`the locks a field can be given, on ${testDatabaseKind()}`, () => {
  let fake: FakeSeam;
  beforeAll(async () => {
    fake = await startFakeSeam();
  });
  afterAll(() => fake.stop());

  describe('with a Seam workspace connected', () => {
    let t: TestApp;
    let owner: TestBrowser;
    beforeAll(async () => {
      t = await startTestApp({ env: { SEAM_API_KEY: fake.apiKey, SEAM_ENDPOINT: fake.endpoint } });
      owner = await signedInAs(t, 'super-admin');
    });
    afterAll(() => t.close());
    afterEach(() => fake.reset());

    it('When the owner asks for the locks, then the three seeded locks are listed and not the thermostat or the noise sensor, and the key is nowhere', async () => {
      const { list, body } = await locksOf(owner);
      expect(list.connected).toBe(true);
      expect(list.problem).toBeNull();
      expect(list.locks.map((lock) => lock.deviceId).sort()).toEqual(
        [fake.devices.august1, fake.devices.august2, fake.devices.schlage].sort(),
      );
      for (const lock of list.locks) {
        expect(lock.name).not.toBe('');
        expect(lock).toEqual({
          deviceId: expect.any(String),
          name: expect.any(String),
          codeLengths: expect.any(Array),
          supportsOffline: expect.any(Boolean),
          supportsBackupCodes: expect.any(Boolean),
          online: expect.any(Boolean),
        });
      }
      expect(body).not.toContain(fake.devices.thermostat);
      expect(body).not.toContain(fake.devices.noiseSensor);
      expect(body).not.toContain(fake.apiKey);
    });

    it('When a lock is offline in Seam, then the list says so', async () => {
      await fake.changeDevice(fake.devices.august2, { properties: { online: false } });
      const { list } = await locksOf(owner);
      const online = Object.fromEntries(list.locks.map((lock) => [lock.deviceId, lock.online]));
      expect(online[fake.devices.august2]).toBe(false);
      expect(online[fake.devices.august1]).toBe(true);
    });

    it('When Seam answers 503 to listing devices, then the list is 200 with the problem in plain words', async () => {
      await fake.outage(['/devices/list']);
      const { list, body } = await locksOf(owner);
      expect(list).toEqual({ connected: true, locks: [], problem: UNREACHABLE });
      expect(body).not.toContain(fake.apiKey);
    });

    it('When a field is saved opened by a device not in the workspace, then it is refused with the words and the field stays as it was', async () => {
      const field = await addField(owner, 'Unknown lock paddock');
      for (const deviceId of ['no_such_device', fake.devices.thermostat]) {
        const refused = await owner.post(`/api/admin/fields/${field.id}`, {
          ...PUPPY_PADDOCK,
          name: field.name,
          description: 'Changed, but not saved',
          access: BY_LOCK(deviceId),
        } satisfies FieldSettings);
        expect(refused.statusCode, refused.body).toBe(400);
        const { error } = errorOf(refused.body);
        expect(error.message).toBe(NOT_IN_WORKSPACE);
        expect(error.fields?.['access.lockDeviceId']).toBe(NOT_IN_WORKSPACE);
      }
      expect(await fieldNamed(owner, field.name)).toEqual(field);
    });

    it('When a new field names a device not in the workspace, then it is refused and no field is added', async () => {
      const before = await fieldsOf(owner);
      const refused = await owner.post('/api/admin/fields', {
        ...PUPPY_PADDOCK,
        name: 'Never added',
        access: BY_LOCK('no_such_device'),
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(errorOf(refused.body).error.message).toBe(NOT_IN_WORKSPACE);
      expect(await fieldsOf(owner)).toEqual(before);
    });

    it('When a field is saved opened by a seeded lock, then Settings shows it opened by that lock, and the park by a lock it does not name', async () => {
      const field = await addField(owner, 'Schlage paddock');
      const saved = await owner.post(`/api/admin/fields/${field.id}`, {
        ...PUPPY_PADDOCK,
        name: field.name,
        access: { ...BY_LOCK(fake.devices.schlage), minutesAfter: 5, deadlineMinutes: 90 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await gateOf(owner, field.id)).toEqual({
        kind: 'lock',
        lockDeviceId: fake.devices.schlage,
        minutesAfter: 5,
        deadlineMinutes: 90,
      });
      const shown = await fieldNamed(owner, field.name);
      expect(shown?.access).toEqual({ kind: 'lock', minutesAfter: 5, deadlineMinutes: 90 });
    });

    it('When Seam is down, then a field already on its lock still saves its new hours, but another lock is refused and the field kept', async () => {
      const added = await owner.post('/api/admin/fields', {
        ...PUPPY_PADDOCK,
        name: 'August paddock',
        access: BY_LOCK(fake.devices.august1),
      });
      expect(added.statusCode, added.body).toBe(201);
      const field = added.json<{ field: ParkField }>().field;
      await fake.outage(['/devices/list']);

      const later = { opens: '09:00', closes: '17:00' };
      const hours = { weekly: Array.from({ length: 7 }, () => later), seasons: [] };
      const same = await owner.post(`/api/admin/fields/${field.id}`, {
        ...PUPPY_PADDOCK,
        name: field.name,
        hours,
        access: BY_LOCK(fake.devices.august1),
      });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json<{ field: ParkField }>().field.hours.weekly[0]).toEqual(later);

      const other = await owner.post(`/api/admin/fields/${field.id}`, {
        ...PUPPY_PADDOCK,
        name: field.name,
        access: BY_LOCK(fake.devices.august2),
      });
      expect(other.statusCode, other.body).toBe(503);
      const { error } = errorOf(other.body);
      expect(error.message).toContain('Seam could not be reached to check the lock just now');
      expect(error.message).toContain('the field was not changed');
      expect(error.fields?.['access.lockDeviceId']).toBe(error.message);
      const kept = await fieldNamed(owner, field.name);
      expect((await gateOf(owner, field.id))?.lockDeviceId).toBe(fake.devices.august1);
      expect(kept?.hours.weekly[0]).toEqual(later);
    });
  });

  describe('with Seam unreachable or refusing the key', () => {
    let unreachable: TestApp;
    let wrongKey: TestApp;
    beforeAll(async () => {
      [unreachable, wrongKey] = await Promise.all([
        startTestApp({
          env: { SEAM_API_KEY: fake.apiKey, SEAM_ENDPOINT: await unreachableEndpoint() },
        }),
        startTestApp({
          env: { SEAM_API_KEY: 'seam_not_a_real_key_1', SEAM_ENDPOINT: fake.endpoint },
        }),
      ]);
    });
    afterAll(() => Promise.all([unreachable.close(), wrongKey.close()]));

    it('When Seam cannot be reached, then the list is 200 with the problem in plain words, and the key is nowhere', async () => {
      const owner = await signedInAs(unreachable, 'super-admin');
      const { list, body } = await locksOf(owner);
      expect(list).toEqual({ connected: true, locks: [], problem: UNREACHABLE });
      expect(body).not.toContain(fake.apiKey);
    });

    it('When Seam cannot be reached, then choosing a lock is refused and no field is added', async () => {
      const owner = await signedInAs(unreachable, 'super-admin');
      const before = await fieldsOf(owner);
      const refused = await owner.post('/api/admin/fields', {
        ...PUPPY_PADDOCK,
        access: BY_LOCK(fake.devices.august1),
      });
      expect(refused.statusCode, refused.body).toBe(503);
      expect(errorOf(refused.body).error.message).toContain('the field was not changed');
      expect(await fieldsOf(owner)).toEqual(before);
    });

    it('When Seam refuses the key, then the list says to check it, and never shows it', async () => {
      const owner = await signedInAs(wrongKey, 'super-admin');
      const { list, body } = await locksOf(owner);
      expect(list.connected).toBe(true);
      expect(list.locks).toEqual([]);
      expect(list.problem).toContain('Seam did not accept the SEAM_API_KEY');
      expect(body).not.toContain('seam_not_a_real_key_1');
    });
  });

  describe('without SEAM_API_KEY', () => {
    let t: TestApp;
    let owner: TestBrowser;
    beforeAll(async () => {
      t = await startTestApp();
      owner = await signedInAs(t, 'super-admin');
    });
    afterAll(() => t.close());

    it('When the owner asks for the locks, then the server is not connected and there are none', async () => {
      const { list } = await locksOf(owner);
      expect(list).toEqual({ connected: false, locks: [], problem: null });
    });

    it('When a field is saved opened by a lock, then it is refused with the words and the field stays as it was', async () => {
      const field = await addField(owner, 'No key paddock');
      const refused = await owner.post(`/api/admin/fields/${field.id}`, {
        ...PUPPY_PADDOCK,
        name: field.name,
        access: BY_LOCK('august_device_1'),
      });
      expect(refused.statusCode, refused.body).toBe(400);
      const { error } = errorOf(refused.body);
      expect(error.message).toBe(NOT_CONNECTED);
      expect(error.fields?.['access.lockDeviceId']).toBe(NOT_CONNECTED);
      expect(await fieldNamed(owner, field.name)).toEqual(field);

      const added = await owner.post('/api/admin/fields', {
        ...PUPPY_PADDOCK,
        name: 'Never added',
        access: BY_LOCK('august_device_1'),
      });
      expect(added.statusCode, added.body).toBe(400);
      expect(errorOf(added.body).error.message).toBe(NOT_CONNECTED);
      expect(await fieldNamed(owner, 'Never added')).toBeUndefined();
    });
  });
});
