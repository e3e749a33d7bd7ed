import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { OutboxWorker } from '../email/worker';
import type { Log, Providers } from '../payments/providers';

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
}
