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
    // A refund by staff still under way changes what is left: its payment waits until it ends.
    `select id, booking_id, provider, provider_reference, amount_pence - refunded_pence as amount_pence, paid_at
       from payments p
      where refund_status = 'due'
        and not exists (select 1 from refunds r where r.payment_id = p.id and r.status = 'pending')
      order by id limit $1`,
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

/** Records an owed refund as made, and as a row of the payment's refunds, in one statement. */
export async function markRefunded(
  sql: Sql,
  paymentId: number,
  refund: { amountPence: number; reference: string; idempotencyKey: string },
  now: Date,
): Promise<void> {
  await sql.query(
    `with done as (
       update payments
          set refund_status = 'done', refunded_pence = refunded_pence + $2, refund_reference = $3, refunded_at = $4
        where id = $1 and refund_status = 'due'
        returning id, booking_id
     )
     insert into refunds (payment_id, booking_id, amount_pence, reason, status, idempotency_key,
                          provider_reference, by_email, created_at, tried_at, done_at)
     select done.id, done.booking_id, $2, coalesce(b.cancel_reason, 'owed back'), 'done', $5, $3,
            'Paddock (automatic)', $4, $4, $4
       from done join bookings b on b.id = done.booking_id
      where $2 > 0`,
    [paymentId, refund.amountPence, refund.reference, now, refund.idempotencyKey],
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
 * refunded is left as it is. What staff refunded already, or are refunding, is not owed again.
 * Answers the amount now owed, or 0.
 */
export async function owePaymentBack(sql: Sql, bookingId: number): Promise<number> {
  const [row] = await sql.query<{ owed: number }>(
    `with held as (
       select p.id, coalesce(sum(r.amount_pence) filter (where r.status = 'pending'), 0)::int as pending
         from payments p left join refunds r on r.payment_id = p.id
        where p.booking_id = $1
        group by p.id
     )
     update payments p set refund_status = 'due'
       from held
      where held.id = p.id and p.refund_status is null and p.provider <> 'manual'
        and p.amount_pence > p.refunded_pence + held.pending
      returning p.amount_pence - p.refunded_pence - held.pending as owed`,
    [bookingId],
  );
  return row?.owed ?? 0;
}
