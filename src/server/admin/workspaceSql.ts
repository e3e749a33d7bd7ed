// What the admin workspace (Today, the Calendar) reads: the bookings holding the fields over a
// few days, with their customers and payments, and the closed dates among those days.
import type { WorkspaceBooking } from '../../contract/workspace';
import { localTimeAt } from '../../domain/dates';
import { CUSTOMER_COLUMNS, customerOf } from '../bookings/bookingCustomerSql';
import type { Sql } from '../db/database';
import {
  PASS_PAID_COLUMNS,
  PASS_PAID_JOIN,
  type PassPaidRow,
  passPaidOf,
} from '../passes/passPaidSql';

interface WorkspaceRow extends PassPaidRow {
  id: number;
  date: string;
  time: string;
  minutes: number;
  who: string;
  customer_name: string | null;
  customer_mobile: string | null;
  dogs: string;
  status: WorkspaceBooking['status'];
  is_manual: boolean;
  is_test: boolean;
  refunded_pence: number;
  paid_pence: number | null;
  hold_expires_at: Date | null;
  ends_at: Date;
  field_id: number | string;
}

/** A booking as the workspace reads it; its field's name is put on by the caller. */
export type WorkspaceRowBooking = Omit<WorkspaceBooking, 'fieldName'>;

/**
 * Paid and manual bookings, and unpaid holds still in their time, starting in [from, to), in
 * time order: of one field, or of all. Bounded by start instant, so the partial indexes on
 * active bookings serve it (by field and start when a field is named). Each ends when its row
 * says (its length less the handover gap it was sold with), in park time.
 */
export async function bookingsHoldingTheField(
  sql: Sql,
  range: { from: Date; to: Date; timeZone: string; fieldId: number | null },
  now: Date,
): Promise<WorkspaceRowBooking[]> {
  const rows = await sql.query<WorkspaceRow>(
    `select b.id, to_char(b.local_date, 'YYYY-MM-DD') as date, b.local_time as time,
            b.duration_minutes as minutes,
            ${CUSTOMER_COLUMNS},
            coalesce(b.dog_count::text, b.dogs) as dogs,
            b.status, b.is_manual, b.is_test,
            coalesce(p.refunded_pence, 0) as refunded_pence, p.amount_pence as paid_pence,
            b.hold_expires_at, b.ends_at, b.field_id, ${PASS_PAID_COLUMNS}
       from bookings b
       left join users u on u.id = b.user_id
       left join payments p on p.booking_id = b.id
       ${PASS_PAID_JOIN}
      where b.status in ('pending', 'complete') and b.starts_at >= $1 and b.starts_at < $2
        and (b.status = 'complete' or b.hold_expires_at > $3)
        ${range.fieldId === null ? '' : 'and b.field_id = $4'}
      order by b.starts_at, b.id`,
    [range.from, range.to, now, ...(range.fieldId === null ? [] : [range.fieldId])],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    date: row.date,
    time: row.time,
    endTime: localTimeAt(row.ends_at, range.timeZone),
    minutes: row.minutes,
    who: row.who,
    dogs: row.dogs,
    status: row.status,
    isManual: row.is_manual,
    isTest: row.is_test,
    refundedPence: row.refunded_pence,
    paidPence: row.paid_pence,
    holdExpiresAt:
      row.status === 'pending' && row.hold_expires_at ? row.hold_expires_at.toISOString() : null,
    fieldId: Number(row.field_id),
    ...customerOf(row),
    pass: passPaidOf(row),
  }));
}

/** A closed date: of the whole park (`fieldId` null) or of one field. */
export interface ClosedDay {
  date: string;
  fieldId: number | null;
  reason: string;
}

/** The closed dates from `from` to `to` (inclusive), each with its field and reason. */
export async function closedDaysBetween(sql: Sql, from: string, to: string): Promise<ClosedDay[]> {
  const rows = await sql.query<{ date: string; field_id: number | string | null; reason: string }>(
    `select to_char(day, 'YYYY-MM-DD') as date, field_id, reason from closed_dates
      where day between $1 and $2
      order by day, field_id nulls first`,
    [from, to],
  );
  return rows.map((row) => ({
    date: row.date,
    fieldId: row.field_id === null ? null : Number(row.field_id),
    reason: row.reason,
  }));
}
