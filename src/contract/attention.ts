import { z } from 'zod';

/**
 * What needs staff's attention, counted for the admin page's navigation (decision 124): unpaid
 * holds still in their time, the e-mails listed in E-mail problems, and the bookings listed in
 * Access problems. Each count is of the same rows its place lists.
 */
export const attentionSchema = z.object({
  unpaidHolds: z.number().int().min(0),
  emailProblems: z.number().int().min(0),
  accessProblems: z.number().int().min(0),
});
export type Attention = z.infer<typeof attentionSchema>;
