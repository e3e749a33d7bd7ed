import type { Sql } from '../db/database';

export interface UpcomingBooking {
  id: number;
  who: string;
  date: string;
  time: string;
  /** The length it was sold as (the slot's, handover gap included), as the grid counts it. */
  minutes: number;
  status: 'pending' | 'complete' | 'expired' | 'cancelled';
}

/** Bookings still to come that hold the field: the ones new hours could leave outside. */
export async function upcomingBookings(sql: Sql, now: Date): Promise<UpcomingBooking[]> {
  return sql.query<UpcomingBooking>(
    `select b.id, coalesce(u.email, 'Manual Booking') as who,
            to_char(b.local_date, 'YYYY-MM-DD') as date, b.local_time as time,
            b.duration_minutes as minutes, b.status
       from bookings b left join users u on u.id = b.user_id
      where b.status in ('pending', 'complete') and b.starts_at > $1
      order by b.starts_at`,
    [now],
  );
}
