import { z } from 'zod';

/**
 * Settings → Fields: the smart locks a field opened by lock can be given (decision 117), as the
 * park's Seam workspace reports them now. The API key is never part of it.
 */
export const lockChoiceSchema = z.object({
  /** Seam's device id: what the field stores as its `access.lockDeviceId`. */
  deviceId: z.string(),
  /** The name the owner gave the lock in Seam. */
  name: z.string(),
  /** The code lengths the lock takes, shortest first; empty when it does not say. */
  codeLengths: z.array(z.number().int()),
  supportsOffline: z.boolean(),
  supportsBackupCodes: z.boolean(),
  /** Whether Seam can reach the lock now. */
  online: z.boolean(),
});
export type LockChoice = z.infer<typeof lockChoiceSchema>;

/**
 * GET /api/admin/locks. `connected` is false (and `locks` empty) while SEAM_API_KEY is not set;
 * when Seam fails, `problem` says so in plain words and `locks` is empty.
 */
export const lockListSchema = z.object({
  connected: z.boolean(),
  locks: z.array(lockChoiceSchema),
  problem: z.string().nullable(),
});
export type LockList = z.infer<typeof lockListSchema>;
