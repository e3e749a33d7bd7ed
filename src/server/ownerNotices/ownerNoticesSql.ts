import type { ParkPhotos } from '../../contract/photos';
import { CONTACT_PARTS, type ContactParts, lineOfParts } from '../bookings/bookingCustomerSql';
import {
  BOOKING_COLUMNS,
  type BookingRecord,
  type Row,
  toBooking,
} from '../bookings/bookingRecordSql';
import type { Sql } from '../db/database';
import { readShownPhotos } from '../photos/shownPhotosSql';

/** The park as its owner notices need it: where they go, how they are signed, its time zone. */
export interface OwnerPark {
  name: string;
  phone: string;
  email: string;
  addressLines: string[];
  timeZone: string;
  /** Whether the owner wants the notices and the daily summary at all. */
  noticesOn: boolean;
  /** The first field, whose gate code the daily summary gives (decision 111). */
  firstFieldId: number;
  /** Every field, in the owner's order: with several, the notices name each booking's. */
  fields: { id: number; name: string }[];
  /** For the picture at the top of the notices, as at the top of every e-mail. */
  photos: ParkPhotos;
}

export async function readOwnerPark(sql: Sql): Promise<OwnerPark> {
  const [row] = await sql.query<{
    name: string;
    phone: string;
    email: string;
    address_lines: string[];
    time_zone: string;
    owner_notices: boolean;
    first_field_id: number | string;
    fields: { id: number | string; name: string }[];
  }>(
    `select name, phone, email, address_lines, time_zone, owner_notices,
            first_field_id() as first_field_id,
            (select json_agg(json_build_object('id', f.id, 'name', f.name) order by f.position, f.id)
               from fields f) as fields
       from park_settings where id = 1`,
  );
  if (!row) throw new Error('park_settings has no row: the migrations did not run');
  return {
    name: row.name,
    phone: row.phone,
    email: row.email,
    addressLines: row.address_lines,
    timeZone: row.time_zone,
    noticesOn: row.owner_notices,
    firstFieldId: Number(row.first_field_id),
    fields: (row.fields ?? []).map((field) => ({ id: Number(field.id), name: field.name })),
    photos: await readShownPhotos(sql),
  };
}

/**
 * A booking with its customer as one line, name first ('Ann Smith (ann@example.com, 07700
 * 900123)', decision 125): null when the park booked it for nobody in particular, or the account
 * was deleted.
 */
export interface OwnerBooking extends BookingRecord {
  customerEmail: string | null;
}

const COLUMNS = BOOKING_COLUMNS.split(',')
  .map((column) => `b.${column.trim()}`)
  .join(', ');

/** Paid and manual bookings (not holds, not cancelled) from `from` (park date) to `to`. */
export async function confirmedBookingsBetween(
  sql: Sql,
  from: string,
  to: string | null,
): Promise<OwnerBooking[]> {
  const rows = await sql.query<Row & ContactParts>(
    `select ${COLUMNS}, ${CONTACT_PARTS}
       from bookings b left join users u on u.id = b.user_id and u.deleted_at is null
      where b.status = 'complete' and b.local_date >= $1 and ($2::date is null or b.local_date <= $2)
      order by b.starts_at, b.id`,
    [from, to],
  );
  return rows.map((row) => ({ ...toBooking(row), customerEmail: lineOfParts(row) }));
}

/** The booking's customer as one line, name first (see `OwnerBooking`). */
export async function customerEmailOf(
  sql: Sql,
  booking: Pick<BookingRecord, 'id'>,
): Promise<string | null> {
  // A deleted account is named as such, not by the anonymous address it was left with.
  const [row] = await sql.query<ContactParts>(
    `select ${CONTACT_PARTS}
       from bookings b left join users u on u.id = b.user_id and u.deleted_at is null
      where b.id = $1`,
    [booking.id],
  );
  return row ? lineOfParts(row) : null;
}

/** The closures of `day`: the whole park's (`fieldId` null) first, then each field's. */
export async function closuresOn(
  sql: Sql,
  day: string,
): Promise<{ fieldId: number | null; reason: string }[]> {
  const rows = await sql.query<{ field_id: number | string | null; reason: string }>(
    'select field_id, reason from closed_dates where day = $1 order by field_id nulls first',
    [day],
  );
  return rows.map((row) => ({
    fieldId: row.field_id === null ? null : Number(row.field_id),
    reason: row.reason,
  }));
}

/**
 * Claims the day's summary for this transaction: true for the one that writes it, false for any
 * other (at the same moment or later), which waits on the key until the first commits or rolls
 * back.
 */
export async function claimSummaryDay(
  tx: Sql,
  summary: { day: string; bookings: number; gateCode: string },
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `insert into owner_summaries (day, written_at, bookings, gate_code) values ($1, $2, $3, $4)
     on conflict (day) do nothing
     returning day`,
    [summary.day, now, summary.bookings, summary.gateCode],
  );
  return rows.length === 1;
}

export async function readFeedToken(sql: Sql): Promise<string | null> {
  const [row] = await sql.query<{ token: string }>('select token from calendar_feed where id = 1');
  return row?.token ?? null;
}

/** Puts `token` in place of any earlier one. */
export async function replaceFeedToken(
  tx: Sql,
  token: string,
  madeBy: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into calendar_feed (id, token, made_at, made_by) values (1, $1, $2, $3)
     on conflict (id) do update
       set token = excluded.token, made_at = excluded.made_at, made_by = excluded.made_by`,
    [token, now, madeBy],
  );
}
