import { isOverlapViolation } from '../bookings/bookingRecordSql';
import { lapsedHoldsOverlapping } from '../bookings/holdsSql';
import { AppError } from '../http/errors';
import { endHold } from './holds';
import type { LifecycleDeps } from './lifecycleDeps';

export const slotTaken = () => new AppError('booking/slot-taken');

/**
 * Runs `take`, a transaction that puts a booking into [startsAt, endsAt). If the exclusion
 * constraint refuses it, holds there whose time has run out (which still count until they are
 * ended) are ended — their checkouts closed first — and it is tried once more. Anything still
 * in the way means the slot is taken.
 */
export async function takeSlot<T>(
  context: LifecycleDeps,
  slot: { startsAt: Date; endsAt: Date },
  take: () => Promise<T>,
): Promise<T> {
  try {
    return await take();
  } catch (error) {
    if (!isOverlapViolation(error)) throw error;
  }
  const lapsed = await lapsedHoldsOverlapping(
    context.db,
    slot.startsAt,
    slot.endsAt,
    context.clock.now(),
  );
  if (lapsed.length === 0) throw slotTaken();
  for (const id of lapsed) await endHold(context, id);
  try {
    return await take();
  } catch (again) {
    throw isOverlapViolation(again) ? slotTaken() : again;
  }
}
