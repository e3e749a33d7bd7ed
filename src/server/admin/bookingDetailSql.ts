import type { BookingEmail } from '../../contract/bookingDetail';
import type { PassPaid } from '../../contract/passes';
import { CUSTOMER_MOBILE, CUSTOMER_NAME } from '../bookings/bookingCustomerSql';
import {
  BOOKING_COLUMNS,
  type BookingRecord,
  type Row,
  toBooking,
} from '../bookings/bookingRecordSql';
import type { Sql } from '../db/database';
import {
  PASS_PAID_COLUMNS,
  PASS_PAID_JOIN,
  type PassPaidRow,
  passPaidOf,
} from '../passes/passPaidSql';

/** A booking with what the detail adds to the record: its customer, discount and cancellation. */
export interface BookingWithPeople {
  booking: BookingRecord;
  customer: { id: string; email: string; isTest: boolean; emailVerified: boolean } | null;
  discountCode: string | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  pass: PassPaid | null;
  /** Who it is for (decision 125), from the account or typed for a manual booking. */
  contact: { email: string | null; name: string | null; mobile: string | null };
}

export async function findBookingWithPeople(
  sql: Sql,
  id: number,
): Promise<BookingWithPeople | null> {
  const [row] = await sql.query<
    Row &
      PassPaidRow & {
        cancelled_at: Date | null;
        cancel_reason: string | null;
        customer_email: string | null;
        customer_is_test: boolean | null;
        customer_verified: boolean | null;
        discount_code: string | null;
        contact_email: string | null;
        customer_name: string | null;
        customer_mobile: string | null;
      }
  >(
    `select ${BOOKING_COLUMNS.split(',')
      .map((column) => `b.${column.trim()}`)
      .join(', ')}, b.cancelled_at, b.cancel_reason,
            (select email from users u where u.id = b.user_id) as customer_email,
            (select is_test from users u where u.id = b.user_id) as customer_is_test,
            (select email_verified_at is not null from users u where u.id = b.user_id) as customer_verified,
            (select code from discounts d where d.id = b.discount_id) as discount_code,
            ${PASS_PAID_COLUMNS},
            coalesce(u.email, b.customer_email) as contact_email,
            ${CUSTOMER_NAME} as customer_name, ${CUSTOMER_MOBILE} as customer_mobile
       from bookings b ${PASS_PAID_JOIN} left join users u on u.id = b.user_id where b.id = $1`,
    [id],
  );
  if (!row) return null;
  return {
    booking: toBooking(row),
    customer:
      row.user_id && row.customer_email !== null
        ? {
            id: row.user_id,
            email: row.customer_email,
            isTest: row.customer_is_test ?? false,
            emailVerified: row.customer_verified ?? false,
          }
        : null,
    discountCode: row.discount_code,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    pass: passPaidOf(row),
    contact: { email: row.contact_email, name: row.customer_name, mobile: row.customer_mobile },
  };
}

/** The messages about a booking (read from their keys), to anyone, oldest first. */
export async function emailsAbout(sql: Sql, bookingId: number): Promise<BookingEmail[]> {
  const rows = await sql.query<{
    id: number;
    subject: string;
    to_address: string;
    status: BookingEmail['status'];
    attempts: number;
    created_at: Date;
    sent_at: Date | null;
    last_error: string | null;
  }>(
    `select id, subject, to_address, status, attempts, created_at, sent_at, last_error
       from email_outbox where booking_id = $1 order by id limit 200`,
    [bookingId],
  );
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    to: row.to_address,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    lastError: row.last_error,
  }));
}
