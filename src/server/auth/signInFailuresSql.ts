import type { Sql } from '../db/database';

/** Failed sign-ins since `since` from this address and on this account. */
export async function countRecentFailures(
  sql: Sql,
  ip: string,
  emailKey: string,
  since: Date,
): Promise<{ fromIp: number; onAccount: number }> {
  const [row] = await sql.query<{ from_ip: number; on_account: number }>(
    `select count(*) filter (where ip = $1)::int as from_ip,
            count(*) filter (where email_key = $2)::int as on_account
       from sign_in_failures
      where at > $3 and (ip = $1 or email_key = $2)`,
    [ip, emailKey, since],
  );
  return { fromIp: row?.from_ip ?? 0, onAccount: row?.on_account ?? 0 };
}

/** Records one failure, and forgets those too old to count for anything. */
export async function recordFailure(
  sql: Sql,
  ip: string,
  emailKey: string,
  now: Date,
  forgetBefore: Date,
): Promise<void> {
  await sql.query(`insert into sign_in_failures (ip, email_key, at) values ($1, $2, $3)`, [
    ip,
    emailKey,
    now,
  ]);
  await sql.query(`delete from sign_in_failures where at < $1`, [forgetBefore]);
}
