import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { runLockCodes } from './access/lockCodeJob';
import { retentionSweepTask } from './account/retention';
import { finishStaleRefunds } from './admin/staffRefunds';
import { buildApp } from './app';
import { loadDeviceKey } from './auth/appSecretsSql';
import { SESSIONS_CHANNEL } from './auth/sessionMemory';
import { endLapsedHolds } from './bookingLifecycle/holds';
import { BOOKINGS_CHANNEL } from './bookings/busyMemory';
import { sendDueReminders } from './bookings/reminders';
import type { AppContext } from './context/appContext';
import { CUSTOMERS_CHANNEL } from './customerViews/myBookingsMemory';
import { ChangeFeed, withChangeFeed } from './db/changeFeed';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { migrations } from './db/migrations';
import { openDatabase } from './db/open';
import { withSettingsMemory } from './db/settingsMemory';
import { type MailTransport, mailboxTransport, smtpTransport } from './email/transport';
import { OutboxWorker } from './email/worker';
import { Drain } from './health/drain';
import { stopServing } from './http/stopServing';
import { Sweeper } from './jobs/sweeper';
import { WakeableRun } from './jobs/wakeableRun';
import type { LockService } from './locks/lockService';
import { createSeamLockService } from './locks/seamLockService';
import { createAppLog } from './logging/appLog';
import { logOutputFor } from './logging/logFormat';
import { type AppMetrics, createMetrics } from './metrics/appMetrics';
import { timedTask } from './metrics/timedJobs';
import { writeDailySummary } from './ownerNotices/dailySummary';
import { endLapsedPassHolds } from './passes/passPurchase';
import { settleDueRefunds } from './payments/refunds';
import { stripeClient, stripeProvider } from './payments/stripeProvider';
import { testCheckoutProvider } from './payments/testCheckoutProvider';
import { type Clock, clockStartingAt, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import { builtServerDir, builtWebRoot } from './platform/paths';
import { applyAccountSettings } from './staff/staffAccount';
import { offerFreedSlots } from './waitlist/offers';

export interface Paddock {
  app: FastifyInstance;
  db: Database;
  clock: Clock;
  outbox: OutboxWorker;
  /** What every capability works with (for the command line and tests). */
  context: AppContext;
  sweeper: Sweeper;
  /** Offers freed slots to those waiting (the sweep runs it too; tests run it by hand). */
  waitlist: WakeableRun;
  /** Puts bookings' own codes on locks (decision 117); tests run it by hand. */
  lockCodes: WakeableRun;
  /**
   * The first part of a stop: the health checks fail while everything else is served, so that
   * the proxy moves away first (decision 141). `close()` comes after it.
   */
  drain: Drain;
  /**
   * Stops taking requests and lets those in flight finish (for up to `graceMs`, by default the
   * configured shutdown timeout) while the background jobs finish the unit they are on; then
   * closes the database.
   */
  close(graceMs?: number): Promise<void>;
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
  /** Where log lines go instead of standard output (tests read them). */
  logDestination?: DestinationStream;
  /** SettingsMemoryOptions.checkEveryMs: 1 s unless a test changes the settings tables itself. */
  settingsCheckMs?: number;
}

/** How often each instance looks for lock codes to make, check or take off. */
const LOCK_POLL_MS = 2_000;

async function locksOf(config: Config): Promise<LockService | null> {
  return config.seam ? createSeamLockService(config.seam) : null;
}

async function stripeOf(config: Config) {
  return config.stripe
    ? { client: await stripeClient(config.stripe), webhookSecret: config.stripe.webhookSecret }
    : null;
}

/** The app's context: the one place it is put together. */
async function contextOf(
  config: Config,
  parts: Pick<AppContext, 'db' | 'clock' | 'outbox' | 'log' | 'waitlist'>,
  stripe: Awaited<ReturnType<typeof stripeOf>>,
): Promise<AppContext> {
  const { db, clock } = parts;
  return {
    ...parts,
    publicUrl: config.publicUrl,
    providers: {
      test: testCheckoutProvider(db, clock, config.publicUrl),
      stripe: stripe ? stripeProvider(stripe.client, () => clock.now()) : null,
    },
    testAccountEmails: config.testAccountEmails,
    deviceKey: await loadDeviceKey(db),
    codeClock: systemClock,
    locks: await locksOf(config),
  };
}

/**
 * What every instance sweeps now and then: lapsed holds, then the slots they freed offered to
 * those waiting, refunds owed, reminders, data past its keeping (src/domain/retention.ts), the
 * owner's summary of the day.
 */
function sweeperOf(context: AppContext, offers: WakeableRun, metrics: AppMetrics): Sweeper {
  return new Sweeper(
    [
      { name: 'end lapsed holds', run: () => endLapsedHolds(context) },
      { name: 'end lapsed pass checkouts', run: () => endLapsedPassHolds(context) },
      { name: 'offer freed slots', run: () => offers.runOnce() },
      { name: 'settle refunds', run: () => settleDueRefunds(context) },
      { name: 'finish refunds by staff', run: () => finishStaleRefunds(context) },
      { name: 'send reminders', run: () => sendDueReminders(context) },
      retentionSweepTask(context),
      { name: "owner's daily summary", run: () => writeDailySummary(context) },
    ].map((task) => timedTask(task, metrics)),
    context.log,
  );
}

/** What start-up did to the database's layout: after an upgrade, the owner reads it here. */
function logMigrations(log: AppContext['log'], applied: string[]): void {
  if (applied.length > 0) {
    log.info(
      { migrations: applied },
      `applied ${applied.length} database migrations: ${applied.join(', ')}`,
    );
  } else {
    log.info(
      { migrations: applied },
      `the database is up to date (migration ${migrations.at(-1)?.id}): no migrations to apply`,
    );
  }
}

/** Everything the app needs, wired once: used by the server and by the tests alike. */
export async function startPaddock(config: Config, options: StartOptions = {}): Promise<Paddock> {
  const clock = options.clock ?? (config.now ? clockStartingAt(config.now) : systemClock);
  const bare =
    options.db ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      initialDatabaseDir: builtServerDir,
    }));
  const log = createAppLog(
    config.logLevel,
    options.logDestination,
    logOutputFor({
      setting: config.logFormat,
      nodeEnv: config.nodeEnv,
      toTerminal: !options.logDestination && process.stdout.isTTY === true,
      noColor: Boolean(process.env.NO_COLOR),
    }),
  );
  // The process's own figures only when something may read them.
  const metrics = createMetrics({ processToo: config.metricsToken !== null });
  const feed = new ChangeFeed(bare, {
    channels: [BOOKINGS_CHANNEL, SESSIONS_CHANNEL, CUSTOMERS_CHANNEL],
    onTrouble: (error) =>
      log.warn({ err: error }, 'change notices interrupted; reading the tables'),
  });
  const db = withSettingsMemory(withChangeFeed(bare, feed), {
    checkEveryMs: options.settingsCheckMs ?? 1_000,
    onCheckError: (error) => log.warn({ err: error }, 'settings version check failed'),
  });
  const transport =
    options.transport ??
    (config.smtpUrl ? await smtpTransport(config.smtpUrl, config.mailFrom) : mailboxTransport());
  const outbox = new OutboxWorker({
    db,
    clock,
    transport,
    log,
    pollIntervalMs: options.outboxPollIntervalMs,
    onOutcome: (outcome) =>
      metrics.emails.inc({ outcome: outcome === 'delivered' ? 'sent' : outcome }),
  });
  const stripe = await stripeOf(config);
  // The offers need the context, whose every freed slot wakes them: tied once both exist.
  const tied: { context?: AppContext } = {};
  const offers = new WakeableRun(
    async () => (tied.context ? offerFreedSlots(tied.context) : 0),
    log,
    'offering freed slots failed',
  );
  try {
    logMigrations(log, await migrate(db));
    await feed.start();
    const context = await contextOf(config, { db, clock, outbox, log, waitlist: offers }, stripe);
    tied.context = context;
    const sweeper = sweeperOf(context, offers, metrics);
    const lockCodes = new WakeableRun(
      () => runLockCodes(context),
      log,
      'putting codes on locks failed',
    );
    const lockPoll = new Sweeper(
      [{ name: 'lock codes', run: () => lockCodes.runOnce() }],
      log,
      LOCK_POLL_MS,
    );
    await applyAccountSettings(context, config);
    const drain = new Drain();
    const app = await buildApp({
      config,
      drain,
      context,
      stripe,
      log,
      metrics,
      webRoot: options.webRoot === undefined ? builtWebRoot : options.webRoot,
      devMailbox: transport.kind === 'mailbox' && config.nodeEnv !== 'production',
      checkAnswers: config.checkAnswers,
    });
    if (options.startJobs !== false) {
      outbox.start();
      offers.start();
      sweeper.start();
      lockCodes.start();
      lockPoll.start();
    }
    return {
      app,
      db,
      clock,
      outbox,
      context,
      sweeper,
      waitlist: offers,
      lockCodes,
      drain,
      async close(graceMs = config.shutdownTimeoutMs) {
        const [inTime] = await Promise.all([
          stopServing(app, graceMs),
          sweeper.stop(),
          offers.stop(),
          lockPoll.stop(),
          lockCodes.stop(),
          outbox.stop(),
        ]);
        if (!inTime)
          log.warn({ graceMs }, 'requests still running at the shutdown timeout were cut off');
        transport.close();
        await feed.close();
        if (!options.db) await db.close();
      },
    };
  } catch (error) {
    transport.close();
    await feed.close();
    if (!options.db) await db.close().catch(() => {});
    throw error;
  }
}
