import { SeamHttp } from '@seamapi/http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LockService, LockServiceError } from '../../src/server/locks/lockService';
import { createSeamLockService } from '../../src/server/locks/seamLockService';
import {
  type FakeSeam,
  recordingEndpoint,
  stalledEndpoint,
  startFakeSeam,
  unreachableEndpoint,
} from '../support/fakeSeam';

// The Seam adapter against Seam's own fake, through Seam's own client: nothing of Seam is
// mocked. The fake is one process for the file, put back to its seed before each test.
// It needs no database; it sits with the server tests because it starts a server of its own.

let fake: FakeSeam;
let locks: LockService;
/** Seam's client on the fake, to read back what the adapter made. */
let seam: SeamHttp;

beforeAll(async () => {
  fake = await startFakeSeam();
  locks = await createSeamLockService({ apiKey: fake.apiKey, endpoint: fake.endpoint });
  seam = SeamHttp.fromApiKey(fake.apiKey, { endpoint: fake.endpoint });
});

afterAll(async () => {
  await fake?.stop();
});

beforeEach(async () => {
  await fake.reset();
});

/** A session's window a day ahead, on the minute. */
function sessionWindow(hoursAhead = 24, minutes = 60) {
  const startsAt = new Date(Math.ceil((Date.now() + hoursAhead * 3_600_000) / 60_000) * 60_000);
  return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
}

async function failureOf(promise: Promise<unknown>): Promise<LockServiceError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(LockServiceError);
  return error as LockServiceError;
}

/** The fake's access codes on one device, backups included. */
async function codesOnDevice(deviceId: string) {
  const state = await fake.database();
  const codes = state.access_codes as Array<{ device_id: string; is_backup?: boolean }>;
  return codes.filter((code) => code.device_id === deviceId);
}

describe('listing locks', () => {
  it('When the locks are listed, then the seeded locks are there with the code lengths they accept, and devices that take no codes are not', async () => {
    // The fake seeds no code lengths: the first August lock is given two, out of order.
    await fake.changeDevice(fake.devices.august1, {
      properties: { supported_code_lengths: [6, 4] },
    });

    const listed = await locks.listLocks();

    expect(listed.map((lock) => lock.deviceId).sort()).toEqual(
      [fake.devices.august1, fake.devices.august2, fake.devices.schlage].sort(),
    );
    expect(listed.find((lock) => lock.deviceId === fake.devices.august1)).toEqual({
      deviceId: fake.devices.august1,
      name: 'Smart Device',
      codeLengths: [4, 6],
      supportsOffline: false,
      supportsBackupCodes: false,
      online: true,
    });
    expect(listed.find((lock) => lock.deviceId === fake.devices.schlage)?.codeLengths).toEqual([]);
  });

  it('When a lock goes offline and another gains a backup pool and offline codes, then the list says so', async () => {
    await fake.changeDevice(fake.devices.august2, { properties: { online: false } });
    await fake.changeDevice(fake.devices.schlage, {
      can_program_offline_access_codes: true,
      properties: { supports_backup_access_code_pool: true },
    });

    const listed = await locks.listLocks();

    expect(listed.find((lock) => lock.deviceId === fake.devices.august2)?.online).toBe(false);
    expect(listed.find((lock) => lock.deviceId === fake.devices.schlage)).toMatchObject({
      online: true,
      supportsOffline: true,
      supportsBackupCodes: true,
    });
  });
});

describe('making, reading and deleting codes', () => {
  it("When a code is made, then it has the lock's length and Seam holds the window asked for", async () => {
    // The fake makes 4-digit codes whatever the lock says, so the lock says 4.
    await fake.changeDevice(fake.devices.august1, { properties: { supported_code_lengths: [4] } });
    const [lock] = (await locks.listLocks()).filter((l) => l.deviceId === fake.devices.august1);
    const { startsAt, endsAt } = sessionWindow();

    const made = await locks.createCode({
      deviceId: fake.devices.august1,
      name: 'Paddock booking 101',
      startsAt,
      endsAt,
      preferOffline: false,
    });

    expect(made.code).toMatch(/^\d+$/);
    expect(lock?.codeLengths).toContain(made.code?.length);
    expect(made).toMatchObject({ deviceId: fake.devices.august1, startsAt, endsAt });
    const held = await seam.accessCodes.get({ access_code_id: made.accessCodeId });
    expect(held).toMatchObject({
      device_id: fake.devices.august1,
      name: 'Paddock booking 101',
      code: made.code,
      type: 'time_bound',
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
    });
    // Seam's status before a time-bound code's window; the fake leaves it there.
    expect(made.status).toBe('unset');
  });

  it('When Seam sets the code on the lock, or fails to, then reading it says so', async () => {
    const made = await locks.createCode({
      deviceId: fake.devices.schlage,
      name: 'Paddock booking 102',
      ...sessionWindow(),
      preferOffline: false,
    });

    await fake.changeAccessCode(made.accessCodeId, { status: 'set' });
    expect(await locks.readCode(made.accessCodeId)).toMatchObject({ status: 'set', errors: [] });

    await fake.changeAccessCode(made.accessCodeId, {
      status: 'setting',
      errors: [
        {
          error_code: 'failed_to_set_on_device',
          is_access_code_error: true,
          message: 'Failed to set code on device.',
          created_at: new Date().toISOString(),
        },
      ],
    });
    expect(await locks.readCode(made.accessCodeId)).toMatchObject({
      status: 'setting',
      errors: ['failed_to_set_on_device'],
    });
  });

  it('When a code is deleted, then reading it answers null and Seam has it no more; deleting it again succeeds', async () => {
    const made = await locks.createCode({
      deviceId: fake.devices.august2,
      name: 'Paddock booking 103',
      ...sessionWindow(),
      preferOffline: false,
    });
    expect(await locks.readCode(made.accessCodeId)).not.toBeNull();

    await locks.deleteCode(made.accessCodeId);

    expect(await locks.readCode(made.accessCodeId)).toBeNull();
    await expect(seam.accessCodes.get({ access_code_id: made.accessCodeId })).rejects.toMatchObject(
      { statusCode: 404 },
    );
    await expect(locks.deleteCode(made.accessCodeId)).resolves.toBeUndefined();
  });

  it('When a code is asked again with the same name and window (an answer lost), then the code already made is answered, and another window makes another', async () => {
    const window = sessionWindow();
    const request = {
      deviceId: fake.devices.august1,
      name: 'Paddock booking 104',
      ...window,
      preferOffline: false,
    };

    const first = await locks.createCode(request);
    const again = await locks.createCode(request);
    const moved = await locks.createCode({ ...request, ...sessionWindow(48) });

    expect(again.accessCodeId).toBe(first.accessCodeId);
    expect(again.code).toBe(first.code);
    expect(moved.accessCodeId).not.toBe(first.accessCodeId);
    const made = (await codesOnDevice(fake.devices.august1)).filter((code) => !code.is_backup);
    expect(made).toHaveLength(2);
  });
});

describe('offline codes and backup codes', () => {
  it('When a lock takes no offline codes, then a code asked offline is made online all the same', async () => {
    // The fake makes no offline codes at all: it drops is_offline_access_code and answers every
    // code online. So this is what the fake can show: the fall-back, a working online code.
    const made = await locks.createCode({
      deviceId: fake.devices.august1,
      name: 'Paddock booking 105',
      ...sessionWindow(),
      preferOffline: true,
    });

    expect(made.offline).toBe(false);
    expect(made.code).toMatch(/^\d+$/);
    expect(await seam.accessCodes.get({ access_code_id: made.accessCodeId })).toMatchObject({
      is_offline_access_code: false,
      type: 'time_bound',
    });
  });

  it('When a lock takes offline codes, then the code is asked offline where preferred, and online with its pool where not', async () => {
    // What the fake ignores can only be seen in the request: the requests are read on the wire.
    await fake.changeDevice(fake.devices.schlage, {
      can_program_offline_access_codes: true,
      properties: { supports_backup_access_code_pool: true },
    });
    const recorder = await recordingEndpoint(fake);
    try {
      const throughRecorder = await createSeamLockService({
        apiKey: fake.apiKey,
        endpoint: recorder.endpoint,
      });
      const base = { deviceId: fake.devices.schlage, ...sessionWindow() };

      await throughRecorder.createCode({
        ...base,
        name: 'Paddock booking 106',
        preferOffline: true,
      });
      await throughRecorder.createCode({
        ...base,
        name: 'Paddock booking 107',
        preferOffline: false,
      });

      const creates = recorder.requests.filter((r) => r.path === '/access_codes/create');
      expect(creates.map((r) => r.body)).toEqual([
        expect.objectContaining({ name: 'Paddock booking 106', is_offline_access_code: true }),
        expect.objectContaining({
          name: 'Paddock booking 107',
          use_backup_access_code_pool: true,
        }),
      ]);
      expect(creates[0]?.body).not.toHaveProperty('use_backup_access_code_pool');
      expect(creates[1]?.body).not.toHaveProperty('is_offline_access_code');
    } finally {
      await recorder.close();
    }
  });

  it('When a lock keeps a backup pool, then its code is made with the pool, and a backup pulled for it is the same each time', async () => {
    await fake.changeDevice(fake.devices.august1, {
      properties: { supports_backup_access_code_pool: true },
    });

    const made = await locks.createCode({
      deviceId: fake.devices.august1,
      name: 'Paddock booking 108',
      ...sessionWindow(),
      preferOffline: false,
    });

    // The fake fills the pool with one code when a code is made with it.
    const pool = (await codesOnDevice(fake.devices.august1)).filter((code) => code.is_backup);
    expect(pool).toHaveLength(1);

    const backup = await locks.pullBackupCode(made.accessCodeId);
    expect(backup.accessCodeId).not.toBe(made.accessCodeId);
    expect(backup.code).toMatch(/^\d+$/);
    expect(backup.code).not.toBeNull();
    expect((await locks.pullBackupCode(made.accessCodeId)).accessCodeId).toBe(backup.accessCodeId);
  });

  it('When a lock keeps no backup pool, then its code is made without one', async () => {
    await locks.createCode({
      deviceId: fake.devices.august2,
      name: 'Paddock booking 109',
      ...sessionWindow(),
      preferOffline: false,
    });

    const onLock = await codesOnDevice(fake.devices.august2);
    expect(onLock).toHaveLength(1);
    expect(onLock.filter((code) => code.is_backup)).toEqual([]);
  });
});

describe('failures', () => {
  const calls: Array<[string, (service: LockService) => Promise<unknown>]> = [
    ['listing locks', (service) => service.listLocks()],
    [
      'making a code',
      (service) =>
        service.createCode({
          deviceId: 'august_device_1',
          name: 'Paddock booking 110',
          ...sessionWindow(),
          preferOffline: false,
        }),
    ],
    ['reading a code', (service) => service.readCode('access_code1')],
    ['deleting a code', (service) => service.deleteCode('access_code1')],
    ['pulling a backup code', (service) => service.pullBackupCode('access_code1')],
  ];

  it.each(calls)('When Seam cannot be reached, then %s fails as retryable', async (_, run) => {
    const service = await createSeamLockService({
      apiKey: fake.apiKey,
      endpoint: await unreachableEndpoint(),
    });

    const error = await failureOf(run(service));

    expect(error).toMatchObject({ retryable: true, code: 'unreachable', status: null });
  });

  it('When Seam does not answer, then the call fails as retryable once its own timeout has passed, tried once', async () => {
    const stalled = await stalledEndpoint();
    try {
      const service = await createSeamLockService({
        apiKey: fake.apiKey,
        endpoint: stalled.endpoint,
        timeoutMs: 300,
      });
      const started = performance.now();

      const error = await failureOf(service.listLocks());

      const waited = performance.now() - started;
      expect(error).toMatchObject({ retryable: true, code: 'timeout', status: null });
      expect(waited).toBeGreaterThanOrEqual(250);
      // Not the client's own 30 s, and not tried again: the job owns retrying.
      expect(waited).toBeLessThan(10_000);
      expect(stalled.connections()).toBe(1);
    } finally {
      await stalled.close();
    }
  });

  it('When Seam answers 503 to making codes, then making one fails as retryable, and the rest still works', async () => {
    await fake.outage(['/access_codes/create']);

    const error = await failureOf(
      locks.createCode({
        deviceId: fake.devices.august1,
        name: 'Paddock booking 111',
        ...sessionWindow(),
        preferOffline: false,
      }),
    );

    expect(error).toMatchObject({ retryable: true, status: 503 });
    expect(await locks.listLocks()).toHaveLength(3);
  });

  it('When the lock is unknown, then making a code fails as not retryable, in Seam words', async () => {
    const error = await failureOf(
      locks.createCode({
        deviceId: 'no_such_lock',
        name: 'Paddock booking 112',
        ...sessionWindow(),
        preferOffline: false,
      }),
    );

    expect(error).toMatchObject({ retryable: false, status: 404, code: 'device_not_found' });
  });

  it('When the code is unknown, then pulling a backup for it fails as not retryable', async () => {
    const error = await failureOf(locks.pullBackupCode('no_such_code'));

    expect(error).toMatchObject({ retryable: false, status: 404 });
  });

  it('When the API key is wrong, then calls fail as not retryable, and no error carries a key', async () => {
    const service = await createSeamLockService({
      apiKey: 'seam_not_our_key',
      endpoint: fake.endpoint,
    });

    const error = await failureOf(service.listLocks());

    expect(error).toMatchObject({ retryable: false, status: 401 });
    const everything = JSON.stringify(error, Object.getOwnPropertyNames(error));
    expect(everything).not.toContain('seam_not_our_key');
    expect(error.cause).toBeUndefined();
  });
});
