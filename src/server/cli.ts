import { parseArgs } from 'node:util';
import { type Config, loadConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { editableParkFields, editParkSetting, isEditableParkField } from './park/parkEdits';
import { readPublicPark } from './park/parkSql';
import { startupErrorLine } from './startupErrors';

const USAGE = `Usage: npm run cli -- <command>

  park show                 print the park's settings
  park set <field> <value>  change one setting; fields: ${editableParkFields.join(', ')}
                            (address lines are separated by |, map is "latitude,longitude",
                            a video is an https embed address or "none")

It uses the same DATA_DIR or DATABASE_URL as the server. The embedded database can be open in
one process at a time: stop the server first, or use PostgreSQL.`;

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const [area, command, ...rest] = positionals;
  if (values.help || !area) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (area !== 'park' || (command !== 'show' && command !== 'set')) {
    fail(`Unknown command "${positionals.join(' ')}".\n\n${USAGE}`);
  }

  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(startupErrorLine(error, null));
  }
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrate(db);
  } catch (error) {
    fail(startupErrorLine(error, config.databaseUrl));
  }

  let problem: string | null = null;
  try {
    problem = await runParkCommand(db, command, rest);
  } finally {
    await db.close();
  }
  if (problem) fail(problem);
}

/** Answers the problem to report, or null when done. */
async function runParkCommand(
  db: Database,
  command: 'show' | 'set',
  args: string[],
): Promise<string | null> {
  if (command === 'show') {
    process.stdout.write(`${JSON.stringify(await readPublicPark(db), null, 2)}\n`);
    return null;
  }
  const [field, value] = args;
  if (!field || value === undefined || args.length > 2) {
    return `park set needs a field and one value (quote values with spaces).\n\n${USAGE}`;
  }
  if (!isEditableParkField(field)) {
    return `Unknown field "${field}"; fields: ${editableParkFields.join(', ')}`;
  }
  const result = await editParkSetting(db, field, value, new Date());
  if (!result.ok) return result.problem;
  process.stdout.write(`Saved ${field}.\n`);
  return null;
}

void main();
