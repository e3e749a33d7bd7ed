// Places on the waiting lists of taken slots (decision 102): the record and its one mapping,
// and what the customer's own joining, leaving and booking read and write.
import type { WaitlistStatus } from '../../domain/waitlist';
import type { Sql } from '../db/database';

export interface WaitlistRecord {
  id: number;
  userId: string;
  /** The field of the slot waited for (decision 111). */
  fieldId: number;
  startsAt: Date;
  endsAt: Date;
  date: string;
  time: string;
  minutes: number;
  dogs: string;
  shortNotice: boolean;
  status: WaitlistStatus;
  offerBookingId: number | null;
  offeredAt: Date | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
  endedAt: Date | null;
}

/** A place with what its offer's hold is now: the page, My bookings and the admin list read it. */
export interface WaitlistPlace extends WaitlistRecord {
  offer: {
    bookingStatus: string;
    pricePence: number;
    holdExpiresAt: Date | null;
    checkoutUrl: string | null;
  } | null;
}

export interface Row {
  id: number;
  user_id: string;
  field_id: number | string;
  starts_at: Date;
  ends_at: Date;
  local_date: string;
  local_time: string;
  duration_minutes: number;
  dogs: string;
  short_notice: boolean;
  status: WaitlistStatus;
  offer_booking_id: number | null;
  offered_at: Date | null;
  offer_expires_at: Date | null;
  created_at: Date;
  ended_at: Date | null;
}

export interface PlaceRow extends Row {
  booking_status: string | null;
  price_pence: number | null;
  hold_expires_at: Date | null;
  checkout_url: string | null;
}

export const COLUMNS = `w.id, w.user_id, w.starts_at, w.ends_at, w.local_date, w.local_time,
  w.duration_minutes, w.dogs, w.short_notice, w.status, w.offer_booking_id, w.offered_at,
  w.offer_expires_at, w.created_at, w.ended_at, w.field_id`;

/** A place with its offer's booking, when it has one. */
const PLACES = `select ${COLUMNS}, b.status as booking_status, b.price_pence, b.hold_expires_at,
       b.checkout_url
  from waitlist w left join bookings b on b.id = w.offer_booking_id`;

export function toRecord(row: Row): WaitlistRecord {
  return {
    id: row.id,
    userId: row.user_id,
    fieldId: Number(row.field_id),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    date: row.local_date,
    time: row.local_time,
    minutes: row.duration_minutes,
    dogs: row.dogs,
    shortNotice: row.short_notice,
    status: row.status,
    offerBookingId: row.offer_booking_id,
    offeredAt: row.offered_at,
    offerExpiresAt: row.offer_expires_at,
    createdAt: row.created_at,
    endedAt: row.ended_at,
  };
}

export function toPlace(row: PlaceRow): WaitlistPlace {
  return {
    ...toRecord(row),
    offer:
      row.booking_status === null
        ? null
        : {
            bookingStatus: row.booking_status,
            pricePence: row.price_pence ?? 0,
            holdExpiresAt: row.hold_expires_at,
            checkoutUrl: row.checkout_url,
          },
  };
}

export interface NewPlace {
  userId: string;
  fieldId: number;
  startsAt: Date;
  endsAt: Date;
  date: string;
  time: string;
  minutes: number;
  dogs: string;
  shortNotice: boolean;
}

export async function insertPlace(sql: Sql, place: NewPlace, now: Date): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `insert into waitlist (user_id, starts_at, ends_at, local_date, local_time, duration_minutes,
                           dogs, short_notice, created_at, field_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     returning id`,
    [
      place.userId,
      place.startsAt,
      place.endsAt,
      place.date,
      place.time,
      place.minutes,
      place.dogs,
      place.shortNotice,
      now,
      place.fieldId,
    ],
  );
  if (!row) throw new Error('insert into waitlist returned no id');
  return row.id;
}

/** The customer's open place on the list of this slot, if they have one. */
export async function openPlaceOn(
  sql: Sql,
  userId: string,
  slot: { fieldId: number; startsAt: Date; minutes: number },
): Promise<number | null> {
  const [row] = await sql.query<{ id: number }>(
    `select id from waitlist
      where user_id = $1 and field_id = $4 and starts_at = $2 and duration_minutes = $3
        and status in ('waiting', 'offered')`,
    [userId, slot.startsAt, slot.minutes, slot.fieldId],
  );
  return row?.id ?? null;
}

export async function countOpenPlaces(sql: Sql, userId: string): Promise<number> {
  const [row] = await sql.query<{ count: number }>(
    `select count(*)::int as count from waitlist
      where user_id = $1 and status in ('waiting', 'offered')`,
    [userId],
  );
  return row?.count ?? 0;
}

/**
 * Who holds any of [startsAt, endsAt) of the field now: paid bookings and unpaid holds still in
 * their time (a lapsed hold frees its slot for Book Now), as availability counts them. Null for
 * the park.
 */
export async function holdersOf(
  sql: Sql,
  slot: { fieldId: number; startsAt: Date; endsAt: Date },
  now: Date,
): Promise<(string | null)[]> {
  const rows = await sql.query<{ user_id: string | null }>(
    `select user_id from bookings
      where field_id = $4 and status in ('pending', 'complete')
        and (status = 'complete' or hold_expires_at > $3)
        and tstzrange(starts_at, ends_at, '[)') && tstzrange($1, $2, '[)')`,
    [slot.startsAt, slot.endsAt, now, slot.fieldId],
  );
  return rows.map((row) => row.user_id);
}

export async function findPlace(sql: Sql, id: number): Promise<WaitlistPlace | null> {
  const [row] = await sql.query<PlaceRow>(`${PLACES} where w.id = $1`, [id]);
  return row ? toPlace(row) : null;
}

/** The customer's places still open, soonest slot first: at most MAX_OPEN_ENTRIES of them. */
export async function openPlacesOf(sql: Sql, userId: string): Promise<WaitlistPlace[]> {
  const rows = await sql.query<PlaceRow>(
    `${PLACES} where w.user_id = $1 and w.status in ('waiting', 'offered')
      order by w.starts_at, w.id`,
    [userId],
  );
  return rows.map(toPlace);
}

/**
 * Ends a place at its customer's wish; answers the booking its offer holds (null if none), or
 * undefined when the place was not open any more.
 */
export async function markLeft(
  sql: Sql,
  id: number,
  now: Date,
): Promise<{ offerBookingId: number | null } | undefined> {
  const [row] = await sql.query<{ offer_booking_id: number | null }>(
    `update waitlist set status = 'left', ended_at = $2
      where id = $1 and status in ('waiting', 'offered') returning offer_booking_id`,
    [id, now],
  );
  return row ? { offerBookingId: row.offer_booking_id } : undefined;
}

/**
 * Marks the offer's checkout as being opened, until `until`; false if another request is
 * opening it now. Without it two presses of "Book and pay" could open two checkouts, and the
 * first would be left payable with nothing to tie its payment to.
 */
export async function claimCheckout(
  sql: Sql,
  id: number,
  now: Date,
  until: Date,
): Promise<boolean> {
  const rows = await sql.query(
    `update waitlist set checkout_opening_until = $3
      where id = $1 and status = 'offered'
        and (checkout_opening_until is null or checkout_opening_until <= $2)
      returning id`,
    [id, now, until],
  );
  return rows.length === 1;
}

export async function releaseCheckoutClaim(sql: Sql, id: number): Promise<void> {
  await sql.query('update waitlist set checkout_opening_until = null where id = $1', [id]);
}
