import type { LockCodeFacts, LockCodeState } from '../../domain/lockCodes';
import type { Sql } from '../db/database';

/** A booking's lock code as the job works on it. */
export interface LockCodeRecord extends LockCodeFacts {
  bookingId: number;
  fieldId: number;
  deviceId: string;
  startsAt: Date;
  endsAt: Date;
  code: string | null;
  attempts: number;
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
});

/**
 * Takes up to `limit` lock codes with a step due, for this worker alone: rows another
 * instance holds are skipped, and each taken one is leased until `leaseUntil`, when another
 * may take it if this one died.
 */
export async function claimDueLockCodes(
  sql: Sql,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<LockCodeRecord[]> {
  const rows = await sql.query<LockCodeRow>(
    `update lock_codes set next_attempt_at = $2
      where booking_id in (select booking_id from lock_codes
                            where next_attempt_at <= $1
                            order by next_attempt_at, booking_id
                            limit $3
                            for update skip locked)
      returning booking_id, field_id, device_id, wanted, state, starts_at, ends_at, deadline_at,
                access_code_id, code, stale_access_code_ids, attempts`,
    [now, leaseUntil, limit],
  );
  return rows.map(toRecord);
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

/** Records a step that worked: the failures so far are forgotten. */
export async function recordLockStep(
  sql: Sql,
  bookingId: number,
  change: LockCodeChange,
  now: Date,
): Promise<void> {
  await sql.query(
    `update lock_codes
        set state = coalesce($2, state),
            access_code_id = coalesce($3, access_code_id),
            code = case when $4::boolean then $5 else code end,
            offline = coalesce($6, offline),
            stale_access_code_ids = array_remove(stale_access_code_ids, $7),
            fallback_code = coalesce($8, fallback_code),
            fallback_kind = coalesce($9, fallback_kind),
            next_attempt_at = $10, attempts = 0,
            last_error = case when $2 = 'fallback' then coalesce($12, last_error) end,
            updated_at = $11
      where booking_id = $1`,
    [
      bookingId,
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
}

/** A call that failed: counted, its reason kept for the staff, tried again at `retryAt`. */
export async function recordLockFailure(
  sql: Sql,
  bookingId: number,
  reason: string,
  retryAt: Date,
  now: Date,
): Promise<void> {
  await sql.query(
    `update lock_codes
        set attempts = attempts + 1, last_error = $2, next_attempt_at = $3, updated_at = $4
      where booking_id = $1`,
    [bookingId, reason.slice(0, 500), retryAt, now],
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
            updated_at = $3
      where access_code_id = $1 and wanted and state in ('setting', 'set')`,
    [accessCodeId, failed, now],
  );
}
