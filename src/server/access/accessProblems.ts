import type { AccessProblems } from '../../contract/accessProblems';
import { type Actor, audit } from '../audit/auditSql';
import type { AppContext } from '../context/appContext';
import { AppError } from '../http/errors';
import { listAccessProblems, lockedBooking } from './accessProblemsSql';
import { planLockCode } from './lockCodesSql';

/** The list shows this many, soonest first; the rest are counted. */
export const ACCESS_PROBLEMS_SHOWN = 50;

export function accessProblems(deps: Pick<AppContext, 'db' | 'clock'>): Promise<AccessProblems> {
  return listAccessProblems(deps.db, deps.clock.now(), ACCESS_PROBLEMS_SHOWN);
}

/**
 * Asks the lock for a new code for a paid booking (the customer lost theirs, or it stood in):
 * the job takes the old one off, makes the new one and e-mails it. Noted in Activity.
 */
export async function issueNewLockCode(
  deps: Pick<AppContext, 'db' | 'clock'>,
  actor: Actor,
  bookingId: number,
): Promise<{ bookingId: number; queued: true }> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const booking = await lockedBooking(tx, bookingId);
    if (!booking) throw new AppError('admin/no-lock-code');
    await planLockCode(tx, booking, now);
    await audit(tx, actor, 'new lock code asked for', `booking ${bookingId}`, now, bookingId);
  });
  return { bookingId, queued: true };
}
