import { retentionCutoffs } from '../../domain/retention';
import { forgetOldAttempts } from '../auth/signInFailuresSql';
import type { AppContext } from '../context/appContext';
import type { Database } from '../db/database';
import type { SweepTask } from '../jobs/sweeper';
import { forgetEndedWindows } from '../limits/rateLimitsSql';
import type { Clock } from '../platform/clock';
import { forgetEndedPlaces } from '../waitlist/placeListsSql';
import {
  blankOldEmailBodies,
  finishErasures,
  forgetDeadLinks,
  forgetEndedChallenges,
  forgetEndedSessions,
} from './retentionSql';

/** What one sweep removed or blanked, kind by kind. */
export interface RetentionSweep {
  sessions: number;
  challenges: number;
  links: number;
  limitCounters: number;
  emailBodies: number;
  erasedAccounts: number;
  waitlistPlaces: number;
}

/**
 * Keeps data no longer than the privacy notice says (src/domain/retention.ts). Each step stands
 * alone and is safe on two instances at once; bookings, payments, refunds, invoices and
 * Activity are the park's records and are not swept.
 */
export async function sweepRetention(deps: {
  db: Database;
  clock: Clock;
}): Promise<RetentionSweep> {
  const now = deps.clock.now();
  const cutoffs = retentionCutoffs(now);
  const { db } = deps;
  const swept = {
    sessions: await forgetEndedSessions(db, cutoffs),
    challenges: await forgetEndedChallenges(db, cutoffs),
    links: await forgetDeadLinks(db, cutoffs),
    limitCounters: await forgetEndedWindows(db, now),
    emailBodies: await blankOldEmailBodies(db, cutoffs),
    erasedAccounts: await db.transaction((tx) => finishErasures(tx, now)),
    waitlistPlaces: await forgetEndedPlaces(db, cutoffs.waitlistEndedBefore),
  };
  await forgetOldAttempts(db, cutoffs.signInFailuresBefore);
  return swept;
}

export function retentionSweepTask(deps: Pick<AppContext, 'db' | 'clock'>): SweepTask {
  return { name: 'retention', run: () => sweepRetention(deps) };
}
