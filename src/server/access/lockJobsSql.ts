import type { LockCodeFacts, LockCodeState } from '../../domain/lockCodes';
import type { Sql } from '../db/database';
import {
  claimRow,
  heldBy,
  type Lease,
  type LeasedTable,
  releaseRow,
  renewRow,
} from '../jobs/rowLease';

/** A booking's lock code as the job works on it. */
export interface LockCodeRecord extends LockCodeFacts {
  bookingId: number;
  fieldId: number;
  deviceId: string;
  startsAt: Date;
  endsAt: Date;
  code: string | null;
  attempts: number;
  /** Which version of the row a step read: its result is written over that version only. */
  version: number;
}

interface LockCodeRow {
  booking_id: number | string;
  field_id: number | string;
  device_id: string;
  wanted: boolean;
  state: LockCodeState;
  starts_at: Date;
  ends_at: Date;
  deadline_at: Date;
  access_code_id: string | null;
  code: string | null;
  stale_access_code_ids: string[];
  attempts: number;
  version: number;
}

const toRecord = (row: LockCodeRow): LockCodeRecord => ({
  bookingId: Number(row.booking_id),
  fieldId: Number(row.field_id),
  deviceId: row.device_id,
  wanted: row.wanted,
  state: row.state,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  deadlineAt: row.deadline_at,
  accessCodeId: row.access_code_id,
  code: row.code,
  staleAccessCodeIds: row.stale_access_code_ids,
  attempts: row.attempts,
  version: row.version,
});

const LOCK_CODES: LeasedTable = {
  table: 'lock_codes',
  key: 'booking_id',
  columns: `booking_id, field_id, device_id, wanted, state, starts_at, ends_at, deadline_at,
            access_code_id, code, stale_access_code_ids, attempts, version`,
};

/** The job's hold on one booking's row: every write of its steps names it. */
export interface HeldLockCode {
  bookingId: number;
  lease: Lease;
}

/**
 * Takes one lock code with a step due and no other worker on it, leased until `leaseUntil`
 * (decision 138); null when there is none.
 */
export async function claimDueLockCode(
  sql: Sql,
  now: Date,
  leaseUntil: Date,
): Promise<{ held: HeldLockCode; record: LockCodeRecord } | null> {
  const claimed = await claimRow<LockCodeRow>(
    sql,
    LOCK_CODES,
    { due: 'next_attempt_at <= $1', order: 'next_attempt_at, booking_id' },
    now,
    leaseUntil,
  );
  if (!claimed) return null;
  const record = toRecord(claimed.row);
  return { held: { bookingId: record.bookingId, lease: claimed.lease }, record };
}

/** The row as it is now, its lease renewed to `leaseUntil`; null once the lease is lost. */
export async function rereadLockCode(
  sql: Sql,
  held: HeldLockCode,
  leaseUntil: Date,
): Promise<LockCodeRecord | null> {
  const row = await renewRow<LockCodeRow>(sql, LOCK_CODES, held.bookingId, held.lease, leaseUntil);
  return row ? toRecord(row) : null;
}

export function releaseLockCode(sql: Sql, held: HeldLockCode): Promise<void> {
  return releaseRow(sql, LOCK_CODES, held.bookingId, held.lease);
}

/** What a step changed; the columns left out keep their values. */
export interface LockCodeChange {
  state?: LockCodeState;
  accessCodeId?: string;
  code?: string | null;
  offline?: boolean;
  /** A stale code now off the lock. */
  droppedStale?: string;
  fallback?: { code: string; kind: 'backup' | 'daily'; reason: string };
  /** When to look again; null: nothing more to do. */
  nextAttemptAt: Date | null;
}

/**
 * Records a step that worked (the failures so far are forgotten), if the lease is still held
 * and the row is still at the version the step read; answers whether it was written. A code
 * now the row's own is no longer one to take off.
 */
export async function recordLockStep(
  sql: Sql,
  held: HeldLockCode,
  version: number,
  change: LockCodeChange,
  now: Date,
): Promise<boolean> {
  const rows = await sql.query(
    `update lock_codes
        set state = coalesce($4, state),
            access_code_id = coalesce($5, access_code_id),
            code = case when $6::boolean then $7 else code end,
            offline = coalesce($8, offline),
            stale_access_code_ids = array_remove(array_remove(stale_access_code_ids, $9), $5),
            fallback_code = coalesce($10, fallback_code),
            fallback_kind = coalesce($11, fallback_kind),
            next_attempt_at = $12, attempts = 0,
            last_error = case when $4 = 'fallback' then coalesce($14, last_error) end,
            updated_at = $13
      where ${heldBy(LOCK_CODES, '$1', '$2')} and version = $3
      returning booking_id`,
    [
      held.bookingId,
      held.lease.token,
      version,
      change.state ?? null,
      change.accessCodeId ?? null,
      change.code !== undefined,
      change.code ?? null,
      change.offline ?? null,
      change.droppedStale ?? null,
      change.fallback?.code ?? null,
      change.fallback?.kind ?? null,
      change.nextAttemptAt,
      now,
      change.fallback?.reason ?? null,
    ],
  );
  return rows.length > 0;
}

/**
 * A call that failed: counted, its reason kept for the staff, tried again at `retryAt`; on the
 * same terms as `recordLockStep` (a change since makes the row due at once instead).
 */
export async function recordLockFailure(
  sql: Sql,
  held: HeldLockCode,
  version: number,
  failure: { reason: string; retryAt: Date },
  now: Date,
): Promise<boolean> {
  const rows = await sql.query(
    `update lock_codes
        set attempts = attempts + 1, last_error = $4, next_attempt_at = $5, updated_at = $6
      where ${heldBy(LOCK_CODES, '$1', '$2')} and version = $3
      returning booking_id`,
    [held.bookingId, held.lease.token, version, failure.reason.slice(0, 500), failure.retryAt, now],
  );
  return rows.length > 0;
}

/**
 * A code a step made on the lock whose result could not be written (the lease lost, or the
 * booking moved or cancelled meanwhile): kept, whoever holds the row, as one to take off, and
 * the row due, so that no code is left on the lock with no row naming it. A code that is the
 * row's own already (another worker took the same answer) is left as it is.
 */
export async function keepForRemoval(
  sql: Sql,
  bookingId: number,
  accessCodeId: string,
  now: Date,
): Promise<void> {
  await sql.query(
    `update lock_codes
        set stale_access_code_ids = stale_access_code_ids || $2::text,
            next_attempt_at = least(coalesce(next_attempt_at, $3), $3),
            version = version + 1, updated_at = $3
      where booking_id = $1 and access_code_id is distinct from $2
        and not ($2 = any (stale_access_code_ids))`,
    [bookingId, accessCodeId, now],
  );
}

/**
 * Seam's news of a code: its row is due at once. A code said to have failed is read again even
 * if it was taken as on its lock (a scheduled code failing at its start).
 */
export async function lockCodeNews(
  sql: Sql,
  accessCodeId: string,
  failed: boolean,
  now: Date,
): Promise<void> {
  await sql.query(
    `update lock_codes
        set next_attempt_at = $3,
            state = case when $2 and state = 'set' then 'setting' else state end,
            version = version + 1, updated_at = $3
      where access_code_id = $1 and wanted and state in ('setting', 'set')`,
    [accessCodeId, failed, now],
  );
}
