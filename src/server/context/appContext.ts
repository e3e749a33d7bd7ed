import type { Database } from '../db/database';
import type { OutboxWorker } from '../email/worker';
import type { LockService } from '../locks/lockService';
import type { Log, Providers } from '../payments/providers';
import type { Clock } from '../platform/clock';

/** Told when a slot may have freed, so that whoever waits for it hears at once (decision 102). */
export interface FreedSlots {
  wake(): void;
}

/**
 * What the app's capabilities work with, put together once in paddock.ts. Each capability
 * takes the `Pick<AppContext, …>` it uses, so what a function can touch is in its signature.
 */
export interface AppContext {
  db: Database;
  /** The park's time: real, or started at NOW= for a demo or a test. */
  clock: Clock;
  /**
   * The real time, which the customer's phone keeps: two-factor codes are checked against it
   * even when NOW= shifts the park's own clock.
   */
  codeClock: Clock;
  outbox: OutboxWorker;
  /** Where links in e-mails and checkouts point. */
  publicUrl: string;
  log: Log;
  providers: Providers;
  /** Wakes the waiting lists' offers; their sweep catches whatever a wake misses. */
  waitlist: FreedSlots;
  /** Accounts whose bookings are test bookings, once their address is verified. */
  testAccountEmails: readonly string[];
  /** Signs device cookies and remembered browsers (auth/deviceCookie.ts, rememberedBrowser.ts). */
  deviceKey: Buffer;
  /**
   * The park's smart locks through Seam (decision 115), or null when SEAM_API_KEY is not set:
   * the lock job puts bookings' codes on them, Settings → Fields lists them and checks a choice.
   */
  locks: LockService | null;
}
