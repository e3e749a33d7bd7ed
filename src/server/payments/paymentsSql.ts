import type { Sql } from '../db/database';

export interface NewPayment {
  bookingId: number;
  userId: string | null;
  amountPence: number;
  provider: 'stripe' | 'test' | 'manual';
  providerReference: string | null;
  /** Money that came in but must go back (the slot was lost): the refund is owed at once. */
  refundDue?: boolean;
}

export async function insertPayment(sql: Sql, payment: NewPayment, now: Date): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `insert into payments (booking_id, user_id, amount_pence, paid_at, provider, provider_reference, refund_status)
     values ($1, $2, $3, $4, $5, $6, $7)
     returning id`,
    [
      payment.bookingId,
      payment.userId,
      payment.amountPence,
      now,
      payment.provider,
      payment.providerReference,
      payment.refundDue ? 'due' : null,
    ],
  );
  if (!row) throw new Error('insert into payments returned no id');
  return row.id;
}

export async function paymentOfBooking(
  sql: Sql,
  bookingId: number,
): Promise<{ id: number } | null> {
  const [row] = await sql.query<{ id: number }>(`select id from payments where booking_id = $1`, [
    bookingId,
  ]);
  return row ?? null;
}

export interface DueRefund {
  paymentId: number;
  bookingId: number;
  provider: 'stripe' | 'test';
  providerReference: string;
  amountPence: number;
  paidAt: Date;
}

export async function refundsDue(sql: Sql, limit: number): Promise<DueRefund[]> {
  const rows = await sql.query<{
    id: number;
    booking_id: number;
    provider: 'stripe' | 'test';
    provider_reference: string;
    amount_pence: number;
    paid_at: Date;
  }>(
    `select id, booking_id, provider, provider_reference, amount_pence - refunded_pence as amount_pence, paid_at
       from payments where refund_status = 'due' order by id limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    paymentId: row.id,
    bookingId: row.booking_id,
    provider: row.provider,
    providerReference: row.provider_reference,
    amountPence: row.amount_pence,
    paidAt: row.paid_at,
  }));
}

export async function markRefunded(
  sql: Sql,
  paymentId: number,
  refund: { amountPence: number; reference: string },
  now: Date,
): Promise<void> {
  await sql.query(
    `update payments
        set refund_status = 'done', refunded_pence = refunded_pence + $2, refund_reference = $3, refunded_at = $4
      where id = $1 and refund_status = 'due'`,
    [paymentId, refund.amountPence, refund.reference, now],
  );
}

export interface PaymentOfBooking {
  id: number;
  amountPence: number;
  refundedPence: number;
  refundStatus: 'due' | 'done' | null;
  refundedAt: Date | null;
  provider: 'stripe' | 'test' | 'manual';
}

export async function paymentsOfBookings(
  sql: Sql,
  bookingIds: readonly number[],
): Promise<Map<number, PaymentOfBooking>> {
  const rows = await sql.query<{
    booking_id: number;
    id: number;
    amount_pence: number;
    refunded_pence: number;
    refund_status: 'due' | 'done' | null;
    refunded_at: Date | null;
    provider: 'stripe' | 'test' | 'manual';
  }>(
    `select booking_id, id, amount_pence, refunded_pence, refund_status, refunded_at, provider
       from payments where booking_id = any($1::bigint[])`,
    [bookingIds],
  );
  return new Map(
    rows.map((row) => [
      row.booking_id,
      {
        id: row.id,
        amountPence: row.amount_pence,
        refundedPence: row.refunded_pence,
        refundStatus: row.refund_status,
        refundedAt: row.refunded_at,
        provider: row.provider,
      },
    ]),
  );
}

/**
 * Owes the customer everything they paid for this booking, once: a payment already owed or
 * refunded is left as it is. Answers the amount now owed, or 0.
 */
export async function owePaymentBack(sql: Sql, bookingId: number): Promise<number> {
  const [row] = await sql.query<{ owed: number }>(
    `update payments set refund_status = 'due'
      where booking_id = $1 and refund_status is null and provider <> 'manual'
        and amount_pence > refunded_pence
      returning amount_pence - refunded_pence as owed`,
    [bookingId],
  );
  return row?.owed ?? 0;
}
