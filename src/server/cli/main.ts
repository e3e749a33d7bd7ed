import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { type Config, loadConfig } from '../platform/config';
import { builtServerDir } from '../platform/paths';
import { startupErrorLine } from '../startupErrors';
import { BACKUP_USAGE, runBackupCommand } from './backupCommands';
import { DISCOUNT_USAGE, runDiscountCommand } from './discountCommands';
import { PARK_USAGE, runParkCommand } from './parkCommands';
import { runUserCommand, USER_USAGE } from './userCommands';

const USAGE = `Usage: npm run cli -- <command>

${PARK_USAGE}
${USER_USAGE}
${DISCOUNT_USAGE}
${BACKUP_USAGE}

It uses the same settings (DATA_DIR or DATABASE_URL) as the server. The embedded database can be
open in one process at a time: stop the server first, or use PostgreSQL.`;

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [area, ...rest] = args;
  if (!area || area === '--help' || area === '-h' || area === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!['park', 'user', 'discount', 'backup', 'restore'].includes(area))
    fail(`Unknown command "${args.join(' ')}".\n\n${USAGE}`);

  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(startupErrorLine(error, null));
  }
  // They open the database their own way, and must not migrate it first.
  if (area === 'backup' || area === 'restore') {
    const line = await runBackupCommand(area, rest, config, config.now ?? new Date()).catch(
      (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
    );
    process.stdout.write(`${line}\n`);
    return;
  }
  let db: Database;
  try {
    db = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      initialDatabaseDir: builtServerDir,
    });
  } catch (error) {
    fail(startupErrorLine(error, config.databaseUrl));
  }

  let output = '';
  let problem: string | null = null;
  try {
    await migrate(db);
    const now = config.now ?? new Date();
    if (area === 'park') output = await runParkCommand(db, rest, now);
    else if (area === 'user') output = await runUserCommand(db, rest, config, now);
    else output = await runDiscountCommand(db, rest, now);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  } finally {
    await db.close();
  }
  if (problem) fail(problem);
  process.stdout.write(`${output}\n`);
}

void main();
