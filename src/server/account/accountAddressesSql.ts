import { addressKey } from '../db/addressKey';
import type { Sql } from '../db/database';

/**
 * Every address the account has had, in normal form: its own now, those it proved by a link,
 * and both ends of each change of address it made. An address another account has now is no
 * longer this one's to export or erase, and the park's own address (which a staff account may
 * use) is the park's: on every e-mail, in every notice.
 */
export async function addressKeysOf(sql: Sql, userId: string): Promise<string[]> {
  const rows = await sql.query<{ k: string }>(
    `with own as (select email_key from users where id = $1),
     had as (
       select email_key as k from own
       union select email_key from email_verifications where user_id = $1 and used_at is not null
       union select ${addressKey('old_email')} from email_changes where user_id = $1 and used_at is not null
       union select ${addressKey('new_email')} from email_changes where user_id = $1 and used_at is not null
     )
     select k from had
      where k <> (select ${addressKey('email')} from park_settings where id = 1)
        and (k = (select email_key from own)
             or not exists (select 1 from users u where u.email_key = had.k and u.id <> $1))
      order by k`,
    [userId],
  );
  return rows.map((row) => row.k);
}

/**
 * The e-mails that are the account's, as a condition on email_outbox: those sent to it, by the
 * account each names (never by address: an address may have passed to someone else since).
 * The owner's notices are the park's, whoever's address the park uses. `$1` is the account.
 */
export const ACCOUNT_EMAILS = 'user_id = $1';
