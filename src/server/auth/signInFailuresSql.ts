import type { Database, Sql } from '../db/database';
import { locks, type SignInCounter, takeLocks } from '../db/locks';

export interface AttemptSource {
  ip: string;
  emailKey: string;
  /** The device id of a browser that has signed in to this account before, else null. */
  device: string | null;
}

export type Reservation = { ok: true; id: number } | { ok: false; retryAt: Date };

interface Bucket {
  hits: number;
  oldest: Date | null;
}

async function buckets(tx: Sql, source: AttemptSource, since: Date): Promise<Bucket[]> {
  if (source.device) {
    const [row] = await tx.query<{ hits: number; oldest: Date | null }>(
      `select count(*)::int as hits, min(at) as oldest from sign_in_failures
        where device = $1 and at > $2`,
      [source.device, since],
    );
    return [{ hits: row?.hits ?? 0, oldest: row?.oldest ?? null }];
  }
  const [row] = await tx.query<{
    from_ip: number;
    ip_oldest: Date | null;
    on_account: number;
    account_oldest: Date | null;
  }>(
    `select count(*) filter (where ip = $1)::int as from_ip,
            min(at) filter (where ip = $1) as ip_oldest,
            count(*) filter (where email_key = $2)::int as on_account,
            min(at) filter (where email_key = $2) as account_oldest
       from sign_in_failures
      where device is null and at > $3 and (ip = $1 or email_key = $2)`,
    [source.ip, source.emailKey, since],
  );
  return [
    { hits: row?.from_ip ?? 0, oldest: row?.ip_oldest ?? null },
    { hits: row?.on_account ?? 0, oldest: row?.account_oldest ?? null },
  ];
}

/**
 * Counts, checks and records an attempt in one step, before its password is checked: the
 * attempt is written as a failure (and removed again if the password was right). Attempts on
 * the same counters queue on advisory locks, on every instance, so however many arrive at once,
 * at most `max` passwords are checked in a window. Browsers with a device cookie count only
 * against their own device; all others against their address and the account.
 */
export async function reserveAttempt(
  db: Database,
  source: AttemptSource,
  window: { max: number; ms: number },
  now: Date,
): Promise<Reservation> {
  const since = new Date(now.getTime() - window.ms);
  return db.transaction(async (tx) => {
    // The address's and the account's counters in the one order of db/locks.ts, so two
    // attempts never wait on each other's second lock.
    const counters: SignInCounter[] = source.device
      ? [`device:${source.device}`]
      : [`ip:${source.ip}`, `account:${source.emailKey}`];
    await takeLocks(tx, counters.map(locks.signIn));
    const full = (await buckets(tx, source, since)).filter((bucket) => bucket.hits >= window.max);
    if (full.length > 0) {
      const frees = full.map((bucket) => (bucket.oldest ?? now).getTime() + window.ms);
      return { ok: false, retryAt: new Date(Math.max(...frees)) };
    }
    const [row] = await tx.query<{ id: number }>(
      `insert into sign_in_failures (ip, email_key, device, at) values ($1, $2, $3, $4) returning id`,
      [source.ip, source.emailKey, source.device, now],
    );
    if (!row) throw new Error('a sign-in attempt was not recorded');
    return { ok: true, id: row.id };
  });
}

/** The password was right: the attempt is not a failure. */
export async function forgetAttempt(sql: Sql, id: number): Promise<void> {
  await sql.query('delete from sign_in_failures where id = $1', [id]);
}

/** Forgets attempts too old to count for anything. */
export async function forgetOldAttempts(sql: Sql, before: Date): Promise<void> {
  await sql.query('delete from sign_in_failures where at < $1', [before]);
}
