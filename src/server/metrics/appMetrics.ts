import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What /metrics tells, in a registry of this app's own (never prom-client's global one), so
 * that two apps in one process (the tests) count apart. Counters move where the work is done
 * once for everyone (the request hook, the outbox worker, the sweeper); figures kept in the
 * database (bookings, payments, the outbox's queue) are read when scraped (databaseFigures.ts).
 */
export interface AppMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  jobDuration: Histogram<'job' | 'outcome'>;
  emails: Counter<'outcome'>;
  bookings: Gauge<'status'>;
  payments: Gauge;
  paymentsPence: Gauge;
  refunds: Gauge;
  refundsPence: Gauge;
  outboxWaiting: Gauge<'state'>;
  databaseUp: Gauge;
  databaseConnections: Gauge<'state'>;
  databaseWaiting: Gauge;
}

/** Seconds: a page or API answer takes milliseconds; a stalled database, seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a job's pass is quick unless it sends mail or asks Stripe. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60];

/** `processToo`: the Node process's own figures (memory, CPU, event loop), which watch it. */
export function createMetrics(options: { processToo: boolean }): AppMetrics {
  const registry = new Registry();
  if (options.processToo) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'paddock_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status class.',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'paddock_job_duration_seconds',
      help: 'Time one background job took, by job and whether it failed.',
      labelNames: ['job', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    }),
    emails: new Counter({
      name: 'paddock_emails_total',
      help: 'E-mails the outbox handled: sent (or kept in the dev mailbox), retrying (deferred) or failed.',
      labelNames: ['outcome'],
      registers,
    }),
    bookings: new Gauge({
      name: 'paddock_bookings',
      help: 'Bookings in the database by status: held (awaiting payment), confirmed, cancelled, expired.',
      labelNames: ['status'],
      registers,
    }),
    payments: new Gauge({
      name: 'paddock_payments',
      help: 'Payments recorded in the database.',
      registers,
    }),
    paymentsPence: new Gauge({
      name: 'paddock_payments_pence',
      help: 'Sum of the payments recorded, in pence.',
      registers,
    }),
    refunds: new Gauge({
      name: 'paddock_refunds',
      help: 'Payments refunded in whole or part.',
      registers,
    }),
    refundsPence: new Gauge({
      name: 'paddock_refunds_pence',
      help: 'Sum refunded, in pence.',
      registers,
    }),
    outboxWaiting: new Gauge({
      name: 'paddock_email_outbox_waiting',
      help: 'E-mails waiting to go: queued (not tried yet) or retrying (tried and deferred).',
      labelNames: ['state'],
      registers,
    }),
    databaseUp: new Gauge({
      name: 'paddock_database_up',
      help: '1 when the database answered this scrape, 0 when it did not.',
      registers,
    }),
    databaseConnections: new Gauge({
      name: 'paddock_database_connections',
      help: 'PostgreSQL pool connections of this instance: open (total) and idle.',
      labelNames: ['state'],
      registers,
    }),
    databaseWaiting: new Gauge({
      name: 'paddock_database_waiting',
      help: 'Callers waiting for the database: for a pool connection (PostgreSQL), or their turn (embedded).',
      registers,
    }),
  };
}
