import type { Sql } from '../db/database';
import type { CheckoutItem } from './provider';

export interface TestCheckoutRow {
  reference: string;
  /** The booking (or a series' first week) it is for; null for a pass. */
  bookingId: number | null;
  passId: number | null;
  amountPence: number;
  items: CheckoutItem[];
  status: 'open' | 'complete' | 'expired';
  expiresAt: Date;
  paymentReference: string | null;
  refundedPence: number;
  successUrl: string;
  cancelUrl: string;
}

interface Row {
  reference: string;
  booking_id: number | null;
  pass_id: number | null;
  amount_pence: number;
  items: CheckoutItem[];
  status: TestCheckoutRow['status'];
  expires_at: Date;
  payment_reference: string | null;
  refunded_pence: number;
  success_url: string;
  cancel_url: string;
}

const COLUMNS = `reference, booking_id, pass_id, amount_pence, items, status, expires_at, payment_reference,
  refunded_pence, success_url, cancel_url`;

function toCheckout(row: Row): TestCheckoutRow {
  return {
    reference: row.reference,
    bookingId: row.booking_id,
    passId: row.pass_id,
    amountPence: row.amount_pence,
    items: row.items,
    status: row.status,
    expiresAt: row.expires_at,
    paymentReference: row.payment_reference,
    refundedPence: row.refunded_pence,
    successUrl: row.success_url,
    cancelUrl: row.cancel_url,
  };
}

export async function insertTestCheckout(
  sql: Sql,
  checkout: Omit<TestCheckoutRow, 'status' | 'paymentReference' | 'refundedPence'>,
  now: Date,
): Promise<void> {
  await sql.query(
    `insert into test_checkouts
       (reference, booking_id, pass_id, amount_pence, items, status, expires_at, success_url,
        cancel_url, created_at)
     values ($1, $2, $3, $4, $5::jsonb, 'open', $6, $7, $8, $9)`,
    [
      checkout.reference,
      checkout.bookingId,
      checkout.passId,
      checkout.amountPence,
      JSON.stringify(checkout.items),
      checkout.expiresAt,
      checkout.successUrl,
      checkout.cancelUrl,
      now,
    ],
  );
}

export async function findTestCheckout(
  sql: Sql,
  reference: string,
): Promise<TestCheckoutRow | null> {
  const [row] = await sql.query<Row>(`select ${COLUMNS} from test_checkouts where reference = $1`, [
    reference,
  ]);
  return row ? toCheckout(row) : null;
}

/** An open checkout past its expiry reads as expired, as a hosted checkout would. */
export async function expireLapsedTestCheckout(
  sql: Sql,
  reference: string,
  now: Date,
): Promise<void> {
  await sql.query(
    `update test_checkouts set status = 'expired' where reference = $1 and status = 'open' and expires_at <= $2`,
    [reference, now],
  );
}

/** Pays an open checkout; answers null when it was not open (paid already, or expired). */
export async function payTestCheckout(
  sql: Sql,
  reference: string,
  paymentReference: string,
  now: Date,
): Promise<TestCheckoutRow | null> {
  const [row] = await sql.query<Row>(
    `update test_checkouts set status = 'complete', payment_reference = $2
      where reference = $1 and status = 'open' and expires_at > $3
      returning ${COLUMNS}`,
    [reference, paymentReference, now],
  );
  return row ? toCheckout(row) : null;
}

export async function closeTestCheckout(
  sql: Sql,
  reference: string,
): Promise<TestCheckoutRow | null> {
  await sql.query(
    `update test_checkouts set status = 'expired' where reference = $1 and status = 'open'`,
    [reference],
  );
  return findTestCheckout(sql, reference);
}

/** Records a refund once per idempotency key; answers the refund's reference either way. */
export async function refundTestPayment(
  sql: Sql,
  refund: {
    reference: string;
    idempotencyKey: string;
    paymentReference: string;
    amountPence: number;
  },
  now: Date,
): Promise<{ reference: string } | { problem: string }> {
  const [earlier] = await sql.query<{ reference: string }>(
    `select reference from test_refunds where idempotency_key = $1`,
    [refund.idempotencyKey],
  );
  if (earlier) return { reference: earlier.reference };
  const [paid] = await sql.query<{ amount_pence: number; refunded_pence: number }>(
    `select amount_pence, refunded_pence from test_checkouts
      where payment_reference = $1 for update`,
    [refund.paymentReference],
  );
  if (!paid) return { problem: `no test payment ${refund.paymentReference}` };
  if (paid.refunded_pence + refund.amountPence > paid.amount_pence) {
    return { problem: 'refund is more than what is left of the payment' };
  }
  await sql.query(
    `update test_checkouts set refunded_pence = refunded_pence + $2 where payment_reference = $1`,
    [refund.paymentReference, refund.amountPence],
  );
  await sql.query(
    `insert into test_refunds (reference, idempotency_key, payment_reference, amount_pence, created_at)
     values ($1, $2, $3, $4, $5)`,
    [refund.reference, refund.idempotencyKey, refund.paymentReference, refund.amountPence, now],
  );
  return { reference: refund.reference };
}
