import type { RetentionCutoffs } from '../../domain/retention';
import type { Sql } from '../db/database';
import { ERASED } from './erasureSql';
import { FAREWELL_KEY_PREFIX } from './farewellEmail';

// What the retention sweep removes (docs/decisions/087). Every statement is idempotent and
// touches only rows already due, so any number of instances may run it at once.

/** Rows per statement, so that one sweep after a long pause holds no lock for long. */
const BATCH = 500;

/** Sessions that reached their end or sat unused too long can never sign anyone in again. */
export async function forgetEndedSessions(sql: Sql, cutoffs: RetentionCutoffs): Promise<number> {
  const rows = await sql.query(
    'delete from sessions where expires_at <= $1 or last_seen_at <= $2 returning id',
    [cutoffs.expiredBy, cutoffs.sessionIdleBefore],
  );
  return rows.length;
}

export async function forgetEndedChallenges(sql: Sql, cutoffs: RetentionCutoffs): Promise<number> {
  const rows = await sql.query(
    'delete from sign_in_challenges where expires_at <= $1 returning user_id',
    [cutoffs.expiredBy],
  );
  return rows.length;
}

/**
 * One-time links that can no longer be used, once the hour they count towards the limits on
 * links sent has passed. A change of address that was made stays: with its old address it tells
 * which addresses were the account's, for its data and its erasure.
 */
export async function forgetDeadLinks(sql: Sql, cutoffs: RetentionCutoffs): Promise<number> {
  const params = [cutoffs.expiredBy, cutoffs.linksMadeBefore];
  let removed = 0;
  for (const table of ['password_resets', 'email_verifications']) {
    const rows = await sql.query(
      `delete from ${table} where (expires_at <= $1 or used_at is not null) and created_at <= $2
       returning token_hash`,
      params,
    );
    removed += rows.length;
  }
  const changes = await sql.query(
    `delete from email_changes where used_at is null and expires_at <= $1 and created_at <= $2
     returning token_hash`,
    params,
  );
  return removed + changes.length;
}

/**
 * Messages sent (or given up on) long enough ago lose their bodies and attachments; the row
 * stays as the record of who was sent what subject, and when.
 */
export async function blankOldEmailBodies(sql: Sql, cutoffs: RetentionCutoffs): Promise<number> {
  const rows = await sql.query(
    `update email_outbox set html = '', text = '', attachments = '[]'::jsonb
      where id in (
        select id from email_outbox
         where status <> 'pending' and coalesce(sent_at, created_at) <= $1
           and (html <> '' or text <> '' or attachments <> '[]'::jsonb)
         order by id limit $2
         for update skip locked)
      returning id`,
    [cutoffs.emailBodiesBefore, BATCH],
  );
  return rows.length;
}

/**
 * A deleted account's farewell e-mail, once sent or given up on, keeps no trace of the address;
 * the account is then erased in full. One whose farewell is still to go waits for it.
 */
export async function finishErasures(sql: Sql, now: Date): Promise<number> {
  await sql.query(
    `update email_outbox o
        set to_address = $1, subject = '', html = '', text = '', attachments = '[]'::jsonb,
            last_error = null
       from users u
      where u.deleted_at is not null and u.erased_at is null
        and o.dedupe_key = $2 || u.id::text and o.status <> 'pending'`,
    [ERASED, FAREWELL_KEY_PREFIX],
  );
  const rows = await sql.query(
    `update users u set erased_at = $1
      where u.deleted_at is not null and u.erased_at is null
        and not exists (select 1 from email_outbox o
                         where o.dedupe_key = $2 || u.id::text and o.status = 'pending')
      returning id`,
    [now, FAREWELL_KEY_PREFIX],
  );
  return rows.length;
}
