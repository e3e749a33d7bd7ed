import { z } from 'zod';
import { endpoint } from '../endpoint';

/** What Seam tells of the park's locks (decision 117). */
export const locksApi = {
  /** Seam's webhook, signed with SEAM_WEBHOOK_SECRET: a code set on a lock, or failing to be. */
  seamWebhook: endpoint({
    method: 'POST',
    path: '/api/locks/seam/webhook',
    access: 'anyone',
    takes: 'signed',
    answers: { 200: z.object({ received: z.literal(true) }) },
  }),
};
