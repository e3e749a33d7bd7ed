import { addDays, daysInMonth, formatYearMonth, type YearMonth } from '../../domain/calendar';
import type { Database } from '../db/database';
import { monthBookingRows } from './exportCsvSql';

function cell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  // Quote everything that needs it, and defuse cells a spreadsheet would run as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row per booking of the month (by its date): who, when, status, what was paid and refunded. */
export async function monthCsv(db: Database, month: YearMonth): Promise<string> {
  const first = `${formatYearMonth(month)}-01`;
  const rows = await monthBookingRows(
    db,
    first,
    addDays(first, daysInMonth(month.year, month.month)),
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
