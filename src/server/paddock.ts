import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { AuthService } from './auth/authService';
import { loadDeviceKey } from './auth/deviceCookie';
import { applyAccountSettings } from './auth/staffAccount';
import { sendDueReminders } from './bookings/reminders';
import { type Clock, clockStartingAt, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { type MailTransport, mailboxTransport, smtpTransport } from './email/transport';
import { OutboxWorker } from './email/worker';
import { Sweeper } from './jobs/sweeper';
import { forgetEndedWindows } from './limits/rateLimitsSql';
import { builtWebRoot } from './paths';
import { endLapsedHolds } from './payments/holds';
import type { PaymentsContext } from './payments/paymentsContext';
import { settleDueRefunds } from './payments/refunds';
import { stripeClient, stripeProvider } from './payments/stripeProvider';
import { testCheckoutProvider } from './payments/testCheckoutProvider';

export interface Paddock {
  app: FastifyInstance;
  db: Database;
  clock: Clock;
  outbox: OutboxWorker;
  auth: AuthService;
  payments: PaymentsContext;
  sweeper: Sweeper;
  /** Stops taking requests, stops the background jobs, closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** An open database to use instead of the configured one (tests). */
  db?: Database;
  clock?: Clock;
  webRoot?: string | null;
  transport?: MailTransport;
  /** Tests drive the outbox and the payments sweep by hand with their `runOnce()`. */
  startJobs?: boolean;
  outboxPollIntervalMs?: number;
}

/** Everything the app needs, wired once: used by the server and by the tests alike. */
export async function startPaddock(config: Config, options: StartOptions = {}): Promise<Paddock> {
  const clock = options.clock ?? (config.now ? clockStartingAt(config.now) : systemClock);
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    }));
  const log = pino({ level: config.logLevel });
  const transport =
    options.transport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : mailboxTransport());
  const outbox = new OutboxWorker({
    db,
    clock,
    transport,
    log,
    pollIntervalMs: options.outboxPollIntervalMs,
  });
  const stripe = config.stripe
    ? { client: stripeClient(config.stripe), webhookSecret: config.stripe.webhookSecret }
    : null;
  const payments: PaymentsContext = {
    db,
    clock,
    outbox,
    publicUrl: config.publicUrl,
    log,
    providers: {
      test: testCheckoutProvider(db, clock, config.publicUrl),
      stripe: stripe ? stripeProvider(stripe.client, () => clock.now()) : null,
    },
  };
  const sweeper = new Sweeper(
    [
      { name: 'end lapsed holds', run: () => endLapsedHolds(payments) },
      { name: 'settle refunds', run: () => settleDueRefunds(payments) },
      { name: 'send reminders', run: () => sendDueReminders(payments) },
      { name: 'forget ended limits', run: () => forgetEndedWindows(db, clock.now()) },
    ],
    log,
  );
  try {
    await migrate(db);
    const auth = new AuthService({
      db,
      clock,
      outbox,
      publicUrl: config.publicUrl,
      testAccountEmails: config.testAccountEmails,
      deviceKey: await loadDeviceKey(db),
    });
    await applyAccountSettings(db, auth, config, clock);
    const app = await buildApp({
      config,
      db,
      clock,
      outbox,
      auth,
      payments,
      stripe,
      log,
      webRoot: options.webRoot === undefined ? builtWebRoot : options.webRoot,
      devMailbox: transport.kind === 'mailbox' && config.nodeEnv !== 'production',
    });
    if (options.startJobs !== false) {
      outbox.start();
      sweeper.start();
    }
    return {
      app,
      db,
      clock,
      outbox,
      auth,
      payments,
      sweeper,
      async close() {
        await app.close();
        await sweeper.stop();
        await outbox.stop();
        transport.close();
        if (!options.db) await db.close();
      },
    };
  } catch (error) {
    transport.close();
    if (!options.db) await db.close().catch(() => {});
    throw error;
  }
}
