// The benchmark's seeder, run (bundled by esbuild, as the server is) before the server starts:
// the embedded database allows one process at a time. Reads its options as JSON from argv[2]
// and prints what it wrote as JSON.
import { hashPassword } from '../../src/server/auth/passwords';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open';
import {
  bookingsSql,
  countRows,
  fieldsSql,
  paymentsSql,
  sessionsSql,
  staffSql,
  usersSql,
} from './seedSql';

export interface SeedOptions {
  databaseUrl: string | null;
  dataDir: string;
  users: number;
  bookings: number;
  fields: number;
  /** Customers 1…n get a session whose cookie token is `<sessionPrefix><n>`. */
  sessions: number;
  sessionPrefix: string;
  password: string;
  staff: { email: string; totpSecret: string };
}

async function seed(options: SeedOptions) {
  const started = performance.now();
  const db = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    await migrate(db);
    // One hash for every account: argon2 is slow on purpose, and each account signs in alike.
    const passwordHash = await hashPassword(options.password);
    await db.transaction(async (tx) => {
      await tx.exec('set local statement_timeout = 0');
      await tx.exec(usersSql(options.users, passwordHash));
      await tx.exec(staffSql({ ...options.staff, passwordHash }));
      if (options.fields > 1) await tx.exec(fieldsSql(options.fields));
      await tx.exec(bookingsSql(options));
      await tx.exec(paymentsSql());
      await tx.exec(sessionsSql(options.sessions, options.sessionPrefix));
    });
    await db.exec('analyze');
    return { ...(await countRows(db)), seedMs: Math.round(performance.now() - started) };
  } finally {
    await db.close();
  }
}

const options = JSON.parse(process.argv[2] ?? '{}') as SeedOptions;
process.stdout.write(`${JSON.stringify(await seed(options))}\n`);
