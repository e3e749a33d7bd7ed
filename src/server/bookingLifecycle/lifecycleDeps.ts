import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { OutboxWorker } from '../email/worker';
import type { Log, Providers } from '../payments/providers';

/** Told when a slot may have freed, so that whoever waits for it hears at once (decision 102). */
export interface FreedSlots {
  wake(): void;
}

/**
 * What the booking life cycle (hold, confirm, refund, release, cancel, move, close) uses, wired
 * once in paddock.ts: the database, the time, the outbox, the payment providers and the log.
 */
export interface LifecycleDeps {
  db: Database;
  clock: Clock;
  outbox: OutboxWorker;
  /** Where links in e-mails and checkouts point. */
  publicUrl: string;
  log: Log;
  providers: Providers;
  /** Wakes the waiting lists' offers; their sweep catches whatever a wake misses. */
  waitlist: FreedSlots;
}
