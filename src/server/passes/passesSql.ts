import type { PassTerms } from '../../domain/passes';
import type { Sql } from '../db/database';

/** A pass as the code knows it, with how many of its sessions are booked and not given back. */
export interface PassRecord extends PassTerms {
  id: number;
  userId: string;
  passTypeId: number | null;
  status: 'pending' | 'unpaid' | 'active';
  isTest: boolean;
  holdExpiresAt: Date | null;
  checkoutProvider: 'stripe' | 'test' | null;
  checkoutReference: string | null;
  checkoutUrl: string | null;
  paidPence: number | null;
  paymentReference: string | null;
  paidAt: Date | null;
  validUntil: string | null;
  refundedPence: number;
  sessionsWithdrawn: number;
  createdAt: Date;
  used: number;
  /** The fields its sessions may be booked on. */
  fieldIds: number[];
}

interface Row {
  id: number;
  user_id: string;
  pass_type_id: number | null;
  name: string;
  sessions: number;
  minutes: 30 | 60;
  dogs: PassTerms['dogs'];
  price_pence: number;
  valid_months: number;
  status: PassRecord['status'];
  is_test: boolean;
  hold_expires_at: Date | null;
  checkout_provider: 'stripe' | 'test' | null;
  checkout_reference: string | null;
  checkout_url: string | null;
  paid_pence: number | null;
  payment_reference: string | null;
  paid_at: Date | null;
  valid_until: string | null;
  refunded_pence: number;
  sessions_withdrawn: number;
  created_at: Date;
  used: number;
  field_ids: (number | string)[];
}

/**
 * Sessions booked with the pass `p` and not given back: a late cancellation keeps its session.
 * Every count of a pass's sessions reads this, so they all agree.
 */
export const USED_SESSIONS = `(select count(*)::int from bookings b
                where b.pass_id = p.id and b.status in ('complete', 'cancelled')
                  and b.pass_returned_at is null)`;

const COLUMNS = `p.id, p.user_id, p.pass_type_id, p.name, p.sessions, p.minutes, p.dogs,
  p.price_pence, p.valid_months, p.status, p.is_test, p.hold_expires_at, p.checkout_provider,
  p.checkout_reference, p.checkout_url, p.paid_pence, p.payment_reference, p.paid_at,
  to_char(p.valid_until, 'YYYY-MM-DD') as valid_until, p.refunded_pence, p.sessions_withdrawn,
  p.created_at, ${USED_SESSIONS} as used, p.field_ids`;

function toPass(row: Row): PassRecord {
  return {
    id: row.id,
    userId: row.user_id,
    passTypeId: row.pass_type_id,
    name: row.name,
    sessions: row.sessions,
    minutes: row.minutes,
    dogs: row.dogs,
    pricePence: row.price_pence,
    validMonths: row.valid_months,
    status: row.status,
    isTest: row.is_test,
    holdExpiresAt: row.hold_expires_at,
    checkoutProvider: row.checkout_provider,
    checkoutReference: row.checkout_reference,
    checkoutUrl: row.checkout_url,
    paidPence: row.paid_pence,
    paymentReference: row.payment_reference,
    paidAt: row.paid_at,
    validUntil: row.valid_until,
    refundedPence: row.refunded_pence,
    sessionsWithdrawn: row.sessions_withdrawn,
    createdAt: row.created_at,
    used: row.used,
    fieldIds: row.field_ids.map(Number),
  };
}

export interface NewPass {
  userId: string;
  passTypeId: number;
  terms: PassTerms;
  isTest: boolean;
  checkoutProvider: 'stripe' | 'test';
  holdExpiresAt: Date;
}

export async function insertPendingPass(sql: Sql, pass: NewPass, now: Date): Promise<number> {
  const { terms } = pass;
  const [row] = await sql.query<{ id: number }>(
    `insert into passes (user_id, pass_type_id, name, sessions, minutes, dogs, price_pence,
                         valid_months, status, is_test, hold_expires_at, checkout_provider, created_at,
                         field_ids)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11, $12,
             (select field_ids from pass_types where id = $2))
     returning id`,
    [
      pass.userId,
      pass.passTypeId,
      terms.name,
      terms.sessions,
      terms.minutes,
      terms.dogs,
      terms.pricePence,
      terms.validMonths,
      pass.isTest,
      pass.holdExpiresAt,
      pass.checkoutProvider,
      now,
    ],
  );
  if (!row) throw new Error('insert into passes returned no id');
  return row.id;
}

export async function attachPassCheckout(
  sql: Sql,
  id: number,
  checkout: { reference: string; url: string },
  holdExpiresAt: Date,
): Promise<void> {
  await sql.query(
    `update passes
        set checkout_reference = $2, checkout_url = $3,
            hold_expires_at = case when status = 'pending' then $4 else hold_expires_at end
      where id = $1`,
    [id, checkout.reference, checkout.url, holdExpiresAt],
  );
}

export async function findPass(sql: Sql, id: number): Promise<PassRecord | null> {
  const [row] = await sql.query<Row>(`select ${COLUMNS} from passes p where p.id = $1`, [id]);
  return row ? toPass(row) : null;
}

/** The pass, locked: its sessions are counted and taken one caller at a time. */
export async function lockPass(sql: Sql, id: number): Promise<PassRecord | null> {
  const [row] = await sql.query<Row>(`select ${COLUMNS} from passes p where p.id = $1 for update`, [
    id,
  ]);
  return row ? toPass(row) : null;
}

export async function lockPassOfCheckout(
  sql: Sql,
  checkout: { provider: 'stripe' | 'test'; reference: string },
): Promise<PassRecord | null> {
  const [row] = await sql.query<Row>(
    `select ${COLUMNS} from passes p
      where p.checkout_provider = $1 and p.checkout_reference = $2 for update`,
    [checkout.provider, checkout.reference],
  );
  return row ? toPass(row) : null;
}

export async function passOfCheckout(
  sql: Sql,
  checkout: { provider: 'stripe' | 'test'; reference: string },
): Promise<PassRecord | null> {
  const [row] = await sql.query<Row>(
    `select ${COLUMNS} from passes p where p.checkout_provider = $1 and p.checkout_reference = $2`,
    [checkout.provider, checkout.reference],
  );
  return row ? toPass(row) : null;
}

export async function activatePass(
  sql: Sql,
  id: number,
  paid: { pence: number; reference: string; at: Date; validUntil: string },
): Promise<void> {
  await sql.query(
    `update passes
        set status = 'active', paid_pence = $2, payment_reference = $3, paid_at = $4,
            valid_until = $5, hold_expires_at = null
      where id = $1`,
    [id, paid.pence, paid.reference, paid.at, paid.validUntil],
  );
}

/** A pass whose checkout ran out unpaid; answers whether it was waiting for payment. */
export async function markPassUnpaid(sql: Sql, id: number): Promise<boolean> {
  const rows = await sql.query(
    `update passes set status = 'unpaid' where id = $1 and status = 'pending' returning id`,
    [id],
  );
  return rows.length > 0;
}

/** A payment of the wrong sum: the pass stays unpaid, the payment noted so it is refunded once. */
export async function refusePassPayment(
  sql: Sql,
  id: number,
  paymentReference: string,
): Promise<void> {
  await sql.query(`update passes set status = 'unpaid', payment_reference = $2 where id = $1`, [
    id,
    paymentReference,
  ]);
}

/** Passes the customer has started to buy and whose checkout is still open. */
export async function openPassCheckouts(sql: Sql, userId: string, now: Date): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `select count(*)::int as n from passes
      where user_id = $1 and status = 'pending' and hold_expires_at > $2`,
    [userId, now],
  );
  return row?.n ?? 0;
}

export async function lapsedPassHolds(sql: Sql, now: Date, limit: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(
    `select id from passes where status = 'pending' and hold_expires_at <= $1
      order by hold_expires_at limit $2`,
    [now, limit],
  );
  return rows.map((row) => row.id);
}

/** The customer's passes worth showing: paid for, or still being paid for. */
export async function passesOfUser(sql: Sql, userId: string, now: Date): Promise<PassRecord[]> {
  const rows = await sql.query<Row>(
    `select ${COLUMNS} from passes p
      where p.user_id = $1
        and (p.status = 'active' or (p.status = 'pending' and p.hold_expires_at > $2))
      order by p.created_at desc
      limit 50`,
    [userId, now],
  );
  return rows.map(toPass);
}
