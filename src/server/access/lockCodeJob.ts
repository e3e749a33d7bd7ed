import { setTimeout as sleep } from 'node:timers/promises';
import { localDateAt } from '../../domain/dates';
import {
  CHECK_AGAIN_MS,
  isPastDeadline,
  type LockStep,
  lockRetryAt,
  nextLockStep,
} from '../../domain/lockCodes';
import { AUTOMATIC, audit } from '../audit/auditSql';
import { findBooking, lockBooking } from '../bookings/bookingRecordSql';
import type { AppContext } from '../context/appContext';
import { dayCode } from '../doorCodes/doorCodesSql';
import { type LockCode, type LockService, LockServiceError } from '../locks/lockService';
import { readPublicPark } from '../park/parkSql';
import { giveCode, type StandIn } from './givenCode';
import {
  claimDueLockCode,
  type HeldLockCode,
  keepForRemoval,
  type LockCodeChange,
  type LockCodeRecord,
  recordLockFailure,
  recordLockStep,
  releaseLockCode,
  rereadLockCode,
} from './lockJobsSql';

// The job that puts each booking's own code on its field's lock, replaces it after a move,
// takes it off after a cancellation, and gives a stand-in code when the lock's service fails
// (decision 117). Every instance runs it; a row is worked on by one worker at a time, under a
// lease of its own that every write names, and each step works from the row as it is then:
// a move or a cancellation that lands while a call to the lock is under way is not written
// over, but taken up by the next step (decision 138).

/** `locks` is null when SEAM_API_KEY is not set: every code then falls back at once. */
export type LockJobDeps = Pick<
  AppContext,
  'db' | 'clock' | 'publicUrl' | 'log' | 'outbox' | 'locks'
>;

/**
 * How long a claim on a row lasts, renewed before each step: more than the longest step (making
 * a code is three calls to the lock's service, and a stand-in one more, each bounded by its
 * 10 s timeout), and short enough that a row whose worker died is taken up within minutes.
 */
const LEASE_MS = 2 * 60_000;
/** Rows one run works on before it lets the next run look again. */
const BATCH = 20;
/** Rows worked on at once by one instance. */
const LANES = 4;
/** How soon a lane with nothing to do looks again while another is busy. */
const LOOK_AGAIN_MS = 200;

/**
 * Enough for the longest run of steps: a stale code off, a code made, checked, given, and a
 * step whose result a move or a cancellation overtook.
 */
const MOST_STEPS = 8;

const leaseEnd = (now: Date) => new Date(now.getTime() + LEASE_MS);

/** The code the customer is given with a step's change: written together, or neither. */
interface Give {
  code: string;
  standIn: StandIn | null;
}

/** What a step came to. */
type Outcome =
  /** A failure worth trying again at `retryAt`. */
  | { retry: { reason: string; retryAt: Date } }
  /** The step's change of the row, with the code it made on the lock (if it made one). */
  | { change: LockCodeChange; give?: Give; made?: string };

const NO_SERVICE = new LockServiceError(
  'SEAM_API_KEY is not set, so no code can be put on a lock',
  false,
  'not_configured',
  null,
);

/**
 * A code is on the lock when Seam says `set`, or it is an offline code (the lock works it out
 * itself). One Seam will put on at its start (`unset`, no errors) is waited for until the
 * deadline and then accepted: its window has not begun, so it cannot be on the lock yet.
 */
function lockHolds(code: LockCode, pastDeadline: boolean): boolean {
  if (code.status === 'set' || (code.offline && code.code !== null)) return true;
  return code.status === 'unset' && code.errors.length === 0 && pastDeadline;
}

/** When to read a code on its way again: soon while it is being set, at the deadline while scheduled. */
function checkAgainAt(code: LockCode, record: LockCodeRecord, now: Date): Date {
  const deadline = record.deadlineAt.getTime();
  if (code.status === 'unset' && code.errors.length === 0) return new Date(deadline);
  return new Date(Math.min(now.getTime() + CHECK_AGAIN_MS, deadline));
}

/**
 * One pass over the codes with a step due: a few rows at once (most of a step is waiting for the
 * lock's service), each claimed alone so that its lease covers its own work only. A lane with
 * nothing to do looks again now and then while another is still busy, so a row that falls due
 * meanwhile (a booking paid, moved or cancelled) does not wait for the slowest row of the pass.
 * Answers how many were worked on.
 */
export async function runLockCodes(deps: LockJobDeps): Promise<number> {
  let worked = 0;
  let busy = 0;
  const lane = async () => {
    while (worked < BATCH) {
      const now = deps.clock.now();
      const claimed = await claimDueLockCode(deps.db, now, leaseEnd(now));
      if (!claimed) {
        if (busy === 0) return;
        await sleep(LOOK_AGAIN_MS);
        continue;
      }
      worked += 1;
      busy += 1;
      try {
        await workOn(deps, claimed.held);
      } finally {
        busy -= 1;
        await releaseLockCode(deps.db, claimed.held);
      }
    }
  };
  // Every lane ends before the run does, even when one fails: a run is one at a time.
  const lanes = await Promise.allSettled(Array.from({ length: LANES }, lane));
  if (worked > 0) deps.outbox.wake();
  const failed = lanes.find((ended) => ended.status === 'rejected');
  if (failed) throw failed.reason;
  return worked;
}

/** Steps through one row while it is due now; stops once the lease is someone else's. */
async function workOn(deps: LockJobDeps, held: HeldLockCode): Promise<void> {
  for (let steps = 0; steps < MOST_STEPS; steps += 1) {
    const now = deps.clock.now();
    const record = await rereadLockCode(deps.db, held, leaseEnd(now));
    if (!record) return;
    const step = nextLockStep(record);
    const outcome: Outcome =
      step.kind === 'done'
        ? { change: { nextAttemptAt: null } }
        : await attempt(deps, record, step, now);
    // Not written: the row changed meanwhile (the next step reads it) or the lease is lost.
    if (!(await written(deps, held, record.version, outcome, now))) continue;
    const next = 'retry' in outcome ? outcome.retry.retryAt : outcome.change.nextAttemptAt;
    if (next === null || next > now) return;
  }
}

/**
 * Writes a step's outcome over the version of the row it read, under the lease; answers
 * whether it was written. A code the step made that cannot be written as the row's own is
 * kept as one to take off, so that none is left on the lock unknown.
 */
async function written(
  deps: LockJobDeps,
  held: HeldLockCode,
  version: number,
  outcome: Outcome,
  now: Date,
): Promise<boolean> {
  if ('retry' in outcome) return recordLockFailure(deps.db, held, version, outcome.retry, now);
  const { change, give, made } = outcome;
  const done = give
    ? await writeGiving(deps, held, version, change, give, now)
    : await recordLockStep(deps.db, held, version, change, now);
  if (!done && made) await keepForRemoval(deps.db, held.bookingId, made, now);
  return done;
}

/**
 * The change and the customer's code in one transaction: the code is sent only for the row's
 * version the step worked from, never for a booking moved or cancelled meanwhile.
 */
function writeGiving(
  deps: LockJobDeps,
  held: HeldLockCode,
  version: number,
  change: LockCodeChange,
  give: Give,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    // The booking first, as a move and a cancellation take it: one waits for the other.
    await lockBooking(tx, held.bookingId);
    if (!(await recordLockStep(tx, held, version, change, now))) return false;
    await giveCode(tx, deps.publicUrl, held.bookingId, give.code, give.standIn, now);
    if (give.standIn) {
      await audit(
        tx,
        AUTOMATIC,
        'gate code stood in',
        give.standIn.standIn === 'backup'
          ? "the lock's backup code"
          : "the field's code for the day",
        now,
        held.bookingId,
      );
    }
    return true;
  });
}

/** Takes the step; a failure is retried later, or given up to the fallback. */
async function attempt(
  deps: LockJobDeps,
  record: LockCodeRecord,
  step: Exclude<LockStep, { kind: 'done' }>,
  now: Date,
): Promise<Outcome> {
  try {
    if (!deps.locks) throw NO_SERVICE;
    return await take(deps, deps.locks, record, step, now);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryable = !(error instanceof LockServiceError) || error.retryable;
    deps.log.warn(
      { bookingId: record.bookingId, step: step.kind, reason },
      'lock code step failed',
    );
    await audit(
      deps.db,
      AUTOMATIC,
      'lock code failed',
      `${step.kind}: ${reason}`,
      now,
      record.bookingId,
    );
    const makingIt = step.kind === 'create' || step.kind === 'check';
    if (retryable && !(makingIt && isPastDeadline(record, now))) {
      return {
        retry: { reason, retryAt: lockRetryAt(record.attempts + 1, record.deadlineAt, now) },
      };
    }
    // Refused for good, or out of time: a code to make gives way to the fallback; one to take
    // off is let be (the staff see the failure in Activity).
    if (makingIt) return fallBack(deps, record, now, reason);
    return step.kind === 'remove-stale'
      ? { change: { droppedStale: step.accessCodeId, nextAttemptAt: now } }
      : { change: { state: 'removed', nextAttemptAt: now } };
  }
}

async function take(
  deps: LockJobDeps,
  locks: LockService,
  record: LockCodeRecord,
  step: Exclude<LockStep, { kind: 'done' }>,
  now: Date,
): Promise<Outcome> {
  const { bookingId } = record;
  switch (step.kind) {
    case 'remove-stale':
      await locks.deleteCode(step.accessCodeId);
      await audit(
        deps.db,
        AUTOMATIC,
        'lock code removed',
        `replaced code ${step.accessCodeId}`,
        now,
        bookingId,
      );
      return { change: { droppedStale: step.accessCodeId, nextAttemptAt: now } };
    case 'remove':
      await locks.deleteCode(step.accessCodeId);
      await audit(
        deps.db,
        AUTOMATIC,
        'lock code removed',
        `code ${step.accessCodeId}`,
        now,
        bookingId,
      );
      return { change: { state: 'removed', nextAttemptAt: now } };
    case 'create': {
      const made = await locks.createCode({
        deviceId: record.deviceId,
        name: `Paddock booking ${bookingId}`,
        startsAt: record.startsAt,
        endsAt: record.endsAt,
        preferOffline: true,
      });
      await audit(
        deps.db,
        AUTOMATIC,
        'lock code created',
        `${made.offline ? 'offline' : 'online'} code ${made.accessCodeId}, ${record.startsAt.toISOString()} to ${record.endsAt.toISOString()}`,
        now,
        bookingId,
      );
      return { ...(await settled(deps, record, made, now)), made: made.accessCodeId };
    }
    case 'check': {
      const held = await locks.readCode(step.accessCodeId);
      if (!held) return { change: { state: 'pending', nextAttemptAt: now } };
      return settled(deps, record, held, now);
    }
  }
}

/**
 * After a code is made or read: sent to the customer once known, read again until on the lock,
 * and past the deadline not on it, given up for the stand-in.
 */
async function settled(
  deps: LockJobDeps,
  record: LockCodeRecord,
  code: LockCode,
  now: Date,
): Promise<{ change: LockCodeChange; give?: Give }> {
  const pastDeadline = isPastDeadline(record, now);
  const set = lockHolds(code, pastDeadline);
  const change: LockCodeChange = {
    state: set ? 'set' : 'setting',
    accessCodeId: code.accessCodeId,
    code: code.code,
    offline: code.offline,
    nextAttemptAt: set ? null : checkAgainAt(code, record, now),
  };
  // A code that will not be on the lock in time is not sent: the stand-in is, at once.
  if (set || !pastDeadline) {
    const known = code.code && code.code !== record.code;
    return known ? { change, give: { code: code.code as string, standIn: null } } : { change };
  }
  const errors = code.errors.length > 0 ? ` (${code.errors.join(', ')})` : '';
  const late = `The code was still not on the lock by the deadline${errors}.`;
  const standIn = await fallBack(deps, { ...record, accessCodeId: code.accessCodeId }, now, late);
  return { ...standIn, change: { ...change, ...standIn.change } };
}

/**
 * No code of its own on the lock in time: the lock's backup code where Seam keeps a pool for
 * it, else the field's code for the day; the customer is to be sent it, the staff see the
 * problem.
 */
async function fallBack(
  deps: LockJobDeps,
  record: LockCodeRecord,
  now: Date,
  reason: string,
): Promise<{ change: LockCodeChange; give: Give }> {
  const backup = await backupCode(deps, record);
  const fallback = backup
    ? { code: backup, kind: 'backup' as const }
    : { code: await dayCodeOf(deps, record, now), kind: 'daily' as const };
  return {
    change: { state: 'fallback', fallback: { ...fallback, reason }, nextAttemptAt: null },
    give: { code: fallback.code, standIn: { standIn: fallback.kind, reason } },
  };
}

/** The field's code for the booking's own day (its window may start the evening before). */
async function dayCodeOf(deps: LockJobDeps, record: LockCodeRecord, now: Date): Promise<string> {
  const booking = await findBooking(deps.db, record.bookingId);
  const park = await readPublicPark(deps.db);
  const date = booking?.date ?? localDateAt(record.startsAt, park.timeZone);
  return dayCode(deps.db, record.fieldId, date, now);
}

/** A spare code from the lock's pool for the booking's code, or null where there is none. */
async function backupCode(deps: LockJobDeps, record: LockCodeRecord): Promise<string | null> {
  if (!deps.locks || !record.accessCodeId) return null;
  try {
    return (await deps.locks.pullBackupCode(record.accessCodeId)).code;
  } catch (error) {
    deps.log.warn({ bookingId: record.bookingId, err: error }, 'no backup code from the lock');
    return null;
  }
}
