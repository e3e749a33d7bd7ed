import { fieldRules } from '../../contract/fieldChoice';
import type { JoinWaitlistResponse } from '../../contract/waitlist';
import { endOfHold, heldMinutes } from '../../domain/slots';
import { MAX_OPEN_ENTRIES, type WaitRefusal, whyNotWaitable } from '../../domain/waitlist';
import { instantOf } from '../../domain/zonedTime';
import type { SessionUser } from '../auth/sessionsSql';
import type { AppContext } from '../context/appContext';
import { locks, takeLock } from '../db/locks';
import { AppError } from '../http/errors';
import { readPublicPark } from '../park/parkSql';
import { requestedField } from '../park/requestedField';
import { myPlace } from './places';
import { countOpenPlaces, holdersOf, insertPlace, openPlaceOn } from './placesSql';

export interface JoinRequest {
  date: string;
  time: string;
  minutes: number;
  dogs: string;
  shortNotice: boolean;
  /** The field of the slot; the first when none is named. */
  fieldId?: number | undefined;
}

function refused(refusal: WaitRefusal): AppError {
  switch (refusal.code) {
    case 'started':
      return new AppError('waitlist/slot-started');
    case 'closed':
      return new AppError('waitlist/park-closed');
    case 'not-a-slot':
      return new AppError('waitlist/not-a-slot', refusal.reason);
  }
}

/**
 * "Tell me if it frees up": puts the customer in line for a slot someone else holds now. A
 * free slot is for booking, not waiting; their own booking is not theirs to wait for. Asked
 * again for a slot they wait for already, it answers the place they have, as it was.
 */
export async function joinWaitlist(
  deps: Pick<AppContext, 'db' | 'clock'>,
  user: SessionUser,
  request: JoinRequest,
): Promise<JoinWaitlistResponse> {
  const park = await readPublicPark(deps.db);
  const now = deps.clock.now();
  const field = requestedField(park, request);
  const refusal = whyNotWaitable(fieldRules(park, field), request, now);
  if (refusal) throw refused(refusal);
  const startsAt = instantOf(request.date, request.time, park.timeZone);
  const slot = {
    fieldId: field.id,
    startsAt,
    endsAt: endOfHold(startsAt, heldMinutes(request.minutes, field.handoverMinutes)),
    minutes: request.minutes,
  };
  const joined = await deps.db.transaction(async (tx) => {
    await takeLock(tx, locks.customerLists(user.id));
    const existing = await openPlaceOn(tx, user.id, slot);
    if (existing !== null) return { id: existing, alreadyOnList: true };
    if ((await countOpenPlaces(tx, user.id)) >= MAX_OPEN_ENTRIES) {
      throw new AppError('waitlist/too-many');
    }
    const holders = await holdersOf(tx, slot, now);
    if (holders.length === 0) throw new AppError('waitlist/slot-free');
    if (holders.includes(user.id)) throw new AppError('waitlist/your-booking');
    const id = await insertPlace(tx, { ...request, ...slot, userId: user.id }, now);
    return { id, alreadyOnList: false };
  });
  return { entry: await myPlace(deps, user, joined.id), alreadyOnList: joined.alreadyOnList };
}
