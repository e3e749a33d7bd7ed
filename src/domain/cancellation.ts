/**
 * The park's policy (seed section 9): cancel at least the cut-off (12 hours) before the start
 * for a full refund; later than that, no refund, though the customer may still cancel to free
 * the slot. A booking that has started can't be cancelled, and one can be moved only while a
 * refund would still be due.
 */
export type CancellationTerms = 'full-refund' | 'no-refund' | 'started';

const HOUR_MS = 60 * 60_000;

export function cancellationTerms(
  startsAt: Date,
  now: Date,
  cutoffHours: number,
): CancellationTerms {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= 0) return 'started';
  return ahead >= cutoffHours * HOUR_MS ? 'full-refund' : 'no-refund';
}

export const MAX_MOVES = 1;

export function canMove(
  startsAt: Date,
  now: Date,
  cutoffHours: number,
  movesSoFar: number,
): boolean {
  return movesSoFar < MAX_MOVES && cancellationTerms(startsAt, now, cutoffHours) === 'full-refund';
}

/** When the reminder goes: `hoursBefore` the start, or at once for a booking made later than that. */
export function reminderDueAt(startsAt: Date, hoursBefore: number): Date {
  return new Date(startsAt.getTime() - hoursBefore * HOUR_MS);
}
