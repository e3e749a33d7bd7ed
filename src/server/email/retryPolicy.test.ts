import { describe, expect, it } from 'vitest';
import { classifySendError, GIVE_UP_AFTER_MS, nextAttemptAt, retryDelayMs } from './retryPolicy';

describe('classifySendError', () => {
  it('never retries what the mail server refused for good (5xx)', () => {
    expect(classifySendError({ responseCode: 550, message: 'No such user' })).toBe('permanent');
    expect(classifySendError({ responseCode: 554 })).toBe('permanent');
    expect(classifySendError({ responseCode: 535, code: 'EAUTH' })).toBe('permanent');
  });

  it('retries what the mail server deferred (4xx) and network trouble', () => {
    expect(classifySendError({ responseCode: 450 })).toBe('transient');
    expect(classifySendError({ responseCode: 421 })).toBe('transient');
    expect(
      classifySendError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })),
    ).toBe('transient');
    expect(classifySendError(new Error('Greeting never received'))).toBe('transient');
    expect(classifySendError(null)).toBe('transient');
  });
});

describe('retry schedule', () => {
  it('doubles from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000,
    ]);
    expect(retryDelayMs(500)).toBe(3_600_000);
  });

  it('keeps trying for more than a day, then gives up', () => {
    const created = new Date('2025-05-01T08:00:00Z');
    let now = created;
    let attempts = 0;
    let lastTry = created;
    for (;;) {
      attempts += 1;
      const next = nextAttemptAt(attempts, created, now);
      if (!next) break;
      lastTry = next;
      now = next;
    }
    expect(lastTry.getTime() - created.getTime()).toBeGreaterThan(24 * 60 * 60_000);
    expect(now.getTime() - created.getTime()).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(attempts).toBeLessThan(70);
  });
});
