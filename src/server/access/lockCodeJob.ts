import { localDateAt } from '../../domain/dates';
import {
  CHECK_AGAIN_MS,
  isPastDeadline,
  type LockStep,
  lockRetryAt,
  nextLockStep,
} from '../../domain/lockCodes';
import { AUTOMATIC, audit } from '../audit/auditSql';
import { findBooking } from '../bookings/bookingRecordSql';
import type { AppContext } from '../context/appContext';
import { dayCode } from '../doorCodes/doorCodesSql';
import { type LockCode, type LockService, LockServiceError } from '../locks/lockService';
import { readPublicPark } from '../park/parkSql';
import { giveCode } from './givenCode';
import {
  claimDueLockCodes,
  type LockCodeChange,
  type LockCodeRecord,
  recordLockFailure,
  recordLockStep,
} from './lockJobsSql';

// The job that puts each booking's own code on its field's lock, replaces it after a move,
// takes it off after a cancellation, and gives a stand-in code when the lock's service fails
// (decision 117). Every instance runs it; a row is worked on by one at a time.

/** `locks` is null when SEAM_API_KEY is not set: every code then falls back at once. */
export type LockJobDeps = Pick<
  AppContext,
  'db' | 'clock' | 'publicUrl' | 'log' | 'outbox' | 'locks'
>;

const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** Enough for the longest run of steps: a stale code off, a code made, checked, given. */
const MOST_STEPS = 6;

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

/** One pass over the codes with a step due; answers how many were worked on. */
export async function runLockCodes(deps: LockJobDeps): Promise<number> {
  const now = deps.clock.now();
  const claimed = await claimDueLockCodes(deps.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
  for (const record of claimed) await workOn(deps, record);
  if (claimed.length > 0) deps.outbox.wake();
  return claimed.length;
}

async function workOn(deps: LockJobDeps, record: LockCodeRecord): Promise<void> {
  let current = record;
  for (let steps = 0; steps < MOST_STEPS; steps += 1) {
    const now = deps.clock.now();
    const step = nextLockStep(current);
    if (step.kind === 'done') {
      await recordLockStep(deps.db, current.bookingId, { nextAttemptAt: null }, now);
      return;
    }
    const change = await attempt(deps, current, step, now);
    if (!change) return;
    await recordLockStep(deps.db, current.bookingId, change, now);
    current = applied(current, change);
    if (change.nextAttemptAt === null || change.nextAttemptAt > now) return;
  }
}

/** Takes the step; a failure is recorded (retried, or given up to the fallback) and answers null. */
async function attempt(
  deps: LockJobDeps,
  record: LockCodeRecord,
  step: Exclude<LockStep, { kind: 'done' }>,
  now: Date,
): Promise<LockCodeChange | null> {
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
      const retryAt = lockRetryAt(record.attempts + 1, record.deadlineAt, now);
      await recordLockFailure(deps.db, record.bookingId, reason, retryAt, now);
      return null;
    }
    await recordLockFailure(deps.db, record.bookingId, reason, now, now);
    // Refused for good, or out of time: a code to make gives way to the fallback; one to take
    // off is let be (the staff see the failure in Activity).
    if (makingIt) return fallBack(deps, record, now, reason);
    return step.kind === 'remove-stale'
      ? { droppedStale: step.accessCodeId, nextAttemptAt: now }
      : { state: 'removed', nextAttemptAt: now };
  }
}

async function take(
  deps: LockJobDeps,
  locks: LockService,
  record: LockCodeRecord,
  step: Exclude<LockStep, { kind: 'done' }>,
  now: Date,
): Promise<LockCodeChange> {
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
      return { droppedStale: step.accessCodeId, nextAttemptAt: now };
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
      return { state: 'removed', nextAttemptAt: now };
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
      return settled(deps, record, made, now);
    }
    case 'check': {
      const held = await locks.readCode(step.accessCodeId);
      if (!held) return { state: 'pending', nextAttemptAt: now };
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
): Promise<LockCodeChange> {
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
  const givenUp = !set && pastDeadline;
  if (!givenUp && code.code && code.code !== record.code) {
    await giveCode(deps, record.bookingId, code.code, null, now);
  }
  if (!givenUp) return change;
  const errors = code.errors.length > 0 ? ` (${code.errors.join(', ')})` : '';
  const late = `The code was still not on the lock by the deadline${errors}.`;
  return {
    ...change,
    ...(await fallBack(deps, { ...record, accessCodeId: code.accessCodeId }, now, late)),
  };
}

/**
 * No code of its own on the lock in time: the lock's backup code where Seam keeps a pool for
 * it, else the field's code for the day; the customer is sent it, the staff see the problem.
 */
async function fallBack(
  deps: LockJobDeps,
  record: LockCodeRecord,
  now: Date,
  reason: string,
): Promise<LockCodeChange> {
  const backup = await backupCode(deps, record);
  const fallback = backup
    ? { code: backup, kind: 'backup' as const }
    : { code: await dayCodeOf(deps, record, now), kind: 'daily' as const };
  await giveCode(deps, record.bookingId, fallback.code, { standIn: fallback.kind, reason }, now);
  await audit(
    deps.db,
    AUTOMATIC,
    'gate code stood in',
    fallback.kind === 'backup' ? "the lock's backup code" : "the field's code for the day",
    now,
    record.bookingId,
  );
  return { state: 'fallback', fallback: { ...fallback, reason }, nextAttemptAt: null };
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

function applied(record: LockCodeRecord, change: LockCodeChange): LockCodeRecord {
  return {
    ...record,
    state: change.state ?? record.state,
    accessCodeId: change.accessCodeId ?? record.accessCodeId,
    code: change.code === undefined ? record.code : change.code,
    staleAccessCodeIds: record.staleAccessCodeIds.filter((id) => id !== change.droppedStale),
    attempts: 0,
  };
}
