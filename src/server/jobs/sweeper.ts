import type { FastifyBaseLogger } from 'fastify';

export interface SweepTask {
  name: string;
  run(): Promise<unknown>;
}

/**
 * Every instance sweeps now and then: lapsed holds, refunds owed, reminders due. Each task is
 * safe to run on two instances at once; a failing task is logged and the others still run.
 */
export class Sweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly tasks: readonly SweepTask[],
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly intervalMs = 30_000,
  ) {}

  start(): void {
    this.stopping = false;
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  /** Resolves once the task under way (if any) has finished; the sweep's later tasks wait. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  runOnce(): Promise<void> {
    this.running ??= (async () => {
      try {
        for (const task of this.tasks) {
          if (this.stopping) break;
          try {
            await task.run();
          } catch (error) {
            this.log.warn({ err: error, task: task.name }, 'sweep task failed; will try again');
          }
        }
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
