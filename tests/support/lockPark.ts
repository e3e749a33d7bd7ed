import { expect } from 'vitest';
import type { ParkField } from '../../src/contract/parkFields';
import { slot } from './bookings';
import { signedInAs, type TestBrowser, uniqueEmail } from './browser';
import { PUPPY_PADDOCK } from './secondField';
import { startTestApp } from './testApp';
import { bookAndPay } from './testCheckoutPay';

/** Where the tests start: 1 May 2025, 09:00 in the park. */
export const LOCK_PARK_START = '2025-05-01T09:00:00+01:00';

export const LOCK_ACCESS = (deviceId: string) => ({
  kind: 'lock' as const,
  lockDeviceId: deviceId,
  minutesAfter: 10,
  deadlineMinutes: 120,
});

export interface Booked {
  id: number;
  email: string;
  walker: TestBrowser;
}

/**
 * A park with a lock-opened puppy paddock, its app talking to Seam at `endpoint`. Where Seam
 * cannot be reached, Settings refuses the lock (it cannot check it): the field is put on the
 * lock as if that had been chosen while Seam answered.
 */
export async function lockPark(
  seam: { endpoint: string; apiKey: string },
  deviceId: string,
  options: { reachable?: boolean; env?: Record<string, string> } = {},
) {
  const reachable = options.reachable ?? true;
  const t = await startTestApp({
    now: LOCK_PARK_START,
    env: { SEAM_API_KEY: seam.apiKey, SEAM_ENDPOINT: seam.endpoint, ...options.env },
  });
  const owner = await signedInAs(t, 'super-admin');
  const added = await owner.post('/api/admin/fields', {
    ...PUPPY_PADDOCK,
    ...(reachable ? { access: LOCK_ACCESS(deviceId) } : {}),
  });
  expect(added.statusCode, added.body).toBe(201);
  const field = added.json<{ field: ParkField }>().field;
  if (!reachable) {
    await t.database.db.query(
      `update fields set access_kind = 'lock', lock_device_id = $2 where id = $1`,
      [field.id, deviceId],
    );
  }
  const book = async (date: string, time: string): Promise<Booked> => {
    const email = uniqueEmail();
    const walker = await signedInAs(t, 'customer', email);
    const id = await bookAndPay(walker, { ...slot(time, 60), date, fieldId: field.id });
    return { id, email, walker };
  };
  return { t, owner, field, book };
}

export type LockPark = Awaited<ReturnType<typeof lockPark>>;
