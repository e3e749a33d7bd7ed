import { z } from 'zod';

/**
 * A booking whose own code on the lock is not as it should be (decision 117): still being
 * tried ('retrying'), given another code because its own did not reach the lock in time
 * ('stood-in'), or, once cancelled, not yet taken off the lock ('not-removed').
 */
export const accessProblemSchema = z.object({
  bookingId: z.number().int(),
  fieldName: z.string(),
  /** The booking's day and start, 'YYYY-MM-DD' and 'HH:MM', in the park's time. */
  date: z.string(),
  time: z.string(),
  customer: z.string().nullable(),
  status: z.enum(['retrying', 'stood-in', 'not-removed']),
  /** The lock service's words, or why another code was given. */
  error: z.string().nullable(),
  /** What was given instead: the lock's backup code or the field's code for the day. */
  standIn: z.enum(['backup', 'daily']).nullable(),
  attempts: z.number().int(),
  /** When it is tried next; null when nothing more will be tried. */
  nextTryAt: z.string().nullable(),
});
export type AccessProblem = z.infer<typeof accessProblemSchema>;

export const accessProblemsSchema = z.object({
  /** How many there are; `rows` holds the soonest of them. */
  total: z.number().int(),
  rows: z.array(accessProblemSchema),
});
export type AccessProblems = z.infer<typeof accessProblemsSchema>;

export const bookingIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** A new code asked of the lock for the booking: the job makes it and sends it. */
export const newLockCodeSchema = z.object({
  bookingId: z.number().int(),
  queued: z.literal(true),
});
