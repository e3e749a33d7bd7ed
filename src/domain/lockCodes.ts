// A booking's own code on a smart lock moves through a few steps, each a call to the lock's
// service that may fail and be tried again (decision 117). Which step is due is decided here,
// from what is recorded, so a job that stopped half way picks up where it was.

export type LockCodeState = 'pending' | 'setting' | 'set' | 'removed' | 'fallback';

export interface LockCodeFacts {
  wanted: boolean;
  state: LockCodeState;
  accessCodeId: string | null;
  /** Codes replaced by a move or a reissue, still on the lock. */
  staleAccessCodeIds: readonly string[];
  /** By then the code must be on the lock, or the customer is given another way in. */
  deadlineAt: Date;
}

export type LockStep =
  | { kind: 'remove-stale'; accessCodeId: string }
  | { kind: 'remove'; accessCodeId: string }
  | { kind: 'create' }
  | { kind: 'check'; accessCodeId: string }
  | { kind: 'done' };

/**
 * The next call to make for a booking's lock code, or done. Past the deadline the code is
 * still made or checked once more: only a failure or a code still not on the lock then gives
 * the customer the fallback (`isPastDeadline`).
 */
export function nextLockStep(facts: LockCodeFacts): LockStep {
  const [stale] = facts.staleAccessCodeIds;
  if (stale !== undefined) return { kind: 'remove-stale', accessCodeId: stale };
  if (!facts.wanted) {
    return facts.accessCodeId !== null && facts.state !== 'removed'
      ? { kind: 'remove', accessCodeId: facts.accessCodeId }
      : { kind: 'done' };
  }
  if (facts.state === 'set' || facts.state === 'fallback' || facts.state === 'removed') {
    return { kind: 'done' };
  }
  if (facts.state === 'setting' && facts.accessCodeId !== null) {
    return { kind: 'check', accessCodeId: facts.accessCodeId };
  }
  return { kind: 'create' };
}

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 30 * 60_000;

/**
 * When to try again after `failures` failed calls: 30 s, 1 min, 2 min … at most 30 minutes,
 * and never after the deadline, when the fallback is due whatever the service does.
 */
export function lockRetryAt(failures: number, deadlineAt: Date, now: Date): Date {
  const delay = Math.min(
    LONGEST_RETRY_MS,
    FIRST_RETRY_MS * 2 ** Math.min(Math.max(0, failures - 1), 20),
  );
  const at = now.getTime() + delay;
  return new Date(now < deadlineAt ? Math.min(at, deadlineAt.getTime()) : at);
}

/** Whether a code not on the lock by now means the customer is given the fallback. */
export function isPastDeadline(facts: Pick<LockCodeFacts, 'deadlineAt'>, now: Date): boolean {
  return now >= facts.deadlineAt;
}

/** How soon to look again at a code on its way to the lock. */
export const CHECK_AGAIN_MS = 30_000;
