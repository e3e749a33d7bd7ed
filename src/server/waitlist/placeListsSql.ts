// Places read in bulk (decision 102): the admin list, an account's data and its deletion, and
// the retention sweep.
import type { Sql } from '../db/database';
import { COLUMNS, type PlaceRow, toPlace, type WaitlistPlace } from './placesSql';

/** Ends an account's open places (it is being deleted); answers their offers' bookings. */
export async function endPlacesOf(sql: Sql, userId: string, now: Date): Promise<number[]> {
  const rows = await sql.query<{ offer_booking_id: number | null }>(
    `update waitlist set status = 'ended', ended_at = $2
      where user_id = $1 and status in ('waiting', 'offered')
      returning offer_booking_id`,
    [userId, now],
  );
  return rows.flatMap((row) => (row.offer_booking_id === null ? [] : [row.offer_booking_id]));
}

/** Every place the account has had, for "Download my data". */
export async function placesForExport(
  sql: Sql,
  userId: string,
): Promise<Record<string, unknown>[]> {
  return sql.query(
    `select id, status, to_char(local_date, 'YYYY-MM-DD') as date, local_time as time,
            duration_minutes as minutes, dogs, short_notice as "shortNotice",
            starts_at as "startsAt", ends_at as "endsAt", created_at as "joinedAt",
            offer_booking_id as "offerBookingId", offered_at as "offeredAt",
            offer_expires_at as "offerExpiresAt", ended_at as "endedAt"
       from waitlist where user_id = $1 order by id`,
    [userId],
  );
}

/** An open place on the admin list: the place, its customer, and its offer's hold. */
export interface AdminPlace extends WaitlistPlace {
  email: string;
  customerName: string | null;
  customerMobile: string | null;
}

/**
 * Open places on lists of slots still to start: the soonest slots first, each in line order.
 * At most `limit`, and how many there are in all.
 */
export async function openPlacesToCome(
  sql: Sql,
  now: Date,
  limit: number,
): Promise<{ total: number; rows: AdminPlace[] }> {
  const rows = await sql.query<
    PlaceRow & { email: string; contact_name: string | null; mobile: string | null }
  >(
    `select ${COLUMNS}, b.status as booking_status, b.price_pence, b.hold_expires_at,
            b.checkout_url, u.email, u.contact_name, u.mobile
       from waitlist w join users u on u.id = w.user_id
       left join bookings b on b.id = w.offer_booking_id
      where w.status in ('waiting', 'offered') and w.starts_at > $1
      order by w.starts_at, w.created_at, w.id
      limit $2`,
    [now, limit],
  );
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from waitlist
      where status in ('waiting', 'offered') and starts_at > $1`,
    [now],
  );
  return {
    total: count?.total ?? 0,
    rows: rows.map((row) => ({
      ...toPlace(row),
      email: row.email,
      customerName: row.contact_name,
      customerMobile: row.mobile,
    })),
  };
}

/** Places that ended before `before` (the retention sweep, decision 087): at most 500 a call. */
export async function forgetEndedPlaces(sql: Sql, before: Date): Promise<number> {
  const rows = await sql.query(
    `delete from waitlist where id in (
       select id from waitlist
        where ended_at <= $1 and status not in ('waiting', 'offered')
        limit 500)
     returning id`,
    [before],
  );
  return rows.length;
}
