import type { Sql } from '../db/database';
import type { BookedSlot } from './wayIn';

/**
 * Asks for the booking's own code on its field's lock, for its slot from the arrival allowance
 * to a few minutes after it ends; nothing on a field not opened by lock, except that a code it
 * had on a lock (before a move to another field) is taken off. A code it already has for
 * another time is replaced: the new one is asked for, the old one taken off.
 */
export async function planLockCode(sql: Sql, booking: BookedSlot, now: Date): Promise<void> {
  await withdrawLockCode(sql, booking.id, now);
  await sql.query(
    `insert into lock_codes (booking_id, field_id, device_id, starts_at, ends_at, deadline_at,
                             next_attempt_at, created_at, updated_at)
     select $1, f.id, f.lock_device_id,
            $2::timestamptz - make_interval(mins => s.arrival_minutes_before),
            $3::timestamptz + make_interval(mins => f.lock_minutes_after),
            greatest($4::timestamptz, $2::timestamptz - make_interval(mins => f.lock_deadline_minutes)),
            $4, $4, $4
       from fields f cross join park_settings s
      where f.id = $5 and s.id = 1 and f.access_kind = 'lock'
     on conflict (booking_id) do update
        set field_id = excluded.field_id, device_id = excluded.device_id, wanted = true,
            starts_at = excluded.starts_at, ends_at = excluded.ends_at,
            deadline_at = excluded.deadline_at, state = 'pending',
            stale_access_code_ids = case when lock_codes.access_code_id is null
                                         then lock_codes.stale_access_code_ids
                                         else lock_codes.stale_access_code_ids
                                              || lock_codes.access_code_id end,
            access_code_id = null, code = null, offline = false, fallback_code = null,
            fallback_kind = null, attempts = 0, next_attempt_at = excluded.next_attempt_at,
            last_error = null, problem_told_at = null, version = lock_codes.version + 1,
            updated_at = excluded.updated_at`,
    [booking.id, booking.startsAt, booking.endsAt, now, booking.fieldId],
  );
}

/**
 * The booking no longer needs a way in (cancelled, refunded, its day closed, moved away). The
 * row is due at once; a step under way on it (decision 138) sees the new version and leaves it
 * to the next step, which takes the code off.
 */
export async function withdrawLockCode(sql: Sql, bookingId: number, now: Date): Promise<void> {
  await sql.query(
    `update lock_codes set wanted = false, next_attempt_at = $2, version = version + 1,
                           updated_at = $2
      where booking_id = $1 and wanted`,
    [bookingId, now],
  );
}
