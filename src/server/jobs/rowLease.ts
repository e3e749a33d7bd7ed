import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database';

// A background job's hold on one row of its table (decision 138): claimed with a token drawn
// for that claim and an end, renewed before each long step, and named by every write, so that
// a worker whose lease lapsed (a paused process, a step that overran) and was taken by another
// writes nothing. When the row is next due is the job's own column, apart from the lease: a
// change that makes the row due at once does not hand it to a second worker while the first
// still holds it. The table needs `lease_token uuid` and `leased_until timestamptz` columns.

/** The job's table, its key column and the columns its workers read. */
export interface LeasedTable {
  table: string;
  key: string;
  columns: string;
}

/** A claim on one row, held until `until` unless renewed. */
export interface Lease {
  token: string;
}

/** SQL: the row is held by `token` (a parameter such as `$2`): what every write of the job adds. */
export const heldBy = (table: LeasedTable, key: string, token: string): string =>
  `${table.key} = ${key} and lease_token = ${token}`;

/**
 * Takes one row that is due (`due`, SQL over `$1`, the time now) and not held by another
 * worker (never leased, or its lease lapsed), first in `order`; answers the lease and the row
 * as it is now, or null when none is free. Rows locked by a change in progress are passed over.
 */
export async function claimRow<Row extends object>(
  sql: Sql,
  table: LeasedTable,
  pick: { due: string; order: string },
  now: Date,
  until: Date,
): Promise<{ lease: Lease; row: Row } | null> {
  const token = randomUUID();
  const [row] = await sql.query<Row>(
    `update ${table.table} set lease_token = $2, leased_until = $3
      where ${table.key} = (select ${table.key} from ${table.table}
                             where (${pick.due})
                               and (lease_token is null or leased_until <= $1)
                             order by ${pick.order}
                             limit 1
                             for update skip locked)
      returning ${table.columns}`,
    [now, token, until],
  );
  return row ? { lease: { token }, row } : null;
}

/**
 * Renews the lease to `until` and answers the row as it is now, or null when the lease is no
 * longer this worker's: a step works from this read, never from an older one.
 */
export async function renewRow<Row extends object>(
  sql: Sql,
  table: LeasedTable,
  key: number | string,
  lease: Lease,
  until: Date,
): Promise<Row | null> {
  const [row] = await sql.query<Row>(
    `update ${table.table} set leased_until = $3
      where ${heldBy(table, '$1', '$2')}
      returning ${table.columns}`,
    [key, lease.token, until],
  );
  return row ?? null;
}

/** Lets the row go, if it is still this worker's: the next due worker may take it at once. */
export async function releaseRow(
  sql: Sql,
  table: LeasedTable,
  key: number | string,
  lease: Lease,
): Promise<void> {
  await sql.query(
    `update ${table.table} set lease_token = null, leased_until = null
      where ${heldBy(table, '$1', '$2')}`,
    [key, lease.token],
  );
}
