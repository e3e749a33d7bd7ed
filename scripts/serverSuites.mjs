// Which server test files run on which database (see README, "Test it").
//
// With TEST_DATABASE_URL set (CI), the whole server suite runs on PostgreSQL, and on the
// embedded database (PGlite) only the files below: those about PGlite itself, and one file that
// walks each capability's main path once. With no PostgreSQL (a newcomer's machine) the whole
// suite runs on PGlite. A file is added here by name, with the reason, never by a pattern.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every server test file. */
export const serverTests = ['tests/server/**/*.test.ts'];

/** The server test files that also run on PGlite when the suite runs on PostgreSQL. */
export const pgliteAlso = [
  // The embedded database itself: its DATA_DIR, lock and ready-made database, its own thread,
  // the handle's driver, a stalled connection, a closed one (/healthz and the API answer 503),
  // and transactions queued on its one connection.
  'tests/server/embeddedDatabase.test.ts',
  'tests/server/embeddedNoStall.test.ts',
  'tests/server/database.test.ts',
  'tests/server/databaseStall.test.ts',
  'tests/server/health.test.ts',
  'tests/server/advisoryLocks.test.ts',
  // The memory of taken times, told of changes by the embedded database's own thread.
  'tests/server/busyMemory.test.ts',
  // Sessions and My bookings kept in memory, told of changes the same way.
  'tests/server/customerMemory.test.ts',
  // A sign-out made with no signal, ended by the browser's next request (issue 37, defect 3).
  'tests/server/owedSignOut.test.ts',
  // A booking checks its field as the database has it, whatever the settings memory kept.
  'tests/server/fieldAtBooking.test.ts',
  // Migrations from empty, the checks of applied migrations (the built server on a DATA_DIR),
  // the data migrations, and an upgrade from the first release.
  'tests/server/migrations.test.ts',
  'tests/server/migrationChecks.test.ts',
  'tests/server/emailsByAccountMigration.test.ts',
  'tests/server/fieldsMigration.test.ts',
  'tests/server/upgrade.test.ts',
  // Backup and restore of the embedded database, and its commands on a DATA_DIR.
  'tests/server/backup.test.ts',
  // The built server started on an empty DATA_DIR, stopped in the middle of a burst.
  'tests/server/faults/gracefulStop.test.ts',
  // The query plans of availability and the admin reads at 20 fields and 100,000 bookings:
  // the embedded database plans on its own statistics.
  'tests/server/fieldScale.test.ts',
  // How a field is opened: the day's code, and each booking's own on a lock through Seam's
  // fake, the job's claims and leases on the embedded database's one connection.
  'tests/server/fieldAccess.test.ts',
  'tests/server/lockCodes.test.ts',
  // A staff booking for an address joins only an account that proved it, and only such an
  // account erases what staff typed (issue 37, defects 1 and 2).
  'tests/server/staffBookingsByAddress.test.ts',
  // A slow lock and two workers of the lock job on the one embedded database (decision 138).
  'tests/server/lockCodeRaces.test.ts',
  // What strangers are answered carries no lock, payment or account identifier (issue 37, defect 8).
  'tests/server/publicAnswers.test.ts',
  // Each capability's main path, once: sign-up and sign-in, book and pay, My bookings, cancel
  // and refund, the admin lists, Settings, passes, the waiting list, e-mail over SMTP.
  'tests/server/mainPaths.test.ts',
];

const missing = pgliteAlso.filter((file) => !existsSync(path.join(root, file)));
if (missing.length > 0) {
  throw new Error(
    `scripts/serverSuites.mjs lists server tests that do not exist: ${missing.join(', ')}`,
  );
}

/** Which database the server suite runs on, in one line for `npm test` to print. */
export function serverSuiteMode(env = process.env) {
  if (env.TEST_DATABASE_URL) {
    return `server tests: all on PostgreSQL (TEST_DATABASE_URL); on PGlite only the ${pgliteAlso.length} files listed in scripts/serverSuites.mjs`;
  }
  return 'server tests: all on PGlite (TEST_DATABASE_URL is not set; .ci/run sets it when PostgreSQL answers, and then they run on PostgreSQL)';
}

/**
 * The fault tests that need PostgreSQL (they ask `onPostgres('…')`), as one line, or null when
 * PostgreSQL is offered and they run.
 */
export function skippedFaultsLine(env = process.env) {
  if (env.TEST_DATABASE_URL) return null;
  const dir = path.join(root, 'tests/server/faults');
  const skipped = readdirSync(dir)
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .flatMap((file) =>
      [...readFileSync(path.join(dir, file), 'utf8').matchAll(/onPostgres\(\s*'([^']+)'/g)].map(
        (match) => `${match[1]} (faults/${file})`,
      ),
    );
  if (skipped.length === 0) return null;
  return `skipped, as they need PostgreSQL (set TEST_DATABASE_URL; .ci/run sets it): the fault tests of ${skipped.join(', ')}`;
}
