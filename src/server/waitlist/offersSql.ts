// What the offer sweep reads and writes (decision 102): places whose slot is free now, taken
// one at a time, and places whose slot has started.
import type { Sql } from '../db/database';
import { COLUMNS, type Row, toRecord, type WaitlistRecord } from './placesSql';

/** Places still waiting for a slot that has started: nothing can be offered them now. */
export async function endStartedPlaces(sql: Sql, now: Date): Promise<number> {
  const rows = await sql.query(
    `update waitlist set status = 'ended', ended_at = $1
      where status = 'waiting' and starts_at <= $1 returning id`,
    [now],
  );
  return rows.length;
}

/** A waiting place, with whether its customer's bookings are test bookings. */
export interface WaitingPlace extends WaitlistRecord {
  isTest: boolean;
}

/**
 * Places waiting for a slot nobody holds now, first in line first. The cut-off, short notice and
 * closed days are the domain's to judge (nextOffers); they are asked here too only so that
 * places that can't be offered yet never fill the batch and hide those behind them.
 */
export async function waitingForFreeSlots(
  sql: Sql,
  now: Date,
  cutoffHours: number,
  limit: number,
): Promise<WaitingPlace[]> {
  const rows = await sql.query<Row & { is_test: boolean }>(
    `select ${COLUMNS}, u.is_test from waitlist w join users u on u.id = w.user_id
      where w.status = 'waiting' and w.starts_at > $1 and u.deleted_at is null
        -- A field closed to new bookings offers nothing; its places wait until their time.
        and exists (select 1 from fields f where f.id = w.field_id and f.retired_at is null)
        and (w.short_notice or w.starts_at >= $1::timestamptz + $2::int * interval '1 hour')
        and not exists (
          select 1 from closed_dates c
           where c.day = w.local_date and (c.field_id is null or c.field_id = w.field_id))
        and not exists (
          select 1 from bookings b
           where b.field_id = w.field_id and b.status in ('pending', 'complete')
             and (b.status = 'complete' or b.hold_expires_at > $1)
             and tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(w.starts_at, w.ends_at, '[)'))
      order by w.created_at, w.id
      limit $3`,
    [now, cutoffHours, limit],
  );
  return rows.map((row) => ({ ...toRecord(row), isTest: row.is_test }));
}

/**
 * Takes a place to offer it a slot: still waiting, its account still there, and not being
 * offered by another instance at this moment (that one has it locked, and this one moves on).
 */
export async function lockWaitingPlace(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql.query(
    `select w.id from waitlist w
      where w.id = $1 and w.status = 'waiting'
        and exists (select 1 from users u where u.id = w.user_id and u.deleted_at is null)
      for update of w skip locked`,
    [id],
  );
  return rows.length === 1;
}

export async function markOffered(
  sql: Sql,
  id: number,
  offer: { bookingId: number; at: Date; expiresAt: Date },
): Promise<void> {
  await sql.query(
    `update waitlist set status = 'offered', offer_booking_id = $2, offered_at = $3,
            offer_expires_at = $4
      where id = $1`,
    [id, offer.bookingId, offer.at, offer.expiresAt],
  );
}

/**
 * Forgets the card checkout of an offer's hold once it is closed unpaid, so that "Book and pay"
 * opens a new one rather than answering the closed one.
 */
export async function forgetClosedCheckout(sql: Sql, bookingId: number): Promise<void> {
  await sql.query(
    `update bookings set checkout_reference = null, checkout_url = null
      where id = $1 and status = 'pending'`,
    [bookingId],
  );
}
