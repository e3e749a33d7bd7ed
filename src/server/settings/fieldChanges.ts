import type { FieldSettings, ParkField } from '../../contract/parkFields';
import { regiveWaysIn } from '../access/regiveWaysIn';
import { type Actor, audit } from '../audit/auditSql';
import type { AppContext } from '../context/appContext';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import { type UpcomingBooking, upcomingBookings } from './affectedBookingsSql';
import { checkLockChoice } from './fieldLocks';
import {
  fieldLockOf,
  insertField,
  openFieldCount,
  setFieldRetired,
  updateField,
} from './fieldSettingsSql';

/** The field as the public park now lists it. */
async function savedField(deps: Pick<AppContext, 'db'>, id: number): Promise<ParkField> {
  const field = (await readPublicPark(deps.db)).fields.find((candidate) => candidate.id === id);
  if (!field) throw new Error(`field ${id} was saved but is not listed`);
  return field;
}

/**
 * Settings → Fields: adds a field, with its prices and hours; Activity says who and when. A
 * field opened by lock names one of the Seam workspace's locks.
 */
export async function addField(
  deps: Pick<AppContext, 'db' | 'clock' | 'locks' | 'log'>,
  actor: Actor,
  field: FieldSettings,
): Promise<ParkField> {
  await checkLockChoice(deps, null, field);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const added = await insertField(tx, field);
    await audit(tx, actor, 'settings: fields', `added the field "${field.name}"`, now);
    return added;
  });
  return savedField(deps, id);
}

/**
 * Settings → Fields: closes a field to new bookings (it can't be deleted while it has
 * bookings), or opens it again. Its bookings stay; those still to come are listed. The park
 * keeps at least one field open.
 */
export async function retireField(
  deps: Pick<AppContext, 'db' | 'clock'>,
  actor: Actor,
  id: number,
  retired: boolean,
): Promise<{ field: ParkField; bookingsToCome: UpcomingBooking[] }> {
  const now = deps.clock.now();
  const bookingsToCome = await deps.db.transaction(async (tx) => {
    const name = await setFieldRetired(tx, id, retired, now);
    if (name === null) throw new AppError('admin/no-such-field');
    if ((await openFieldCount(tx)) === 0) throw new AppError('admin/last-open-field');
    const what = retired ? 'closed the field' : 'opened the field';
    await audit(tx, actor, 'settings: fields', `${what} "${name}" to new bookings`, now);
    return upcomingBookings(tx, now, id);
  });
  return { field: await savedField(deps, id), bookingsToCome };
}

/**
 * Settings → Fields: changes a field; bookings already made keep what they were sold. A lock
 * newly chosen is checked against the Seam workspace first; refused, nothing is changed.
 */
export async function changeField(
  deps: Pick<AppContext, 'db' | 'clock' | 'locks' | 'log' | 'publicUrl'>,
  actor: Actor,
  id: number,
  field: FieldSettings,
): Promise<ParkField> {
  await checkLockChoice(deps, id, field);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await fieldLockOf(tx, id);
    if (!(await updateField(tx, id, field))) throw new AppError('admin/no-such-field');
    await audit(tx, actor, 'settings: fields', `changed the field "${field.name}"`, now);
    const after = await fieldLockOf(tx, id);
    if (before?.kind === after?.kind && before?.lockDeviceId === after?.lockDeviceId) return;
    // Bookings still to come are let in the new way: their old codes may no longer open it.
    const given = await regiveWaysIn(tx, id, deps.publicUrl, now);
    const what = `gave ${given} booking(s) to come on "${field.name}" its new way in`;
    await audit(tx, actor, 'settings: fields', what, now);
  });
  return savedField(deps, id);
}
