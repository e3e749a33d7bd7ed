import type { Database, Sql } from '../db/database';
import { migrate } from '../db/migrate';
import { migrations as allMigrations, type Migration } from '../db/migrations';
import {
  BackupFileError,
  type BackupHeader,
  endLineSchema,
  headerSchema,
  type RowValue,
  tableLineSchema,
} from './backupFormat';
import { backupKind, backupLines } from './backupLines';
import {
  appliedMigrations,
  foreignKeys,
  isTriggerWritten,
  ourTables,
  quoted,
  type Table,
  TEXT_SETTINGS,
} from './ourTables';

/** The database already holds something: restore never mixes a backup into data. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** The backup's last migration, and the ones applied after it to reach today's. */
  restoredAt: string;
  migratedAfter: string[];
}

/** Rows inserted per statement, or fewer once they carry this many characters. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

function damaged(file: string, why: string): BackupFileError {
  return new BackupFileError(`${file} is damaged or incomplete (${why}); nothing was restored.`);
}

function parseLine(file: string, line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw damaged(file, 'a line is not JSON');
  }
}

/** Refuses a database Paddock has migrated (it holds at least the migrations' own rows). */
export async function refuseUnlessEmpty(sql: Sql): Promise<void> {
  const applied = await appliedMigrations(sql);
  if (applied && applied.length > 0) {
    throw new RestoreRefusedError(
      `Refusing to restore: this database already holds Paddock data (migrated up to ${applied.at(-1)}). Restore only into a new, empty database (a new PostgreSQL database, or an empty DATA_DIR); nothing was changed.`,
    );
  }
}

/**
 * The migrations a backup was taken at, which must be the first of ours: a backup from a newer
 * Paddock would come back into a schema that does not know its tables.
 */
export function checkMigrations(
  ids: readonly string[],
  known: readonly Migration[] = allMigrations,
): readonly Migration[] {
  const upTo = known.slice(0, ids.length);
  const same =
    upTo.length === ids.length && upTo.every((migration, index) => migration.id === ids[index]);
  if (!same) {
    const unknown = ids.find((id, index) => known[index]?.id !== id);
    throw new BackupFileError(
      `The backup was made by a newer or different Paddock (its migration ${unknown} is not this version's): restore it with the Paddock that made it, or a newer one; nothing was changed.`,
    );
  }
  return upTo;
}

/** The backup's tables must be this schema's, column for column. */
function matchTables(header: BackupHeader, tables: Table[]): Map<string, Table> {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const problem = (what: string) =>
    new BackupFileError(
      `The backup does not match its migrations (${what}); nothing was restored.`,
    );
  if (header.tables.length !== tables.length) throw problem('not the same tables');
  for (const saved of header.tables) {
    const table = byName.get(saved.name);
    if (!table) throw problem(`no table ${saved.name}`);
    const same =
      table.columns.length === saved.columns.length &&
      table.columns.every(
        (column, index) =>
          column.name === saved.columns[index]?.name && column.type === saved.columns[index]?.type,
      );
    if (!same) throw problem(`the columns of ${saved.name}`);
  }
  return byName;
}

/** One statement for a batch of rows, sent as one JSON parameter. */
function insertStatement(table: Table): string {
  const values = table.columns.map((column, index) =>
    column.bytea ? `decode(r->>${index}, 'base64')` : `cast(r->>${index} as ${column.type})`,
  );
  const overriding = table.columns.some((column) => column.identity)
    ? ' overriding system value'
    : '';
  return `insert into ${quoted(table.name)} (${table.columns.map((c) => quoted(c.name)).join(', ')})${overriding}
select ${values.join(', ')} from jsonb_array_elements($1::text::jsonb) as r`;
}

/** The Database migrate expects, running inside the restore's transaction. */
function inside(db: Database, tx: Sql): Database {
  return { ...tx, kind: db.kind, transaction: (work) => work(tx), close: async () => {} };
}

async function loadRows(
  tx: Sql,
  file: string,
  lines: AsyncGenerator<string>,
  header: BackupHeader,
  tables: Map<string, Table>,
): Promise<number> {
  const expected = new Map(header.tables.map((table) => [table.name, table.rows]));
  const loaded = new Map<string, number>();
  let current: Table | null = null;
  let batch: string[] = [];
  let chars = 0;
  let total = 0;
  let ended = false;
  const flush = async () => {
    if (!current || batch.length === 0) return;
    await tx.query(insertStatement(current), [`[${batch.join(',')}]`]);
    loaded.set(current.name, (loaded.get(current.name) ?? 0) + batch.length);
    total += batch.length;
    batch = [];
    chars = 0;
  };
  for await (const line of lines) {
    if (ended) throw damaged(file, 'lines after its end');
    if (line.startsWith('[')) {
      if (!current) throw damaged(file, 'a row before any table');
      const row = parseLine(file, line);
      if (!Array.isArray(row) || row.length !== current.columns.length) {
        throw damaged(file, `a row of ${current.name} with the wrong number of values`);
      }
      if (!row.every((value: RowValue) => value === null || typeof value === 'string')) {
        throw damaged(file, `a row of ${current.name} with a value that is not text`);
      }
      batch.push(line);
      chars += line.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
      continue;
    }
    await flush();
    const parsed = parseLine(file, line);
    const tableLine = tableLineSchema.safeParse(parsed);
    if (tableLine.success) {
      current = tables.get(tableLine.data.table) ?? null;
      if (!current) throw damaged(file, `rows of an unknown table ${tableLine.data.table}`);
      if (isTriggerWritten(current.name)) await tx.exec(`truncate ${quoted(current.name)}`);
      continue;
    }
    const endLine = endLineSchema.safeParse(parsed);
    if (!endLine.success) throw damaged(file, 'a line of no known kind');
    if (endLine.data.rows !== total) throw damaged(file, 'fewer rows than it says');
    ended = true;
  }
  if (!ended) throw damaged(file, 'it stops before its end');
  for (const [name, rows] of expected) {
    if ((loaded.get(name) ?? 0) !== rows) throw damaged(file, `the rows of ${name}`);
  }
  return total;
}

async function restoreSequences(tx: Sql, header: BackupHeader): Promise<void> {
  for (const saved of header.sequences) {
    const [found] = await tx.query<{ sequence: string | null }>(
      'select pg_get_serial_sequence($1, $2) as sequence',
      [quoted(saved.table), saved.column],
    );
    if (!found?.sequence) continue;
    const [max] = await tx.query<{ max: string }>(
      `select coalesce(max(${quoted(saved.column)}), 0)::text as max from ${quoted(saved.table)}`,
    );
    const highest = BigInt(max?.max ?? '0');
    const useMax = highest > BigInt(saved.lastValue);
    await tx.query('select setval($1::regclass, $2::bigint, $3)', [
      found.sequence,
      useMax ? highest.toString() : saved.lastValue,
      useMax ? true : saved.isCalled,
    ]);
  }
}

function jsonOrNull(line: string | undefined): unknown {
  try {
    return line === undefined ? null : JSON.parse(line);
  } catch {
    return null;
  }
}

async function readHeader(file: string, lines: AsyncGenerator<string>): Promise<BackupHeader> {
  const first = await lines.next();
  const parsed = headerSchema.safeParse(jsonOrNull(first.done ? undefined : first.value));
  if (!parsed.success) {
    throw new BackupFileError(`${file} is not a Paddock backup (it has no backup header).`);
  }
  return parsed.data;
}

/**
 * Restores a backup written by writeBackup into an empty database, in one transaction: the
 * schema is built up to the backup's migrations, the rows loaded (foreign keys put back and
 * checked once all are in, sequences set past every restored id), then today's remaining
 * migrations run over them. Anything wrong, and nothing at all is changed.
 */
export async function restoreBackup(
  db: Database,
  file: string,
  known: readonly Migration[] = allMigrations,
): Promise<RestoreSummary> {
  if ((await backupKind(file)) !== 'paddock') {
    throw new BackupFileError(
      `${file} was made by pg_dump: it restores only into PostgreSQL, with "npm run cli -- restore" and DATABASE_URL set.`,
    );
  }
  const lines = backupLines(file);
  try {
    const header = await readHeader(file, lines);
    const atBackup = checkMigrations(header.migrations, known);
    await refuseUnlessEmpty(db);
    return await db.transaction(async (tx) => {
      await tx.exec(TEXT_SETTINGS);
      // Checked again inside: another process may have migrated it since.
      await refuseUnlessEmpty(tx);
      const applied = await migrate(inside(db, tx), atBackup);
      if (applied.length !== atBackup.length) {
        throw new RestoreRefusedError(
          'Refusing to restore: another process migrated this database meanwhile (is a server running on it?); nothing was changed.',
        );
      }
      const tables = matchTables(header, await ourTables(tx));
      const keys = await foreignKeys(tx);
      for (const key of keys) {
        await tx.exec(`alter table ${quoted(key.table)} drop constraint ${quoted(key.name)}`);
      }
      // The migrations' own rows (defaults, counters) make way for the backup's.
      await tx.exec(`truncate ${[...tables.keys()].map(quoted).join(', ')}`);
      const rows = await loadRows(tx, file, lines, header, tables);
      for (const key of keys) {
        await tx.exec(
          `alter table ${quoted(key.table)} add constraint ${quoted(key.name)} ${key.definition}`,
        );
      }
      await restoreSequences(tx, header);
      const migratedAfter = await migrate(inside(db, tx), known);
      return {
        tables: header.tables.length,
        rows,
        restoredAt: header.migrations.at(-1) ?? '',
        migratedAfter,
      };
    });
  } finally {
    await lines.return(undefined);
  }
}
