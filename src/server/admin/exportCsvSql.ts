import { CUSTOMER_MOBILE, CUSTOMER_NAME, CUSTOMER_WHO } from '../bookings/bookingCustomerSql';
import type { Sql } from '../db/database';

export type CsvRow = Record<string, string | number | boolean | null>;

/**
 * The month's bookings (by their date, from `from` up to `until`), each with its payment and field.
 * Each booking looks up its own customer and payment (`offset 0` keeps the planner from hashing
 * the whole users and payments tables instead, which grow with every year kept), so a month
 * costs what it holds.
 */
export async function monthBookingRows(sql: Sql, from: string, until: string): Promise<CsvRow[]> {
  return sql.query<CsvRow>(
    `select b.id as booking, to_char(b.local_date, 'YYYY-MM-DD') as date, b.local_time as time,
            b.duration_minutes as minutes, coalesce(b.dog_count::text, b.dogs) as dogs, b.status,
            ${CUSTOMER_WHO} as customer, ${CUSTOMER_NAME} as customer_name,
            ${CUSTOMER_MOBILE} as customer_mobile,
            b.is_test as test_booking, b.list_price_pence as list_price_pence,
            b.discount_percent, b.price_pence, p.amount_pence as paid_pence,
            to_char(p.paid_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at, p.provider,
            p.provider_reference, p.refunded_pence, p.refund_reference,
            to_char(b.created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at, b.field_id
       from bookings b
       left join lateral (
         select u.email, u.contact_name, u.mobile from users u where u.id = b.user_id offset 0
       ) u on true
       left join lateral (
         select p.amount_pence, p.paid_at, p.provider, p.provider_reference, p.refunded_pence,
                p.refund_reference
           from payments p where p.booking_id = b.id offset 0
       ) p on true
      where b.local_date >= $1 and b.local_date < $2 and b.status <> 'expired'
      order by b.local_date, b.local_time, b.id`,
    [from, until],
  );
}
