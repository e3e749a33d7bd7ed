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
  /** The account's name when it was issued (decision 125); null when it had none. */
  customerName: string | null;
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
  customer_name: string | null;
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
    customerName: row.customer_name,
  };
}

/** What an invoice is for: a booking, or a pass (decision 101), and when it was paid. */
const SALES = {
  booking: {
    column: 'booking_id',
    table: 'bookings',
    paidAt: `(select coalesce(p.paid_at, b.completed_at) from bookings b
               left join payments p on p.booking_id = b.id where b.id = $1::bigint)`,
    name: `(select u.contact_name from bookings b join users u on u.id = b.user_id
             where b.id = $1::bigint)`,
  },
  pass: {
    column: 'pass_id',
    table: 'passes',
    paidAt: '(select paid_at from passes where id = $1)',
    name: `(select u.contact_name from passes s join users u on u.id = s.user_id
             where s.id = $1::bigint)`,
  },
} as const;

const INVOICE_COLUMNS = `number, booking_id, issued_at, seller_name, seller_address,
  seller_vat_number, vat_rate_percent, customer_email, customer_name`;

/**
 * The sale's invoice, issued now if it has none: the next number from the one counter, the
 * seller's details as they stand, and the payment's time as its date. The sale's row is locked
 * first so two callers can't both issue one, and the counter is taken in the caller's
 * transaction, so a number is never skipped or used twice.
 */
async function issued(
  tx: Sql,
  kind: keyof typeof SALES,
  sale: { id: number; customerEmail: string },
  now: Date,
): Promise<Invoice> {
  const { column, table, paidAt, name } = SALES[kind];
  await tx.query(`select id from ${table} where id = $1 for update`, [sale.id]);
  const [existing] = await tx.query<InvoiceRow>(
    `select ${INVOICE_COLUMNS} from invoices where ${column} = $1`,
    [sale.id],
  );
  if (existing) return toInvoice(existing);
  const [row] = await tx.query<InvoiceRow>(
    `with next as (
       update invoice_counter set last_number = last_number + 1 where id = 1 returning last_number
     )
     insert into invoices (number, ${column}, issued_at, seller_name, seller_address,
                           seller_vat_number, vat_rate_percent, customer_email, customer_name)
     select next.last_number, $1::bigint, coalesce(${paidAt}, $2), s.name, s.address_lines, s.vat_number,
            case when s.vat_number = '' then null else $3::integer end, $4, ${name}
       from next cross join park_settings s
      where s.id = 1
     returning ${INVOICE_COLUMNS}`,
    [sale.id, now, STANDARD_VAT_RATE_PERCENT, sale.customerEmail],
  );
  if (!row) throw new Error(`${kind} ${sale.id} has no row to invoice`);
  return toInvoice(row);
}

/** The booking's invoice, issued now if it has none. */
export function issuedInvoice(
  tx: Sql,
  booking: { id: number; customerEmail: string },
  now: Date,
): Promise<Invoice> {
  return issued(tx, 'booking', booking, now);
}

/** A pass's invoice, issued now if it has none, from the same counter as bookings. */
export function issuedPassInvoice(
  tx: Sql,
  pass: { id: number; customerEmail: string },
  now: Date,
): Promise<Invoice> {
  return issued(tx, 'pass', pass, now);
}
