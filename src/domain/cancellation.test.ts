import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationTerms, canMove, reminderDueAt } from './cancellation';

const start = new Date('2025-06-14T09:00:00Z');
const minutesBefore = (minutes: number) => new Date(start.getTime() - minutes * 60_000);

describe('cancellationTerms', () => {
  it('refunds in full at 12 hours 1 minute before, and exactly at 12 hours', () => {
    expect(cancellationTerms(start, minutesBefore(12 * 60 + 1), 12)).toBe('full-refund');
    expect(cancellationTerms(start, minutesBefore(12 * 60), 12)).toBe('full-refund');
  });

  it('refunds nothing at 11 hours 59 minutes before, down to the last minute', () => {
    expect(cancellationTerms(start, minutesBefore(12 * 60 - 1), 12)).toBe('no-refund');
    expect(cancellationTerms(start, minutesBefore(1), 12)).toBe('no-refund');
  });

  it('no longer cancels once the slot has started', () => {
    expect(cancellationTerms(start, start, 12)).toBe('started');
    expect(cancellationTerms(start, new Date(start.getTime() + 60_000), 12)).toBe('started');
  });

  it('follows the setting: with a 48-hour cut-off, 24 hours ahead is too late', () => {
    expect(cancellationTerms(start, minutesBefore(24 * 60), 48)).toBe('no-refund');
  });

  it('moves from full refund to no refund to started as time passes, never back', () => {
    const order = { 'full-refund': 0, 'no-refund': 1, started: 2 };
    fc.assert(
      fc.property(
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: 0, max: 600 }),
        (a, b) => {
          const earlier = cancellationTerms(start, minutesBefore(Math.max(a, a + b)), 12);
          const later = cancellationTerms(start, minutesBefore(Math.min(a, a + b)), 12);
          return order[earlier] <= order[later];
        },
      ),
    );
  });
});

describe('canMove', () => {
  it('moves a booking once, and only while a refund would still be due', () => {
    expect(canMove(start, minutesBefore(13 * 60), 12, 0)).toBe(true);
    expect(canMove(start, minutesBefore(13 * 60), 12, 1)).toBe(false);
    expect(canMove(start, minutesBefore(11 * 60), 12, 0)).toBe(false);
  });
});

describe('reminderDueAt', () => {
  it('is the given number of hours before the start', () => {
    expect(reminderDueAt(start, 24).toISOString()).toBe('2025-06-13T09:00:00.000Z');
  });
});
