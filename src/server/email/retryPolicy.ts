export type SendFailure = 'transient' | 'permanent';

/**
 * SMTP says 4xx for "try later" and 5xx for "never". Anything without a reply code (refused
 * connection, timeout, DNS) is the network, which comes back: transient.
 */
export function classifySendError(error: unknown): SendFailure {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code === 'number' && code >= 500 && code < 600) return 'permanent';
  return 'transient';
}

const FIRST_DELAY_MS = 30_000;
const LONGEST_DELAY_MS = 60 * 60_000;
/** Past this age a message that still fails is given up: well over the day promised. */
export const GIVE_UP_AFTER_MS = 48 * 60 * 60_000;

/** Wait before attempt n+1 after n failed attempts: 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, failedAttempts - 1);
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(doublings, 20));
}

/** When to try a transiently failed message again, or null to give it up. */
export function nextAttemptAt(failedAttempts: number, createdAt: Date, now: Date): Date | null {
  if (now.getTime() - createdAt.getTime() >= GIVE_UP_AFTER_MS) return null;
  return new Date(now.getTime() + retryDelayMs(failedAttempts));
}
