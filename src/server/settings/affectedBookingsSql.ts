import type { Sql } from '../db/database';
import { FIRST_FIELD } from '../park/fieldsSql';

export interface UpcomingBooking {
  id: number;
  who: string;
  date: string;
  time: string;
  /** The length it was sold as (the slot's, handover gap included), as the grid counts it. */
  minutes: number;
  status: 'pending' | 'complete' | 'expired' | 'cancelled';
}

/**
 * Bookings still to come that hold a field: the ones its new hours could leave outside. The
 * first field's when no field is named (today's Settings sections edit that one).
 */
export async function upcomingBookings(
  sql: Sql,
  now: Date,
  fieldId: number | null = null,
): Promise<UpcomingBooking[]> {
  return sql.query<UpcomingBooking>(
    `select b.id, coalesce(u.email, 'Manual Booking') as who,
            to_char(b.local_date, 'YYYY-MM-DD') as date, b.local_time as time,
            b.duration_minutes as minutes, b.status
       from bookings b left join users u on u.id = b.user_id
      where b.status in ('pending', 'complete') and b.starts_at > $1
        and b.field_id = coalesce($2::bigint, ${FIRST_FIELD})
      order by b.starts_at`,
    [now, fieldId],
  );
}
