import { endLapsedHolds } from './holds';
import type { PaymentsContext } from './paymentsContext';
import { settleDueRefunds } from './refunds';

/**
 * Every instance sweeps now and then: holds whose time ran out are ended (their checkouts
 * closed first) and refunds still owed are paid back. Each step is safe to run twice at once.
 */
export class PaymentsJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly context: PaymentsContext,
    private readonly intervalMs = 30_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  runOnce(): Promise<void> {
    this.running ??= (async () => {
      try {
        await endLapsedHolds(this.context);
        await settleDueRefunds(this.context);
      } catch (error) {
        this.context.log.warn({ err: error }, 'payments sweep failed; will try again');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
