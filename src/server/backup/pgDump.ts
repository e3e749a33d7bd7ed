import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, chmod, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Whether `program` (pg_dump, pg_restore) is installed on PATH. */
export async function onPath(program: string): Promise<boolean> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    try {
      await access(path.join(dir, program), constants.X_OK);
      return true;
    } catch {
      // not in this one
    }
  }
  return false;
}

/**
 * The address without its password, which goes in PGPASSWORD instead: a command line is
 * visible to every user of the machine (ps).
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL client program; answers what it printed. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else {
        const first = stderr.trim().split('\n')[0] ?? '';
        reject(new Error(`${program} failed (exit ${code}): ${first}`));
      }
    });
  });
}

/** pg_dump's custom format (its own consistent snapshot); the file appears only when complete. */
export async function pgDump(url: string, file: string): Promise<void> {
  if (!(await onPath('pg_dump'))) {
    throw new Error('pg_dump is not installed (Debian: apt-get install postgresql-client).');
  }
  const target = path.resolve(file);
  const partial = path.join(
    path.dirname(target),
    `.${path.basename(target)}.partial-${process.pid}`,
  );
  const { dbname, env } = connection(url);
  try {
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${partial}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    // Owner-only: the backup holds password hashes, sessions and the app's keys.
    await chmod(partial, 0o600);
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * The migrations a pg_dump file was taken at, read from its copy of schema_migrations without
 * loading it, so that a dump from a newer Paddock is refused before anything is changed.
 */
export async function pgDumpMigrations(file: string): Promise<string[]> {
  if (!(await onPath('pg_restore'))) {
    throw new Error(
      `${file} was made by pg_dump and pg_restore is not installed (Debian: apt-get install postgresql-client).`,
    );
  }
  const text = await run(
    'pg_restore',
    ['--data-only', '--table=schema_migrations', '--file=-', path.resolve(file)],
    process.env,
  );
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^COPY \S*schema_migrations \(id\b/.test(line));
  const ids: string[] = [];
  for (const line of start < 0 ? [] : lines.slice(start + 1)) {
    if (line === '\\.') break;
    ids.push(line.split('\t')[0] ?? '');
  }
  if (ids.length === 0) {
    throw new Error(`${file} holds no Paddock database (pg_dump of something else?).`);
  }
  return ids.sort();
}

/** Loads a pg_dump file in one transaction: an error, and nothing is left of it. */
export async function pgRestore(url: string, file: string): Promise<void> {
  if (!(await onPath('pg_restore'))) {
    throw new Error(
      `${file} was made by pg_dump and pg_restore is not installed (Debian: apt-get install postgresql-client).`,
    );
  }
  const { dbname, env } = connection(url);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      path.resolve(file),
    ],
    env,
  );
}
