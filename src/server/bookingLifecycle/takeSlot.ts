import { isOverlapViolation } from '../bookings/bookingRecordSql';
import { forgetTakenTimes } from '../bookings/busyMemory';
import { type FieldTime, lapsedHoldsOverlapping } from '../bookings/holdsSql';
import { AppError } from '../http/errors';
import { endHold } from './holds';
import type { LifecycleContext } from './lifecycleContext';

export const slotTaken = () => new AppError('booking/slot-taken');

/**
 * Runs `take`, a transaction that puts bookings into `slots` (one, or a series' weeks). If the
 * exclusion constraint refuses it, holds there whose time has run out (which still count until
 * they are ended) are ended — their checkouts closed first — and it is tried once more.
 * Anything still in the way means a slot is taken: `taken()` says so, and this instance's
 * memory of the fields' taken times, which may have shown it free, reads them afresh.
 */
export async function takeSlots<T>(
  context: LifecycleContext,
  slots: readonly FieldTime[],
  take: () => Promise<T>,
  taken: () => Promise<Error> | Error = slotTaken,
): Promise<T> {
  const refused = async () => {
    for (const slot of slots) forgetTakenTimes(context.db, slot.fieldId);
    return taken();
  };
  try {
    return await take();
  } catch (error) {
    if (!isOverlapViolation(error)) throw error;
  }
  const lapsed = await lapsedHoldsOverlapping(context.db, slots, context.clock.now());
  if (lapsed.length === 0) throw await refused();
  for (const id of lapsed) await endHold(context, id);
  try {
    return await take();
  } catch (again) {
    throw isOverlapViolation(again) ? await refused() : again;
  }
}

/** takeSlots for one booking's slot. */
export function takeSlot<T>(
  context: LifecycleContext,
  slot: FieldTime,
  take: () => Promise<T>,
): Promise<T> {
  return takeSlots(context, [slot], take);
}
