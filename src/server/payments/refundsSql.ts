// The refunds table: each refund asked of a provider, by staff or by the automatic flows.
import type { Sql } from '../db/database';

export type RefundStatus = 'pending' | 'done' | 'failed';

export interface RefundRecord {
  id: number;
  paymentId: number;
  bookingId: number;
  amountPence: number;
  reason: string;
  status: RefundStatus;
  idempotencyKey: string;
  requestKey: string | null;
  cancel: boolean;
  providerReference: string | null;
  error: string | null;
  byId: string | null;
  byEmail: string;
  createdAt: Date;
  triedAt: Date;
  doneAt: Date | null;
}

interface Row {
  id: number;
  payment_id: number;
  booking_id: number;
  amount_pence: number;
  reason: string;
  status: RefundStatus;
  idempotency_key: string;
  request_key: string | null;
  cancel: boolean;
  provider_reference: string | null;
  error: string | null;
  by_id: string | null;
  by_email: string;
  created_at: Date;
  tried_at: Date;
  done_at: Date | null;
}

const COLUMNS = `id, payment_id, booking_id, amount_pence, reason, status, idempotency_key,
  request_key, cancel, provider_reference, error, by_id, by_email, created_at, tried_at, done_at`;

function toRefund(row: Row): RefundRecord {
  return {
    id: row.id,
    paymentId: row.payment_id,
    bookingId: row.booking_id,
    amountPence: row.amount_pence,
    reason: row.reason,
    status: row.status,
    idempotencyKey: row.idempotency_key,
    requestKey: row.request_key,
    cancel: row.cancel,
    providerReference: row.provider_reference,
    error: row.error,
    byId: row.by_id,
    byEmail: row.by_email,
    createdAt: row.created_at,
    triedAt: row.tried_at,
    doneAt: row.done_at,
  };
}

/** A booking's payment as a refund needs it, with what refunds under way hold back. */
export interface RefundablePayment {
  id: number;
  provider: 'stripe' | 'test' | 'manual';
  providerReference: string | null;
  amountPence: number;
  refundedPence: number;
  refundStatus: 'due' | 'done' | null;
  /** Refunds asked of the provider and not yet answered. */
  pendingPence: number;
  paidAt: Date;
}

/**
 * What may still be refunded by staff: nothing while the automatic flow owes the rest (it pays
 * it all back) or has done so; else what is neither refunded nor being refunded.
 */
export function refundableOf(payment: RefundablePayment): number {
  if (payment.provider === 'manual' || payment.refundStatus !== null) return 0;
  return Math.max(0, payment.amountPence - payment.refundedPence - payment.pendingPence);
}

async function paymentOf(
  sql: Sql,
  bookingId: number,
  lock: boolean,
): Promise<RefundablePayment | null> {
  const [row] = await sql.query<{
    id: number;
    provider: RefundablePayment['provider'];
    provider_reference: string | null;
    amount_pence: number;
    refunded_pence: number;
    refund_status: 'due' | 'done' | null;
    paid_at: Date;
  }>(
    `select id, provider, provider_reference, amount_pence, refunded_pence, refund_status, paid_at
       from payments where booking_id = $1 ${lock ? 'for update' : ''}`,
    [bookingId],
  );
  if (!row) return null;
  const [pending] = await sql.query<{ pence: number }>(
    `select coalesce(sum(amount_pence), 0)::int as pence from refunds
      where payment_id = $1 and status = 'pending'`,
    [row.id],
  );
  return {
    id: row.id,
    provider: row.provider,
    providerReference: row.provider_reference,
    amountPence: row.amount_pence,
    refundedPence: row.refunded_pence,
    refundStatus: row.refund_status,
    pendingPence: pending?.pence ?? 0,
    paidAt: row.paid_at,
  };
}

export function findPaymentForRefund(
  sql: Sql,
  bookingId: number,
): Promise<RefundablePayment | null> {
  return paymentOf(sql, bookingId, false);
}

/** The payment, locked until the transaction ends: refunds of it are checked one at a time. */
export function lockPaymentForRefund(
  sql: Sql,
  bookingId: number,
): Promise<RefundablePayment | null> {
  return paymentOf(sql, bookingId, true);
}

export async function refundOfRequest(sql: Sql, requestKey: string): Promise<RefundRecord | null> {
  const [row] = await sql.query<Row>(`select ${COLUMNS} from refunds where request_key = $1`, [
    requestKey,
  ]);
  return row ? toRefund(row) : null;
}

export interface NewStaffRefund {
  paymentId: number;
  bookingId: number;
  amountPence: number;
  reason: string;
  cancel: boolean;
  requestKey: string | null;
  by: { id: string | null; email: string };
}

/**
 * Writes a refund as asked of the provider, before asking: its id makes its idempotency key
 * ('admin-refund-<id>'), so the provider can tell a retry from a new refund.
 */
export async function insertStaffRefund(
  sql: Sql,
  refund: NewStaffRefund,
  now: Date,
): Promise<RefundRecord> {
  const [row] = await sql.query<Row>(
    `with next as (select nextval(pg_get_serial_sequence('refunds', 'id')) as id)
     insert into refunds (id, payment_id, booking_id, amount_pence, reason, status, idempotency_key,
                          request_key, cancel, by_id, by_email, created_at, tried_at)
     select next.id, $1, $2, $3, $4, 'pending', 'admin-refund-' || next.id, $5, $6, $7, $8, $9, $9
       from next
     returning ${COLUMNS}`,
    [
      refund.paymentId,
      refund.bookingId,
      refund.amountPence,
      refund.reason,
      refund.requestKey,
      refund.cancel,
      refund.by.id,
      refund.by.email,
      now,
    ],
  );
  if (!row) throw new Error('insert into refunds returned no row');
  return toRefund(row);
}

/**
 * A refund about to be asked of the provider (again): pending, tried now. With `triedBefore`,
 * only if nobody has tried it since. Answers null when it is done already, or was tried since.
 */
export async function markRefundTried(
  sql: Sql,
  id: number,
  now: Date,
  triedBefore: Date | null = null,
): Promise<RefundRecord | null> {
  const [row] = await sql.query<Row>(
    `update refunds set status = 'pending', error = null, tried_at = $2
      where id = $1 and status <> 'done' and ($3::timestamptz is null or tried_at < $3)
      returning ${COLUMNS}`,
    [id, now, triedBefore],
  );
  return row ? toRefund(row) : null;
}

/**
 * The provider made it. Answers the refund, or null when it was recorded already (a retry, or
 * another instance's sweep, got there first).
 */
export async function markRefundDone(
  sql: Sql,
  id: number,
  providerReference: string,
  now: Date,
): Promise<RefundRecord | null> {
  const [row] = await sql.query<Row>(
    `update refunds set status = 'done', provider_reference = $2, error = null, done_at = $3
      where id = $1 and status <> 'done'
      returning ${COLUMNS}`,
    [id, providerReference, now],
  );
  return row ? toRefund(row) : null;
}

/** The provider did not make it: nothing is held back for it any more; it may be tried again. */
export async function markRefundFailed(
  sql: Sql,
  id: number,
  error: string,
): Promise<RefundRecord | null> {
  const [row] = await sql.query<Row>(
    `update refunds set status = 'failed', error = $2 where id = $1 and status = 'pending'
      returning ${COLUMNS}`,
    [id, error.slice(0, 500)],
  );
  return row ? toRefund(row) : null;
}

/** Adds a refund made to its payment, which the month's totals read. */
export async function addRefundToPayment(
  sql: Sql,
  paymentId: number,
  amountPence: number,
  now: Date,
): Promise<void> {
  await sql.query(
    `update payments set refunded_pence = refunded_pence + $2, refunded_at = $3 where id = $1`,
    [paymentId, amountPence, now],
  );
}

export async function refundsOfBooking(sql: Sql, bookingId: number): Promise<RefundRecord[]> {
  const rows = await sql.query<Row>(
    `select ${COLUMNS} from refunds where booking_id = $1 order by id`,
    [bookingId],
  );
  return rows.map(toRefund);
}

/** Refunds left pending since before `before`: the process asking for them stopped half-way. */
export async function staleRefunds(sql: Sql, before: Date, limit: number): Promise<RefundRecord[]> {
  const rows = await sql.query<Row>(
    `select ${COLUMNS} from refunds where status = 'pending' and tried_at < $1
      order by tried_at limit $2`,
    [before, limit],
  );
  return rows.map(toRefund);
}
