import type { Sql } from '../db/database';

export interface DatabaseFigures {
  bookingsByStatus: { status: string; count: number }[];
  payments: { count: number; pence: number };
  refunds: { count: number; pence: number };
  outbox: { queued: number; retrying: number };
}

/**
 * What /metrics reads at each scrape. The bookings and payments are counted whole: a small
 * park's tables are thousands of rows, a few milliseconds. The outbox may be large (every
 * e-mail ever sent), so only its waiting ones are counted, through their partial index (email_outbox_due).
 */
export async function readDatabaseFigures(sql: Sql): Promise<DatabaseFigures> {
  const bookings = await sql.query<{ status: string; count: number }>(
    `select status, count(*)::int as count from bookings group by status`,
  );
  const [payments] = await sql.query<{
    count: number;
    pence: number;
    refunded: number;
    refunded_pence: number;
  }>(
    `select count(*)::int as count, coalesce(sum(amount_pence), 0)::bigint as pence,
            count(*) filter (where refunded_pence > 0)::int as refunded,
            coalesce(sum(refunded_pence), 0)::bigint as refunded_pence
       from payments`,
  );
  const [outbox] = await sql.query<{ queued: number; retrying: number }>(
    `select count(*) filter (where last_error is null)::int as queued,
            count(*) filter (where last_error is not null)::int as retrying
       from email_outbox
      where status = 'pending'`,
  );
  return {
    bookingsByStatus: bookings,
    payments: { count: payments?.count ?? 0, pence: payments?.pence ?? 0 },
    refunds: { count: payments?.refunded ?? 0, pence: payments?.refunded_pence ?? 0 },
    outbox: { queued: outbox?.queued ?? 0, retrying: outbox?.retrying ?? 0 },
  };
}
