import { namedField } from '../../contract/fieldChoice';
import { addDays, daysInMonth, formatYearMonth, type YearMonth } from '../../domain/calendar';
import type { Database } from '../db/database';
import { readPublicPark } from '../park/parkSql';
import { monthBookingRows } from './exportCsvSql';

function cell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  // Quote everything that needs it, and defuse cells a spreadsheet would run as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * One row per booking of the month (by its date): who, when, status, what was paid and
 * refunded; and on which field, where the park has several (a park of one field's file is as
 * it always was).
 */
export async function monthCsv(db: Database, month: YearMonth): Promise<string> {
  const first = `${formatYearMonth(month)}-01`;
  const park = await readPublicPark(db);
  const several = park.fields.length > 1;
  const rows = (
    await monthBookingRows(db, first, addDays(first, daysInMonth(month.year, month.month)))
  ).map(({ field_id, ...row }) =>
    several ? { ...row, field: namedField(park, { fieldId: Number(field_id) }) } : row,
  );
  const header = [
    'booking',
    'date',
    'time',
    ...(several ? ['field'] : []),
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
    // Added after the seed's columns, so a sheet reading them by position still reads them.
    'customer_name',
    'customer_mobile',
  ];
  const lines = [
    header.join(','),
    ...rows.map((row) => header.map((key) => cell(row[key] ?? null)).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
