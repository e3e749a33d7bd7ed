import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { AppMetrics } from './appMetrics';
import { readDatabaseFigures } from './metricsSql';

/** The bookings table's statuses in the words of the owner's dashboards. */
const STATUS_WORDS: Record<string, string> = {
  pending: 'held',
  complete: 'confirmed',
  cancelled: 'cancelled',
  expired: 'expired',
};

/** How busy this instance's database connection is (its pool, or the embedded queue). */
function readDatabaseUse(db: Database, metrics: AppMetrics): void {
  const use = db.use?.();
  if (!use) return;
  metrics.databaseWaiting.set(use.waiting);
  if (use.kind === 'postgres') {
    metrics.databaseConnections.set({ state: 'total' }, use.total);
    metrics.databaseConnections.set({ state: 'idle' }, use.idle);
  }
}

/**
 * Sets the gauges read from the database, just before a scrape is answered. A database that
 * does not answer leaves them as they were and says so in paddock_database_up: the scrape
 * still answers, with what this instance knows by itself.
 */
export async function refreshDatabaseFigures(
  db: Database,
  metrics: AppMetrics,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  readDatabaseUse(db, metrics);
  try {
    const figures = await readDatabaseFigures(db);
    for (const status of Object.values(STATUS_WORDS)) metrics.bookings.set({ status }, 0);
    for (const { status, count } of figures.bookingsByStatus) {
      metrics.bookings.set({ status: STATUS_WORDS[status] ?? status }, count);
    }
    metrics.payments.set(figures.payments.count);
    metrics.paymentsPence.set(figures.payments.pence);
    metrics.refunds.set(figures.refunds.count);
    metrics.refundsPence.set(figures.refunds.pence);
    metrics.outboxWaiting.set({ state: 'queued' }, figures.outbox.queued);
    metrics.outboxWaiting.set({ state: 'retrying' }, figures.outbox.retrying);
    metrics.databaseUp.set(1);
  } catch (error) {
    log.warn({ err: error }, 'metrics could not read the database');
    metrics.databaseUp.set(0);
  }
}
