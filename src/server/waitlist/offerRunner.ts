import type { FastifyBaseLogger } from 'fastify';
import type { FreedSlots } from '../context/appContext';

/**
 * Offers freed slots at once when woken (a cancellation, an ended hold, a move), rather than at
 * the next sweep, which still runs the same offers every 30 seconds: nothing depends on a wake
 * arriving. One run at a time in this instance; a wake during a run makes one more run after
 * it, which sees what the first could not.
 */
export class OfferRunner implements FreedSlots {
  private running: Promise<number> | null = null;
  private again = false;
  private started = false;
  private stopping = false;

  constructor(
    private readonly offer: () => Promise<number>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Wakes do nothing until then (tests drive the runs by hand). */
  start(): void {
    this.started = true;
    this.stopping = false;
  }

  /** Resolves once the run under way (if any) has finished; no further run starts. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    await this.running?.catch(() => {});
  }

  wake(): void {
    if (!this.started) return;
    this.runOnce().catch((error) =>
      this.log.warn({ err: error }, 'offering freed slots failed; the sweep will try again'),
    );
  }

  /** A run now, or the one under way; answers how many slots were offered. */
  runOnce(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.runs().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runs(): Promise<number> {
    let offered = 0;
    do {
      this.again = false;
      offered += await this.offer();
    } while (this.again && !this.stopping);
    return offered;
  }
}
