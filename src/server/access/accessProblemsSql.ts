import type { AccessProblem, AccessProblems } from '../../contract/accessProblems';
import type { Sql } from '../db/database';

interface ProblemRow {
  booking_id: number | string;
  field_name: string;
  local_date: string;
  local_time: string;
  customer: string | null;
  status: AccessProblem['status'];
  error: string | null;
  fallback_kind: AccessProblem['standIn'];
  attempts: number;
  next_attempt_at: Date | null;
  total: number;
}

/** `$1` is now: a booking's code is a problem until the booking is over. */
const IS_PROBLEM = `l.ends_at > $1
  and (l.state = 'fallback' or (l.last_error is not null and l.state not in ('set', 'removed')))`;

/**
 * The lock codes staff should know of, for bookings not yet over: soonest first, with how many
 * there are in all. A stand-in given is one until the booking ends; a failure still being
 * tried is one from its first failure.
 */
export async function listAccessProblems(
  sql: Sql,
  now: Date,
  limit: number,
): Promise<AccessProblems> {
  const rows = await sql.query<ProblemRow>(
    `select l.booking_id, f.name as field_name, to_char(b.local_date, 'YYYY-MM-DD') as local_date,
            b.local_time, u.email as customer,
            case when l.state = 'fallback' then 'stood-in'
                 when not l.wanted then 'not-removed'
                 else 'retrying' end as status,
            l.last_error as error, l.fallback_kind, l.attempts, l.next_attempt_at,
            count(*) over ()::int as total
       from lock_codes l
       join bookings b on b.id = l.booking_id
       join fields f on f.id = l.field_id
       left join users u on u.id = b.user_id
      where ${IS_PROBLEM}
      order by l.starts_at, l.booking_id
      limit $2`,
    [now, limit],
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((row) => ({
      bookingId: Number(row.booking_id),
      fieldName: row.field_name,
      date: row.local_date,
      time: row.local_time,
      customer: row.customer,
      status: row.status,
      error: row.error,
      standIn: row.fallback_kind,
      attempts: row.attempts,
      nextTryAt: row.status === 'stood-in' ? null : (row.next_attempt_at?.toISOString() ?? null),
    })),
  };
}

/** How many lock codes staff should know of: the list's total, alone. */
export async function countAccessProblems(sql: Sql, now: Date): Promise<number> {
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from lock_codes l where ${IS_PROBLEM}`,
    [now],
  );
  return count?.total ?? 0;
}

/** A paid booking on a field opened by lock, as a new code for it needs it; null otherwise. */
export async function lockedBooking(
  sql: Sql,
  bookingId: number,
): Promise<{ id: number; fieldId: number; startsAt: Date; endsAt: Date } | null> {
  const [row] = await sql.query<{
    id: number | string;
    field_id: number | string;
    starts_at: Date;
    ends_at: Date;
  }>(
    `select b.id, b.field_id, b.starts_at, b.ends_at
       from bookings b join fields f on f.id = b.field_id
      where b.id = $1 and b.status = 'complete' and f.access_kind = 'lock'`,
    [bookingId],
  );
  return row
    ? {
        id: Number(row.id),
        fieldId: Number(row.field_id),
        startsAt: row.starts_at,
        endsAt: row.ends_at,
      }
    : null;
}
