import { describe, expect, it } from 'vitest';
import { clockStartingAt, systemClock } from './clock';

describe('clockStartingAt', () => {
  it('starts at the given instant and runs on with real time', () => {
    let real = Date.parse('2026-11-22T12:00:00Z');
    const clock = clockStartingAt(new Date('2025-05-01T09:00:00+01:00'), () => real);
    expect(clock.now().toISOString()).toBe('2025-05-01T08:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2025-05-01T08:01:30.000Z');
  });
});

describe('systemClock', () => {
  it('answers the real time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
