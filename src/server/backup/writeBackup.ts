import { createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database, Sql } from '../db/database';
import { type BackupHeader, FORMAT, FORMAT_VERSION, type RowValue } from './backupFormat';
import { appliedMigrations, ourTables, quoted, type Table, TEXT_SETTINGS } from './ourTables';

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  bytes: number;
}

/** Rows fetched at a time: fewer where a row may carry a photo's bytes. */
const batchSize = (table: Table) => (table.columns.some((column) => column.bytea) ? 16 : 500);

/** Each value as text PostgreSQL reads back exactly (TEXT_SETTINGS), bytes as base64. */
function selectList(table: Table): string {
  return table.columns
    .map((column, index) => {
      const name = quoted(column.name);
      const value = column.bytea ? `encode(${name}, 'base64')` : `${name}::text`;
      return `${value} as c${index}`;
    })
    .join(', ');
}

async function headerOf(tx: Sql, db: Database, tables: Table[], now: Date): Promise<BackupHeader> {
  const migrations = await appliedMigrations(tx);
  if (!migrations || migrations.length === 0) {
    throw new Error(
      'The database holds no Paddock data yet (it was never migrated): nothing to back up.',
    );
  }
  const counted: BackupHeader['tables'] = [];
  for (const table of tables) {
    const [row] = await tx.query<{ n: number }>(
      `select count(*)::int as n from ${quoted(table.name)}`,
    );
    counted.push({
      name: table.name,
      columns: table.columns.map(({ name, type, bytea }) => ({ name, type, bytea })),
      rows: row?.n ?? 0,
    });
  }
  const sequences: BackupHeader['sequences'] = [];
  for (const table of tables) {
    for (const column of table.columns.filter((c) => c.identity)) {
      const [found] = await tx.query<{ sequence: string | null }>(
        'select pg_get_serial_sequence($1, $2) as sequence',
        [quoted(table.name), column.name],
      );
      if (!found?.sequence) continue;
      // Read outside the snapshot (sequences are not transactional): never behind the rows.
      const [state] = await tx.query<{ lastValue: string; isCalled: boolean }>(
        `select last_value::text as "lastValue", is_called as "isCalled" from ${found.sequence}`,
      );
      if (state) sequences.push({ table: table.name, column: column.name, ...state });
    }
  }
  return {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: now.toISOString(),
    database: db.kind,
    migrations,
    tables: counted,
    sequences,
  };
}

async function* backupLines(tx: Sql, header: BackupHeader, tables: Table[]) {
  yield `${JSON.stringify(header)}\n`;
  let total = 0;
  for (const table of tables) {
    yield `${JSON.stringify({ table: table.name })}\n`;
    await tx.query(
      `declare backup_rows no scroll cursor for select ${selectList(table)} from ${quoted(table.name)}`,
    );
    for (;;) {
      const rows = await tx.query<Record<string, RowValue>>(
        `fetch forward ${batchSize(table)} from backup_rows`,
      );
      let chunk = '';
      for (const row of rows) {
        chunk += `${JSON.stringify(table.columns.map((_, index) => row[`c${index}`] ?? null))}\n`;
      }
      total += rows.length;
      if (chunk) yield chunk;
      if (rows.length < batchSize(table)) break;
    }
    await tx.query('close backup_rows');
  }
  yield `${JSON.stringify({ end: true, rows: total })}\n`;
}

/**
 * Writes every table of ours as one consistent snapshot (a repeatable-read, read-only
 * transaction: the running app goes on writing meanwhile). The file appears under its name
 * only once complete and on disk; a failure leaves nothing under that name.
 */
export async function writeBackup(db: Database, file: string, now: Date): Promise<BackupSummary> {
  const target = path.resolve(file);
  const partial = path.join(
    path.dirname(target),
    `.${path.basename(target)}.partial-${process.pid}`,
  );
  try {
    const summary = await db.transaction(async (tx) => {
      await tx.exec(
        `set transaction isolation level repeatable read, read only;\n${TEXT_SETTINGS}`,
      );
      const tables = await ourTables(tx);
      const header = await headerOf(tx, db, tables, now);
      // Owner-only: the backup holds password hashes, sessions and the app's keys.
      await pipeline(
        Readable.from(backupLines(tx, header, tables)),
        createGzip(),
        createWriteStream(partial, { mode: 0o600 }),
      );
      return {
        tables: header.tables.length,
        rows: header.tables.reduce((sum, table) => sum + table.rows, 0),
      };
    });
    const handle = await open(partial, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, target);
    return { file: target, ...summary, bytes: (await stat(target)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
