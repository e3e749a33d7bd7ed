import type { Sql } from '../db/database';

/** Where the migrations' own record is kept: a backup carries its ids in its header instead. */
export const MIGRATIONS_TABLE = 'schema_migrations';

/**
 * Tables only triggers write, counting changes to other tables (017's settings_version, 031's
 * tallies): they are restored last, each emptied of what the triggers wrote while the tables
 * they count were loaded, so that they hold the backup's rows and no more.
 */
const RESTORED_LAST = new Set(['settings_version', 'booking_tallies', 'revenue_tallies']);

export function isTriggerWritten(table: string): boolean {
  return RESTORED_LAST.has(table);
}

export interface Column {
  name: string;
  /** As format_type writes it, e.g. 'timestamp with time zone'. */
  type: string;
  bytea: boolean;
  identity: boolean;
}

export interface Table {
  name: string;
  /** Every column a row is written with: generated columns are left for the database to make. */
  columns: Column[];
}

export interface ForeignKey {
  table: string;
  name: string;
  references: string;
  definition: string;
}

export function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** The foreign keys between our tables (restore drops them while it loads, then adds them back). */
export function foreignKeys(sql: Sql): Promise<ForeignKey[]> {
  return sql.query<ForeignKey>(
    `select c.relname as "table", k.conname as name, r.relname as "references",
            pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class r on r.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = current_schema()
      order by c.relname, k.conname`,
  );
}

/**
 * Each table before the tables that refer to it, so that triggers reading the referred rows
 * (016's paid-bookings count) find them. A cycle (bookings and payments name each other) is
 * broken at the first table by name; the foreign keys themselves are checked once all is in.
 */
function inReferenceOrder(names: string[], keys: ForeignKey[]): string[] {
  const needs = new Map(names.map((name) => [name, new Set<string>()]));
  for (const key of keys) {
    if (key.table !== key.references) needs.get(key.table)?.add(key.references);
  }
  const order: string[] = [];
  const left = new Set([...names].filter((name) => !RESTORED_LAST.has(name)).sort());
  while (left.size > 0) {
    const ready =
      [...left].find((name) => [...(needs.get(name) ?? [])].every((n) => !left.has(n))) ??
      [...left][0];
    if (ready === undefined) break;
    order.push(ready);
    left.delete(ready);
  }
  return [...order, ...names.filter((name) => RESTORED_LAST.has(name)).sort()];
}

/** Our tables (every table of the schema but the migrations' record), in restore order. */
export async function ourTables(sql: Sql): Promise<Table[]> {
  const columns = await sql.query<Column & { table: string }>(
    `select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.atttypid = 'bytea'::regtype as bytea, a.attidentity <> '' as identity
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
        and c.relname <> $1 and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
    [MIGRATIONS_TABLE],
  );
  const byTable = new Map<string, Column[]>();
  for (const { table, ...column } of columns) {
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const order = inReferenceOrder([...byTable.keys()], await foreignKeys(sql));
  return order.map((name) => ({ name, columns: byTable.get(name) ?? [] }));
}

/** The migrations applied to the database, in order; null when it was never migrated. */
export async function appliedMigrations(sql: Sql): Promise<string[] | null> {
  const [found] = await sql.query<{ exists: boolean }>(
    'select to_regclass($1) is not null as exists',
    [MIGRATIONS_TABLE],
  );
  if (!found?.exists) return null;
  const rows = await sql.query<{ id: string }>(
    `select id from ${quoted(MIGRATIONS_TABLE)} order by id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Statements both the backup and the restore run first in their transaction: values are then
 * written and read back as text in one fixed way, whatever the server's own settings.
 */
export const TEXT_SETTINGS = `set local statement_timeout = 0;
set local datestyle = 'ISO, YMD';
set local intervalstyle = 'postgres';
set local timezone = 'UTC';
set local extra_float_digits = 3;
set local bytea_output = 'hex'`;
