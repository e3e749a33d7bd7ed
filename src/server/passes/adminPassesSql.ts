import type { Sql } from '../db/database';
import { USED_SESSIONS } from './passesSql';

/** A pass sold, with its customer, as the Passes tab lists it. */
export interface SoldPassRow {
  id: number;
  customer: string;
  name: string;
  sessions: number;
  minutes: 30 | 60;
  dogs: '1-4' | '5-6' | '7-8';
  pricePence: number;
  paidPence: number;
  refundedPence: number;
  paidAt: Date;
  validUntil: string;
  used: number;
  withdrawn: number;
  isTest: boolean;
  /** The fields it covers; bigint[] reads as strings on PostgreSQL. */
  fieldIds: (number | string)[];
  /** Its customer's name and mobile (decision 125). */
  customerName: string | null;
  customerMobile: string | null;
}

const SOLD = `select p.id, coalesce(u.email, p.user_id::text) as customer, p.name, p.sessions,
         p.minutes, p.dogs, p.price_pence as "pricePence", p.paid_pence as "paidPence",
         p.refunded_pence as "refundedPence", p.paid_at as "paidAt",
         to_char(p.valid_until, 'YYYY-MM-DD') as "validUntil", ${USED_SESSIONS} as used,
         p.sessions_withdrawn as withdrawn, p.is_test as "isTest", p.field_ids as "fieldIds",
         u.contact_name as "customerName", u.mobile as "customerMobile"
    from passes p left join users u on u.id = p.user_id
   where p.status = 'active'`;

/** Passes paid for, newest first, `limit` a page after the pass numbered `after`. */
export async function soldPasses(
  sql: Sql,
  after: number | null,
  limit: number,
): Promise<SoldPassRow[]> {
  return sql.query<SoldPassRow>(
    `${SOLD} and ($1::bigint is null or p.id < $1) order by p.id desc limit $2`,
    [after, limit],
  );
}

export async function soldPass(sql: Sql, id: number): Promise<SoldPassRow | null> {
  const [row] = await sql.query<SoldPassRow>(`${SOLD} and p.id = $1`, [id]);
  return row ?? null;
}

/** What `owedToDeletedAccounts` reads: the fields of OwedPass. */
export interface OwedPassRow {
  passId: number;
  name: string;
  sessions: number;
  sessionsUnused: number;
  paidPence: number;
  refundedPence: number;
  sessionValuePence: number;
  owedPence: number;
  validUntil: string;
}

/**
 * Passes whose account was deleted while they could still be used, with sessions left: the
 * park owes those sessions until the owner refunds them (taken off with the refund, they leave
 * this list). `userId` narrows it to one account's; null for all. Oldest first.
 */
export async function owedToDeletedAccounts(
  sql: Sql,
  timeZone: string,
  userId: string | null = null,
): Promise<OwedPassRow[]> {
  return sql.query<OwedPassRow>(
    `select * from (
       select p.id as "passId", p.name, p.sessions,
              greatest(p.sessions - p.sessions_withdrawn - ${USED_SESSIONS}, 0)::int
                as "sessionsUnused",
              p.paid_pence as "paidPence", p.refunded_pence as "refundedPence",
              round(p.price_pence::numeric / p.sessions)::int as "sessionValuePence",
              to_char(p.valid_until, 'YYYY-MM-DD') as "validUntil"
         from passes p join users u on u.id = p.user_id
        where p.status = 'active' and u.deleted_at is not null
          and p.valid_until >= (u.deleted_at at time zone $1)::date
          and ($2::uuid is null or p.user_id = $2::uuid)
     ) owed
     cross join lateral (select owed."sessionsUnused" * owed."sessionValuePence" as "owedPence") v
     where owed."sessionsUnused" > 0
     order by owed."passId"`,
    [timeZone, userId],
  );
}

/** Whether the pass's account was deleted: then there is no address to tell of a refund. */
export async function accountDeleted(sql: Sql, userId: string): Promise<boolean> {
  const [row] = await sql.query<{ deleted: boolean }>(
    'select deleted_at is not null as deleted from users where id = $1',
    [userId],
  );
  return row?.deleted ?? false;
}

export interface PassTotalsRow {
  sold: number;
  takenPence: number;
  refundedPence: number;
  sessionsSold: number;
  sessionsUsed: number;
  sessionsOutstanding: number;
  outstandingPence: number;
  sessionsLapsed: number;
}

/**
 * The figures for the accountant, summed by PostgreSQL over the passes paid for (test accounts'
 * left out): what came in and went back, sessions sold and used, and the sessions still to be
 * had on passes that can be used (with their value: one session is the price shared over the
 * sessions, to the penny), against those lost when a pass ran out.
 */
export async function passTotals(sql: Sql, today: string): Promise<PassTotalsRow> {
  const [row] = await sql.query<PassTotalsRow>(
    `with sold as (
       select p.*, ${USED_SESSIONS} as used,
              greatest(p.sessions - p.sessions_withdrawn - ${USED_SESSIONS}, 0) as left_over,
              round(p.price_pence::numeric / p.sessions)::int as session_value
         from passes p where p.status = 'active' and not p.is_test
     )
     select count(*)::int as sold,
            coalesce(sum(paid_pence), 0)::int as "takenPence",
            coalesce(sum(refunded_pence), 0)::int as "refundedPence",
            coalesce(sum(sessions), 0)::int as "sessionsSold",
            coalesce(sum(used), 0)::int as "sessionsUsed",
            coalesce(sum(left_over) filter (where valid_until >= $1::date), 0)::int
              as "sessionsOutstanding",
            coalesce(sum(left_over * session_value) filter (where valid_until >= $1::date), 0)::int
              as "outstandingPence",
            coalesce(sum(left_over) filter (where valid_until < $1::date), 0)::int
              as "sessionsLapsed"
       from sold`,
    [today],
  );
  return (
    row ?? {
      sold: 0,
      takenPence: 0,
      refundedPence: 0,
      sessionsSold: 0,
      sessionsUsed: 0,
      sessionsOutstanding: 0,
      outstandingPence: 0,
      sessionsLapsed: 0,
    }
  );
}

export async function insertPassRefund(
  sql: Sql,
  refund: { passId: number; amountPence: number; sessions: number; reason: string; by: string },
  now: Date,
): Promise<number> {
  const [row] = await sql.query<{ id: number }>(
    `insert into pass_refunds (pass_id, amount_pence, sessions, reason, status, by_email, created_at)
     values ($1, $2, $3, $4, 'pending', $5, $6) returning id`,
    [refund.passId, refund.amountPence, refund.sessions, refund.reason, refund.by, now],
  );
  if (!row) throw new Error('insert into pass_refunds returned no id');
  return row.id;
}

/** Takes the refund's sessions and money off the pass (put back if the provider refuses). */
export async function applyPassRefund(
  sql: Sql,
  passId: number,
  change: { amountPence: number; sessions: number },
): Promise<void> {
  await sql.query(
    `update passes set refunded_pence = refunded_pence + $2,
                       sessions_withdrawn = sessions_withdrawn + $3
      where id = $1`,
    [passId, change.amountPence, change.sessions],
  );
}

export async function endPassRefund(
  sql: Sql,
  id: number,
  outcome: { reference: string } | { error: string },
  now: Date,
): Promise<void> {
  await sql.query(
    `update pass_refunds
        set status = $2, provider_reference = $3, error = $4, done_at = $5
      where id = $1`,
    'reference' in outcome
      ? [id, 'done', outcome.reference, null, now]
      : [id, 'failed', null, outcome.error, now],
  );
}
