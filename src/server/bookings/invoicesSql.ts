import { STANDARD_VAT_RATE_PERCENT } from '../../domain/invoices';
import type { Sql } from '../db/database';

/** An invoice as it was issued; the session and amounts are the booking's. */
export interface Invoice {
  number: number;
  /** The booking it is for; null for a pass (decision 101). */
  bookingId: number | null;
  issuedAt: Date;
  sellerName: string;
  sellerAddress: string[];
  /** '' when the park was not registered for VAT. */
  sellerVatNumber: string;
  vatRatePercent: number | null;
  customerEmail: string;
}

interface InvoiceRow {
  number: number;
  booking_id: number | null;
  issued_at: Date;
  seller_name: string;
  seller_address: string[];
  seller_vat_number: string;
  vat_rate_percent: number | null;
  customer_email: string;
}

function toInvoice(row: InvoiceRow): Invoice {
  return {
    number: Number(row.number),
    bookingId: row.booking_id === null ? null : Number(row.booking_id),
    issuedAt: row.issued_at,
    sellerName: row.seller_name,
    sellerAddress: row.seller_address,
    sellerVatNumber: row.seller_vat_number,
    vatRatePercent: row.vat_rate_percent,
    customerEmail: row.customer_email,
  };
}

async function invoiceOfBooking(sql: Sql, bookingId: number): Promise<Invoice | null> {
  const [row] = await sql.query<InvoiceRow>(
    `select number, booking_id, issued_at, seller_name, seller_address, seller_vat_number,
            vat_rate_percent, customer_email
       from invoices where booking_id = $1`,
    [bookingId],
  );
  return row ? toInvoice(row) : null;
}

/**
 * The booking's invoice, issued now if it has none: the next number from the one counter, the
 * seller's details as they stand, and the payment's time as its date. The booking row is locked
 * first so two callers can't both issue one, and the counter is taken in the caller's
 * transaction, so a number is never skipped or used twice.
 */
export async function issuedInvoice(
  tx: Sql,
  booking: { id: number; customerEmail: string },
  now: Date,
): Promise<Invoice> {
  await tx.query('select id from bookings where id = $1 for update', [booking.id]);
  const existing = await invoiceOfBooking(tx, booking.id);
  if (existing) return existing;
  const [row] = await tx.query<InvoiceRow>(
    `with next as (
       update invoice_counter set last_number = last_number + 1 where id = 1 returning last_number
     )
     insert into invoices (number, booking_id, issued_at, seller_name, seller_address,
                           seller_vat_number, vat_rate_percent, customer_email)
     select next.last_number, b.id, coalesce(p.paid_at, b.completed_at, $2), s.name,
            s.address_lines, s.vat_number,
            case when s.vat_number = '' then null else $3::integer end, $4
       from next
       cross join park_settings s
       join bookings b on b.id = $1
       left join payments p on p.booking_id = b.id
      where s.id = 1
     returning number, booking_id, issued_at, seller_name, seller_address, seller_vat_number,
               vat_rate_percent, customer_email`,
    [booking.id, now, STANDARD_VAT_RATE_PERCENT, booking.customerEmail],
  );
  if (!row) throw new Error(`booking ${booking.id} has no row to invoice`);
  return toInvoice(row);
}

/**
 * A pass's invoice, issued now if it has none, from the same counter as bookings: the pass row
 * is locked first so two callers can't both issue one.
 */
export async function issuedPassInvoice(
  tx: Sql,
  pass: { id: number; customerEmail: string },
  now: Date,
): Promise<Invoice> {
  await tx.query('select id from passes where id = $1 for update', [pass.id]);
  const [existing] = await tx.query<InvoiceRow>(
    `select number, booking_id, issued_at, seller_name, seller_address, seller_vat_number,
            vat_rate_percent, customer_email
       from invoices where pass_id = $1`,
    [pass.id],
  );
  if (existing) return toInvoice(existing);
  const [row] = await tx.query<InvoiceRow>(
    `with next as (
       update invoice_counter set last_number = last_number + 1 where id = 1 returning last_number
     )
     insert into invoices (number, pass_id, issued_at, seller_name, seller_address,
                           seller_vat_number, vat_rate_percent, customer_email)
     select next.last_number, p.id, coalesce(p.paid_at, $2), s.name, s.address_lines, s.vat_number,
            case when s.vat_number = '' then null else $3::integer end, $4
       from next
       cross join park_settings s
       join passes p on p.id = $1
      where s.id = 1
     returning number, booking_id, issued_at, seller_name, seller_address, seller_vat_number,
               vat_rate_percent, customer_email`,
    [pass.id, now, STANDARD_VAT_RATE_PERCENT, pass.customerEmail],
  );
  if (!row) throw new Error(`pass ${pass.id} has no row to invoice`);
  return toInvoice(row);
}
