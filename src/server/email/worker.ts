import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from '../platform/clock';
import {
  claimDueEmails,
  markDelivered,
  markFailed,
  type OutboxMessage,
  releaseClaims,
  scheduleRetry,
} from './outboxSql';
import { classifySendError, nextAttemptAt } from './retryPolicy';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  db: Database;
  clock: Clock;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claimed message is reserved for this worker before another may retry it. */
  leaseMs?: number;
  /** Told each message's outcome (for /metrics). */
  onOutcome?: (outcome: keyof RunResult) => void;
}

export interface RunResult {
  delivered: number;
  retrying: number;
  failed: number;
}

// The reply code comes first: E-mail problems tells a server's "try later" (4xx) by it.
function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code =
      (error as { responseCode?: number; code?: string }).responseCode ??
      (error as { code?: string }).code;
    return code ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}

/**
 * Delivers the outbox. Every app instance runs one; claims use SKIP LOCKED so each message goes
 * to one worker. Delivery is at least once: a worker that dies after the mail server accepted a
 * message but before recording it lets another send it again when the lease runs out.
 */
export class OutboxWorker {
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RunResult> | null = null;
  private again = false;
  private stopped = true;
  /** Set by stop(): a pass under way ends after the message it is on (runOnce alone never is). */
  private stopping = false;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 2_000;
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
  }

  start(): void {
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  /** Look now rather than at the next poll: call after committing a message. */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => {});
  }

  /** One pass over what is due; concurrent calls share the pass in progress. */
  runOnce(): Promise<RunResult> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    let busy = false;
    try {
      const result = await this.runOnce();
      busy = result.delivered + result.retrying + result.failed >= this.batchSize;
    } catch (error) {
      this.options.log.warn({ err: error }, 'outbox pass failed; will try again');
    }
    if (this.stopped) return;
    const more = busy || this.again;
    this.again = false;
    this.schedule(more ? 0 : this.pollIntervalMs);
  }

  private async pass(): Promise<RunResult> {
    const { db, clock } = this.options;
    const now = clock.now();
    const claimed = await claimDueEmails(
      db,
      now,
      new Date(now.getTime() + this.leaseMs),
      this.batchSize,
    );
    const result: RunResult = { delivered: 0, retrying: 0, failed: 0 };
    for (const [index, message] of claimed.entries()) {
      if (this.stopping) {
        // Stopping: the rest of the claim goes back now, not when its lease runs out.
        await releaseClaims(db, claimed.slice(index), clock.now());
        break;
      }
      const outcome = await this.deliver(message);
      result[outcome] += 1;
      this.options.onOutcome?.(outcome);
    }
    return result;
  }

  private async deliver(message: OutboxMessage): Promise<keyof RunResult> {
    const { db, clock, transport, log } = this.options;
    try {
      const outcome = await transport.deliver(message);
      await markDelivered(db, message.id, outcome, clock.now());
      log.info({ emailId: message.id, to: message.to, outcome }, 'email delivered');
      return 'delivered';
    } catch (error) {
      const reason = describeError(error);
      if (classifySendError(error) === 'permanent') {
        await markFailed(db, message.id, reason);
        log.error({ emailId: message.id, to: message.to, reason }, 'email refused for good');
        return 'failed';
      }
      const retryAt = nextAttemptAt(message.attempts, message.createdAt, clock.now());
      if (!retryAt) {
        await markFailed(db, message.id, `gave up after ${message.attempts} attempts: ${reason}`);
        log.error({ emailId: message.id, to: message.to, reason }, 'email given up');
        return 'failed';
      }
      await scheduleRetry(db, message.id, retryAt, reason);
      log.warn({ emailId: message.id, to: message.to, reason, retryAt }, 'email deferred');
      return 'retrying';
    }
  }
}
