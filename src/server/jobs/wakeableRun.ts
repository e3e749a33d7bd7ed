import type { FastifyBaseLogger } from 'fastify';

/**
 * Does a job's work at once when woken (freed slots offered after a cancellation, a lock code
 * asked for after a payment), rather than at the next sweep, which still runs the same work
 * every 30 seconds: nothing depends on a wake arriving. One run at a time in this instance; a
 * wake during a run makes one more run after it, which sees what the first could not.
 */
export class WakeableRun {
  private running: Promise<number> | null = null;
  private again = false;
  private started = false;
  private stopping = false;

  constructor(
    /** What the job does; answers how many things it did. */
    private readonly work: () => Promise<number>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    /** Logged when a woken run fails, e.g. 'offering freed slots failed'. */
    private readonly failure: string,
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
      this.log.warn({ err: error }, `${this.failure}; the sweep will try again`),
    );
  }

  /** A run now, or the one under way; answers how many things it did. */
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
    let done = 0;
    do {
      this.again = false;
      done += await this.work();
    } while (this.again && !this.stopping);
    return done;
  }
}
