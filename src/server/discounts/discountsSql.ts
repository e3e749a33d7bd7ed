import type { AdminDiscountRow } from '../../contract/admin';
import type { Sql } from '../db/database';

/**
 * The one rule of a code that can be used: switched on, and fewer uses than its maximum (so a
 * maximum of 0 allows none, as in the seed). Every check of a code says it through these.
 */
const SWITCHED_ON = 'active';
const USES_LEFT = 'usage < max_usage';
const USABLE = `${SWITCHED_ON} and ${USES_LEFT}`;

/**
 * Takes one use of a discount for a booking, only while uses are left: one UPDATE, so two
 * bookings racing for the last use can't both have it. Matches the stored code exactly.
 */
export async function takeDiscountUse(
  sql: Sql,
  code: string,
  bookingId: number,
): Promise<{ id: number; percent: number } | null> {
  const [row] = await sql.query<{ id: number; percent: number }>(
    `update discounts set usage = usage + 1, last_booking_id = $2
      where code = $1 and ${USABLE}
      returning id, percent`,
    [code, bookingId],
  );
  return row ?? null;
}

export async function giveBackDiscountUse(sql: Sql, discountId: number): Promise<void> {
  await sql.query(`update discounts set usage = greatest(usage - 1, 0) where id = $1`, [
    discountId,
  ]);
}

/** A paid booking keeps the use it took, even if its hold had lapsed and given it back. */
export async function retakeDiscountUse(sql: Sql, discountId: number): Promise<void> {
  await sql.query(`update discounts set usage = usage + 1 where id = $1`, [discountId]);
}

export async function findUsableDiscount(
  sql: Sql,
  code: string,
): Promise<{ percent: number } | null> {
  const [row] = await sql.query<{ percent: number }>(
    `select percent from discounts where code = $1 and ${USABLE}`,
    [code],
  );
  return row ?? null;
}

export type DiscountStanding =
  | { usable: true; code: string }
  | { usable: false; why: 'unknown' | 'switched-off' | 'used-up' };

/**
 * Whether a code typed by staff would work at checkout, and if not, why. Staff may type it in
 * small letters: codes are kept in capitals, and the stored spelling is the one to hand on,
 * since checkout matches it exactly.
 */
export async function discountStanding(sql: Sql, typed: string): Promise<DiscountStanding> {
  const [row] = await sql.query<{ code: string; switched_on: boolean; uses_left: boolean }>(
    `select code, ${SWITCHED_ON} as switched_on, ${USES_LEFT} as uses_left
       from discounts where code in ($1, upper($1))
      order by code = $1 desc
      limit 1`,
    [typed],
  );
  if (!row) return { usable: false, why: 'unknown' };
  if (!row.switched_on) return { usable: false, why: 'switched-off' };
  if (!row.uses_left) return { usable: false, why: 'used-up' };
  return { usable: true, code: row.code };
}

export interface NewDiscount {
  name: string;
  code: string;
  percent: number;
  maxUsage: number;
}

/** Codes are kept in capitals and are unique; answers null when the code is taken. */
export async function insertDiscount(
  sql: Sql,
  discount: NewDiscount,
  now: Date,
): Promise<{ id: number } | null> {
  const [row] = await sql.query<{ id: number }>(
    `insert into discounts (name, code, percent, max_usage, created_at)
     values ($1, upper($2), $3, $4, $5)
     on conflict (code) do nothing
     returning id`,
    [discount.name, discount.code, discount.percent, discount.maxUsage, now],
  );
  return row ?? null;
}

export async function listDiscounts(sql: Sql): Promise<AdminDiscountRow[]> {
  const rows = await sql.query<{
    id: number;
    name: string;
    code: string;
    percent: number;
    usage: number;
    max_usage: number;
    active: boolean;
  }>(
    'select id, name, code, percent, usage, max_usage, active from discounts order by created_at desc, id desc',
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    percent: row.percent,
    usage: row.usage,
    maxUsage: row.max_usage,
    active: row.active,
  }));
}

/** Switches a discount on or off; answers its code, or null when there is no such discount. */
export async function setDiscountActiveRow(
  sql: Sql,
  id: number,
  active: boolean,
): Promise<string | null> {
  const [row] = await sql.query<{ code: string }>(
    'update discounts set active = $2 where id = $1 returning code',
    [id, active],
  );
  return row?.code ?? null;
}
