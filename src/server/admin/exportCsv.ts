import { addDays, daysInMonth, formatYearMonth, type YearMonth } from '../../domain/calendar';
import type { Database } from '../db/database';

function cell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  // Quote everything that needs it, and defuse cells a spreadsheet would run as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row per booking of the month (by its date): who, when, status, what was paid and refunded. */
export async function monthCsv(db: Database, month: YearMonth): Promise<string> {
  const first = `${formatYearMonth(month)}-01`;
  const rows = await db.query<Record<string, string | number | boolean | null>>(
    `select b.id as booking, to_char(b.local_date, 'YYYY-MM-DD') as date, b.local_time as time,
            b.duration_minutes as minutes, coalesce(b.dogs, b.dog_count::text) as dogs, b.status,
            case when b.is_manual then 'Manual Booking' else u.email end as customer,
            b.is_test as test_booking, b.list_price_pence as list_price_pence,
            b.discount_percent, b.price_pence, p.amount_pence as paid_pence,
            to_char(p.paid_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at, p.provider,
            p.provider_reference, p.refunded_pence, p.refund_reference,
            to_char(b.created_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
       from bookings b
       left join users u on u.id = b.user_id
       left join payments p on p.booking_id = b.id
      where b.local_date >= $1 and b.local_date < $2 and b.status <> 'expired'
      order by b.local_date, b.local_time, b.id`,
    [first, addDays(first, daysInMonth(month.year, month.month))],
  );
  const header = [
    'booking',
    'date',
    'time',
    'minutes',
    'dogs',
    'status',
    'customer',
    'test_booking',
    'list_price_pence',
    'discount_percent',
    'price_pence',
    'paid_pence',
    'paid_at',
    'provider',
    'provider_reference',
    'refunded_pence',
    'refund_reference',
    'created_at',
  ];
  const lines = [
    header.join(','),
    ...rows.map((row) => header.map((key) => cell(row[key] ?? null)).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
