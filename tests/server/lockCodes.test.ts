import { createHmac, randomUUID } from 'node:crypto';
import { SeamHttp } from '@seamapi/http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AccessProblems } from '../../src/contract/accessProblems';
import type { BookingView } from '../../src/contract/bookings';
import type { ParkResponse } from '../../src/contract/park';
import type { ParkField } from '../../src/contract/parkFields';
import { runLockCodes } from '../../src/server/access/lockCodeJob';
import { createSeamLockService } from '../../src/server/locks/seamLockService';
import { outboxFor, slot } from '../support/bookings';
import { signedInAs } from '../support/browser';
import { type FakeSeam, startFakeSeam, unreachableEndpoint } from '../support/fakeSeam';
import {
  type Booked,
  LOCK_ACCESS,
  LOCK_PARK_START,
  type LockPark,
  lockPark,
} from '../support/lockPark';
import { PUPPY_PADDOCK } from '../support/secondField';
import type { TestApp } from '../support/testApp';
import { bookAndPay } from '../support/testCheckoutPay';
import { testDatabaseKind } from '../support/testDatabase';

// Each booking on a field opened by lock gets its own code on the lock, through the real Seam
// client against Seam's own fake (decision 117).

const START = LOCK_PARK_START;

/** The webhook's signing secret as Seam gives it: `whsec_` and a key in base64. */
const WEBHOOK_SECRET = `whsec_${Buffer.from('the paddock webhook key').toString('base64')}`;

const WEBHOOK_ENV = { SEAM_WEBHOOK_SECRET: WEBHOOK_SECRET };

/** Seam's event as its webhook sends it, signed the way Seam (through Svix) signs it. */
function signedEvent(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(event);
  const id = `msg_${randomUUID()}`;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    payload: body,
    headers: {
      'content-type': 'application/json',
      'svix-id': id,
      'svix-timestamp': timestamp,
      'svix-signature': `v1,${signature}`,
    },
  };
}

const codeOf = async (booked: Booked) =>
  (await booked.walker.get(`/api/bookings/${booked.id}`)).json<BookingView>().gateCode;

const activityOf = async (t: TestApp, bookingId: number) =>
  (
    await t.database.db.query<{ action: string }>(
      'select action from audit_log where booking_id = $1 order by id',
      [bookingId],
    )
  ).map((row) => row.action);

describe(`codes on a smart lock through Seam, on ${testDatabaseKind()}`, () => {
  let fake: FakeSeam;
  let seam: SeamHttp;
  beforeAll(async () => {
    fake = await startFakeSeam();
    seam = SeamHttp.fromApiKey(fake.apiKey, { endpoint: fake.endpoint });
  });
  afterAll(() => fake.stop());
  afterEach(() => fake.reset());

  const codesOnLock = (deviceId: string) => seam.accessCodes.list({ device_id: deviceId });
  /** The codes on the lock named for the booking, as the job names them. */
  const namedOnLock = async (bookingId: number, deviceId = fake.devices.august1) =>
    (await codesOnLock(deviceId)).filter((code) => code.name === `Paddock booking ${bookingId}`);
  /** Those of them not on their way off the lock. */
  const heldOnLock = async (bookingId: number, deviceId = fake.devices.august1) =>
    (await namedOnLock(bookingId, deviceId)).filter((code) => code.status !== 'removing');
  /** The code, as Seam then tells it, failed to reach its lock. */
  const failOnLock = (accessCodeId: string) =>
    fake.changeAccessCode(accessCodeId, {
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

  describe('with the lock’s service answering', () => {
    let park: LockPark;
    beforeAll(async () => {
      park = await lockPark(fake, fake.devices.august1, { env: WEBHOOK_ENV });
    });
    afterAll(() => park.t.close());
    afterEach(() => park.t.clock.set(START));

    it('When a booking on a field opened by lock is paid, then the lock holds a code of its own for its slot, from the arrival allowance to ten minutes after, and the customer is sent it', async () => {
      const booked = await park.book('2025-06-14', '10:00');
      expect(await codeOf(booked)).toBeNull();
      await park.t.paddock.lockCodes.runOnce();

      const [onLock, ...others] = await namedOnLock(booked.id);
      expect(others).toEqual([]);
      expect(onLock?.starts_at && new Date(onLock.starts_at).toISOString()).toBe(
        '2025-06-14T08:50:00.000Z',
      );
      expect(onLock?.ends_at && new Date(onLock.ends_at).toISOString()).toBe(
        '2025-06-14T10:10:00.000Z',
      );
      expect(await codeOf(booked)).toBe(`#${onLock?.code}#`);
      const mail = (await outboxFor(park.t, booked.email)).find((row) =>
        row.subject.startsWith('Your gate code'),
      );
      expect(mail?.text).toContain(`#${onLock?.code}#`);
      expect(await activityOf(park.t, booked.id)).toEqual(
        expect.arrayContaining(['lock code created', 'gate code given']),
      );
    });

    it('When two instances run the job at the same moment, then the booking still gets one code on the lock', async () => {
      const booked = await park.book('2025-06-15', '10:00');
      // Each instance has its own Seam client; they share the database, as two servers do.
      const instance = async () => ({
        ...park.t.paddock.context,
        locks: await createSeamLockService({ apiKey: fake.apiKey, endpoint: fake.endpoint }),
      });
      const [one, two] = await Promise.all([instance(), instance()]);
      const worked = await Promise.all([runLockCodes(one), runLockCodes(two)]);
      expect(worked.reduce((sum, n) => sum + n, 0)).toBe(1);
      const named = await namedOnLock(booked.id);
      expect(named).toHaveLength(1);
    });

    it('When a booking is moved, then its old code is taken off the lock and a new one made for the new time', async () => {
      const booked = await park.book('2025-06-16', '10:00');
      await park.t.paddock.lockCodes.runOnce();
      const before = await codeOf(booked);
      const moved = await booked.walker.post(`/api/bookings/${booked.id}/move`, {
        date: '2025-06-17',
        time: '11:00',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await park.t.paddock.lockCodes.runOnce();

      const named = await heldOnLock(booked.id);
      expect(named.map((code) => code.starts_at && new Date(code.starts_at).toISOString())).toEqual(
        ['2025-06-17T09:50:00.000Z'],
      );
      const after = await codeOf(booked);
      expect(after).toBe(`#${named[0]?.code}#`);
      expect(await activityOf(park.t, booked.id)).toContain('lock code removed');
      expect(before).not.toBeNull();
    });

    it('When staff move a booking to another time that day, then its code is made again for the new time', async () => {
      const booked = await park.book('2025-06-21', '10:00');
      await park.t.paddock.lockCodes.runOnce();
      const moved = await park.owner.post(`/api/admin/bookings/${booked.id}/time`, {
        time: '14:00',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await park.t.paddock.lockCodes.runOnce();
      const held = await heldOnLock(booked.id);
      expect(held.map((code) => code.starts_at && new Date(code.starts_at).toISOString())).toEqual([
        '2025-06-21T12:50:00.000Z',
      ]);
      expect(await codeOf(booked)).toBe(`#${held[0]?.code}#`);
    });

    it('When staff ask for a new code, then the old one is taken off the lock, a new one made, and the customer sent it', async () => {
      const booked = await park.book('2025-06-19', '10:00');
      await park.t.paddock.lockCodes.runOnce();
      const [first] = await namedOnLock(booked.id);
      const asked = await park.owner.post(`/api/admin/bookings/${booked.id}/new-lock-code`, {});
      expect(asked.statusCode, asked.body).toBe(200);
      await park.t.paddock.lockCodes.runOnce();

      const held = await heldOnLock(booked.id);
      expect(held.map((code) => code.access_code_id)).not.toContain(first?.access_code_id);
      expect(held).toHaveLength(1);
      expect(await codeOf(booked)).toBe(`#${held[0]?.code}#`);
      expect(await activityOf(park.t, booked.id)).toEqual(
        expect.arrayContaining(['new lock code asked for', 'lock code removed']),
      );
    });

    it('When staff ask for a new code for a booking on a field with shared codes, then they are told why not', async () => {
      const walker = await signedInAs(park.t, 'customer');
      const id = await bookAndPay(walker, slot('10:00', 60));
      const asked = await park.owner.post(`/api/admin/bookings/${id}/new-lock-code`, {});
      expect(asked.statusCode).toBe(409);
      expect(asked.body).toContain('not a paid booking on a field opened by a lock');
    });

    it('When Seam says the code failed to reach the lock, then at the deadline the customer is given the lock’s backup code and staff see the problem', async () => {
      await fake.changeDevice(fake.devices.august1, {
        properties: { supports_backup_access_code_pool: true },
      });
      const booked = await park.book('2025-06-20', '10:00');
      await park.t.paddock.lockCodes.runOnce();
      const [own] = await namedOnLock(booked.id);
      if (!own) throw new Error('no code was made');
      expect(await codeOf(booked)).toBe(`#${own.code}#`);
      await failOnLock(own.access_code_id);

      // Two hours before the slot: the job reads the code, which is still not on the lock.
      park.t.clock.set('2025-06-20T08:00:00+01:00');
      await park.t.paddock.lockCodes.runOnce();
      // The lock's spare for this code: the same each time it is asked for.
      const locks = await createSeamLockService({ apiKey: fake.apiKey, endpoint: fake.endpoint });
      const backup = await locks.pullBackupCode(own.access_code_id);
      const [stored] = await park.t.database.db.query<{ booking_code: string }>(
        'select booking_code from bookings where id = $1',
        [booked.id],
      );
      expect(stored?.booking_code).toBe(backup.code);
      expect(stored?.booking_code).not.toBe(own.code);
      // Weeks on, the owner signs in afresh.
      const owner = await signedInAs(park.t, 'super-admin');
      const problems = (await owner.get('/api/admin/access-problems')).json<AccessProblems>();
      expect(problems.rows).toContainEqual(
        expect.objectContaining({
          bookingId: booked.id,
          status: 'stood-in',
          standIn: 'backup',
          error: expect.stringContaining('failed_to_set_on_device'),
        }),
      );
    });

    it('When Seam’s webhook says a code taken as scheduled failed at its start, then the customer is given the backup code at once; an unsigned one changes nothing', async () => {
      await fake.changeDevice(fake.devices.august1, {
        properties: { supports_backup_access_code_pool: true },
      });
      // Within the two hours: Seam's scheduled code is taken as it is.
      const booked = await park.book('2025-05-01', '10:00');
      await park.t.paddock.lockCodes.runOnce();
      const [own] = await namedOnLock(booked.id);
      if (!own) throw new Error('no code was made');
      expect(await codeOf(booked)).toBe(`#${own.code}#`);
      await failOnLock(own.access_code_id);
      const event = {
        event_id: randomUUID(),
        event_type: 'access_code.failed_to_set_on_device',
        access_code_id: own.access_code_id,
        device_id: fake.devices.august1,
        workspace_id: 'seed_workspace_1',
        created_at: new Date().toISOString(),
        occurred_at: new Date().toISOString(),
      };

      const forged = signedEvent(event, `whsec_${Buffer.from('not the key').toString('base64')}`);
      const refused = await park.t.app.inject({
        method: 'POST',
        url: '/api/locks/seam/webhook',
        ...forged,
      });
      expect(refused.statusCode).toBe(400);
      await park.t.paddock.lockCodes.runOnce();
      expect(await codeOf(booked)).toBe(`#${own.code}#`);

      const told = await park.t.app.inject({
        method: 'POST',
        url: '/api/locks/seam/webhook',
        ...signedEvent(event),
      });
      expect(told.statusCode, told.body).toBe(200);
      await park.t.paddock.lockCodes.runOnce();
      const locks = await createSeamLockService({ apiKey: fake.apiKey, endpoint: fake.endpoint });
      const backup = await locks.pullBackupCode(own.access_code_id);
      expect(await codeOf(booked)).toBe(`#${backup.code}#`);
    });

    it('When the owner puts a field with bookings to come on a lock, then each is given its own code from it', async () => {
      const barn = { ...PUPPY_PADDOCK, name: 'Paddock by the barn' };
      const added = await park.owner.post('/api/admin/fields', barn);
      expect(added.statusCode, added.body).toBe(201);
      const { id: fieldId } = added.json<{ field: ParkField }>().field;
      const walker = await signedInAs(park.t, 'customer');
      const id = await bookAndPay(walker, { ...slot('09:00', 60), date: '2025-06-22', fieldId });
      const booked = { id, email: '', walker };
      expect(await codeOf(booked)).toMatch(/^#\d{4}#$/);

      const changed = await park.owner.post(`/api/admin/fields/${fieldId}`, {
        ...barn,
        access: LOCK_ACCESS(fake.devices.august2),
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await park.t.paddock.lockCodes.runOnce();
      const [own] = await namedOnLock(id, fake.devices.august2);
      expect(await codeOf(booked)).toBe(`#${own?.code}#`);
    });

    it('When the owner closes the field for the day, then its bookings’ codes are taken off the lock', async () => {
      const booked = await park.book('2025-06-23', '10:00');
      await park.t.paddock.lockCodes.runOnce();
      const closed = await park.owner.post('/api/admin/closures', {
        date: '2025-06-23',
        reason: 'Fence repairs',
        fieldId: park.field.id,
      });
      expect(closed.statusCode, closed.body).toBe(200);
      await park.t.paddock.lockCodes.runOnce();
      const left = await heldOnLock(booked.id);
      expect(left).toEqual([]);
      expect(await activityOf(park.t, booked.id)).toContain('lock code removed');
    });

    it('When a booking is cancelled, then its code is taken off the lock', async () => {
      const booked = await park.book('2025-06-18', '10:00');
      await park.t.paddock.lockCodes.runOnce();
      const cancelled = await booked.walker.post(`/api/bookings/${booked.id}/cancel`, {
        expect: 'full-refund',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await park.t.paddock.lockCodes.runOnce();
      const left = await heldOnLock(booked.id);
      expect(left).toEqual([]);
    });
  });

  describe('with the lock’s service unreachable', () => {
    let park: LockPark;
    beforeAll(async () => {
      park = await lockPark(
        { endpoint: await unreachableEndpoint(), apiKey: fake.apiKey },
        fake.devices.august1,
        { reachable: false, env: WEBHOOK_ENV },
      );
    });
    afterAll(() => park.t.close());

    it('When the service cannot be reached, then the job tries again later, and at the deadline the customer is given the field’s code for the day', async () => {
      const booked = await park.book('2025-06-14', '12:00');
      await park.t.paddock.lockCodes.runOnce();
      const [waiting] = await park.t.database.db.query<{
        attempts: number;
        last_error: string | null;
        next_attempt_at: Date;
      }>('select attempts, last_error, next_attempt_at from lock_codes where booking_id = $1', [
        booked.id,
      ]);
      expect(waiting?.attempts).toBe(1);
      expect(waiting?.last_error).toBeTruthy();
      expect(waiting?.next_attempt_at.getTime()).toBeGreaterThan(park.t.clock.now().getTime());
      expect(await codeOf(booked)).toBeNull();

      // Two hours before the slot, still no code on the lock.
      park.t.clock.set('2025-06-14T10:00:00+01:00');
      await park.t.paddock.lockCodes.runOnce();
      const [day] = await park.t.database.db.query<{ code: string }>(
        `select code from day_codes where field_id = $1 and day = '2025-06-14'`,
        [park.field.id],
      );
      // Weeks later the customer's session has ended: the booking is read as it is stored.
      const [stored] = await park.t.database.db.query<{ booking_code: string }>(
        'select booking_code from bookings where id = $1',
        [booked.id],
      );
      expect(stored?.booking_code).toBe(day?.code);
      const mail = (await outboxFor(park.t, booked.email)).find((row) =>
        row.subject.startsWith('Your gate code'),
      );
      expect(mail?.text).toContain('could not be set on the lock in time');
      expect(await activityOf(park.t, booked.id)).toEqual(
        expect.arrayContaining(['lock code failed', 'gate code stood in']),
      );

      const owner = await signedInAs(park.t, 'super-admin');
      const problems = (await owner.get('/api/admin/access-problems')).json<AccessProblems>();
      expect(problems.rows).toEqual([
        expect.objectContaining({
          bookingId: booked.id,
          fieldName: 'Puppy paddock',
          date: '2025-06-14',
          time: '12:00',
          customer: booked.email,
          status: 'stood-in',
          standIn: 'daily',
          nextTryAt: null,
        }),
      ]);
      const { park: settings } = (await owner.get('/api/park')).json<ParkResponse>();
      const told = (await outboxFor(park.t, settings.email)).find((row) =>
        row.subject.startsWith(`Gate code problem on booking ${booked.id}`),
      );
      expect(told?.text).toContain(`The field's code for the day #${day?.code}#`);
    });
  });
});
