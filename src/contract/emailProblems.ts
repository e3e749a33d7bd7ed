import { z } from 'zod';

/**
 * An e-mail the park could not deliver (decision 096): refused for good ('failed'), or still
 * being tried ('retrying': from its first failure when the mail server could not be reached,
 * after 15 minutes when it answered "try later"; decision 128). `error` is the mail server's own words.
 */
export const emailProblemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** What the message is for, as the park names it (e.g. 'booking-confirmation'). */
  kind: z.string(),
  status: z.enum(['failed', 'retrying']),
  error: z.string(),
  /** When it was written, and so first tried: the outbox tries a message at once. */
  firstTriedAt: z.string(),
  attempts: z.number().int(),
  /** When it is tried next; null once it has failed. */
  nextTryAt: z.string().nullable(),
});
export type EmailProblem = z.infer<typeof emailProblemSchema>;

export const emailProblemsSchema = z.object({
  /** How many problems there are in all; `rows` holds the newest of them. */
  total: z.number().int(),
  rows: z.array(emailProblemSchema),
});
export type EmailProblems = z.infer<typeof emailProblemsSchema>;

export const emailProblemParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
