import { describe, expect, it } from 'vitest';
import { isPastDeadline, type LockCodeFacts, lockRetryAt, nextLockStep } from './lockCodes';

const NOW = new Date('2025-06-14T08:00:00Z');
const LATER = new Date('2025-06-14T10:00:00Z');
const facts = (change: Partial<LockCodeFacts> = {}): LockCodeFacts => ({
  wanted: true,
  state: 'pending',
  accessCodeId: null,
  staleAccessCodeIds: [],
  deadlineAt: LATER,
  ...change,
});

describe('the next step of a booking’s lock code', () => {
  it('When a code is wanted and none is made, then one is created', () => {
    expect(nextLockStep(facts())).toEqual({ kind: 'create' });
  });

  it('When a code is on its way to the lock, then it is checked', () => {
    expect(nextLockStep(facts({ state: 'setting', accessCodeId: 'ac1' }))).toEqual({
      kind: 'check',
      accessCodeId: 'ac1',
    });
  });

  it('When the deadline has come, then the code is still made or checked once, and only then is the deadline past', () => {
    expect(nextLockStep(facts())).toEqual({ kind: 'create' });
    expect(isPastDeadline(facts(), LATER)).toBe(true);
    expect(isPastDeadline(facts(), NOW)).toBe(false);
  });

  it('When the code is set or a fallback given, then nothing more is done', () => {
    expect(nextLockStep(facts({ state: 'set', accessCodeId: 'ac1' }))).toEqual({
      kind: 'done',
    });
    expect(nextLockStep(facts({ state: 'fallback' }))).toEqual({ kind: 'done' });
  });

  it('When a moved booking’s old code is still on the lock, then it is taken off first', () => {
    expect(nextLockStep(facts({ staleAccessCodeIds: ['old', 'older'] }))).toEqual({
      kind: 'remove-stale',
      accessCodeId: 'old',
    });
  });

  it('When the booking no longer needs a code, then its code is taken off, and without one nothing is done', () => {
    expect(nextLockStep(facts({ wanted: false, state: 'set', accessCodeId: 'ac1' }))).toEqual({
      kind: 'remove',
      accessCodeId: 'ac1',
    });
    expect(nextLockStep(facts({ wanted: false }))).toEqual({ kind: 'done' });
    expect(nextLockStep(facts({ wanted: false, state: 'removed', accessCodeId: 'ac1' }))).toEqual({
      kind: 'done',
    });
  });
});

describe('when a failed call to the lock is tried again', () => {
  it('When calls keep failing, then the wait doubles from 30 seconds to at most 30 minutes', () => {
    const far = new Date('2025-07-01T00:00:00Z');
    const waits = [1, 2, 3, 8, 20].map(
      (failures) => (lockRetryAt(failures, far, NOW).getTime() - NOW.getTime()) / 1000,
    );
    expect(waits).toEqual([30, 60, 120, 1800, 1800]);
  });

  it('When the deadline is nearer than the wait, then the next try is at the deadline', () => {
    const soon = new Date('2025-06-14T08:10:00Z');
    expect(lockRetryAt(8, soon, NOW)).toEqual(soon);
  });
});
