import {
  BOOKING_COLUMNS,
  type BookingRecord,
  type Row,
  toBooking,
} from '../bookings/bookingRecordSql';
import { addressKey } from '../db/addressKey';
import type { Sql } from '../db/database';
import { ACCOUNT_EMAILS } from './accountAddressesSql';

// Erasing a deleted account (docs/decisions/086): the rows that are only the account's go, the
// records the park must keep stay with the address taken out of them.

/** What stands where an erased address was. */
export const ERASED = '[deleted account]';

/** The address a deleted account is left with: unique, and one no mail server accepts. */
export const anonymousAddress = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** Not a hash any password matches: verifyPassword answers false for it. */
const NO_PASSWORD = '!account-deleted';

export async function lockLiveUser(
  sql: Sql,
  userId: string,
): Promise<{ id: string; email: string; role: string } | null> {
  const [row] = await sql.query<{ id: string; email: string; role: string }>(
    'select id, email, role from users where id = $1 and deleted_at is null for update',
    [userId],
  );
  return row ?? null;
}

/**
 * Whether another live super admin would remain. Super admins are locked in one order, so two
 * deleting themselves at once can't each count the other and leave the park with none.
 */
export async function anotherSuperAdminRemains(sql: Sql, userId: string): Promise<boolean> {
  const rows = await sql.query<{ id: string }>(
    `select id from users where role = 'super-admin' and deleted_at is null
      order by id for update`,
  );
  return rows.some((row) => row.id !== userId);
}

/** Frees the account's unpaid holds; answers the discounts whose uses they give back. */
export async function releaseHolds(sql: Sql, userId: string, now: Date): Promise<number[]> {
  const rows = await sql.query<{ discount_id: number | null }>(
    `update bookings set status = 'expired', cancelled_at = $2
      where user_id = $1 and status = 'pending'
      returning discount_id`,
    [userId, now],
  );
  return rows.flatMap((row) => (row.discount_id ? [row.discount_id] : []));
}

/** The account's paid bookings still to start, locked, in one order (as every locker takes them). */
export async function lockUpcomingPaid(
  sql: Sql,
  userId: string,
  now: Date,
): Promise<BookingRecord[]> {
  const rows = await sql.query<Row>(
    `select ${BOOKING_COLUMNS} from bookings
      where user_id = $1 and status = 'complete' and not is_manual and starts_at > $2
      order by id for update`,
    [userId, now],
  );
  return rows.map(toBooking);
}

/** Queued e-mails of the account are never sent. */
export async function dropQueuedEmails(sql: Sql, userId: string): Promise<void> {
  await sql.query(`delete from email_outbox where status = 'pending' and ${ACCOUNT_EMAILS}`, [
    userId,
  ]);
}

/** Sent ones stay as a record that something was sent, and when: to no one, saying nothing. */
export async function blankSentEmails(sql: Sql, userId: string): Promise<void> {
  await sql.query(
    `update email_outbox set to_address = $2, html = '', text = '', attachments = '[]'::jsonb
      where ${ACCOUNT_EMAILS}`,
    [userId, ERASED],
  );
}

export async function eraseInvoiceCustomer(sql: Sql, userId: string): Promise<void> {
  await sql.query(
    `update invoices set customer_email = $2, customer_name = null
      where booking_id in (select id from bookings where user_id = $1)
         or pass_id in (select id from passes where user_id = $1)`,
    [userId, ERASED],
  );
}

/**
 * The bookings whose staff-typed name, address and mobile are the account's to erase (decision
 * 135): those that are its own (an address it proved joins them to it), and any still nobody's
 * for the address it has proved now. `$1` is the account. An account that never proved an
 * address erases nothing staff typed with it: a walk-in's record is the park's.
 */
const STAFF_TYPED_FOR = `customer_email is not null and (
  user_id = $1
  or (user_id is null and ${addressKey('customer_email')} =
      (select email_key from users where id = $1 and email_verified_at is not null)))`;

/** What staff typed for those bookings goes: the park's own booking, as the seed's are. */
export async function eraseManualBookingCustomer(sql: Sql, userId: string): Promise<void> {
  await sql.query(
    `update bookings set customer_name = null, customer_email = null, customer_mobile = null
      where ${STAFF_TYPED_FOR}`,
    [userId],
  );
}

/**
 * Every text column an address can be written into: by us (e-mails, who did what, invoices) or
 * by staff typing it (reasons, notes). The deletion test scans every column of every table, so
 * a column added later and missed here fails it.
 */
const TEXT_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['email_outbox', 'to_address'],
  ['email_outbox', 'subject'],
  ['email_outbox', 'html'],
  ['email_outbox', 'text'],
  ['email_outbox', 'last_error'],
  ['audit_log', 'actor_email'],
  ['audit_log', 'details'],
  ['invoices', 'customer_email'],
  ['refunds', 'by_email'],
  ['refunds', 'reason'],
  ['refunds', 'error'],
  ['bookings', 'cancel_reason'],
  ['bookings', 'checkout_url'],
  ['test_checkouts', 'success_url'],
  ['test_checkouts', 'cancel_url'],
  ['settings_changes', 'changed_by'],
  ['photos', 'added_by'],
  ['calendar_feed', 'made_by'],
  ['closed_dates', 'reason'],
  ['discounts', 'name'],
  ['pass_types', 'name'],
  ['passes', 'name'],
  ['passes', 'checkout_url'],
  ['pass_refunds', 'by_email'],
  ['pass_refunds', 'reason'],
  ['pass_refunds', 'error'],
];

const JSON_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['email_outbox', 'attachments'],
  ['test_checkouts', 'items'],
];

/** Characters a regular expression reads as more than themselves are taken literally. */
function literal(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}-]/g, '\\$&');
}

function escapedHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/**
 * A case-insensitive pattern for the addresses, as typed and as an e-mail's HTML writes them;
 * null for none (an empty pattern would match every row).
 */
export function addressPattern(keys: readonly string[]): string | null {
  const forms = new Set(keys.flatMap((key) => [key, escapedHtml(key)]));
  return forms.size === 0 ? null : [...forms].map(literal).join('|');
}

/** Puts ERASED where any of the addresses is written, in every column that can hold one. */
export async function eraseAddresses(sql: Sql, pattern: string | null): Promise<void> {
  if (pattern === null) return;
  for (const [table, column] of TEXT_COLUMNS) {
    await sql.query(
      `update ${table} set ${column} = regexp_replace(${column}, $1, $2, 'gi') where ${column} ~* $1`,
      [pattern, ERASED],
    );
  }
  for (const [table, column] of JSON_COLUMNS) {
    await sql.query(
      `update ${table} set ${column} = regexp_replace(${column}::text, $1, $2, 'gi')::jsonb
        where ${column}::text ~* $1`,
      [pattern, ERASED],
    );
  }
  // Keys are unique: each row's own id keeps them so (the discount e-mail's names its address).
  await sql.query(
    `update email_outbox set dedupe_key = regexp_replace(dedupe_key, $1, '[deleted ' || id || ']', 'gi')
      where dedupe_key ~* $1`,
    [pattern],
  );
}

/**
 * The account's name and mobile where they are written beside its address, and those staff
 * typed for its bookings (`STAFF_TYPED_FOR`): the owner's notices, daily summaries and calendar
 * lines name a customer so (decision 125). Only rows naming the address are touched, so a name
 * shared with another customer or a word stays where it is theirs. Run before `eraseAddresses`,
 * which takes the address that finds them.
 */
export async function eraseContactBesideAddresses(
  sql: Sql,
  userId: string,
  addresses: string | null,
): Promise<void> {
  // The account's own, and what staff typed for a booking that is the account's to erase.
  const rows = await sql.query<{ name: string | null; mobile: string | null }>(
    `select contact_name as name, mobile from users where id = $1
     union all
     select customer_name, customer_mobile from bookings where ${STAFF_TYPED_FOR}`,
    [userId],
  );
  const pattern = addressPattern(
    rows.flatMap((row) => [row.name, row.mobile]).filter((text): text is string => Boolean(text)),
  );
  if (addresses === null || pattern === null) return;
  for (const [table, column] of TEXT_COLUMNS) {
    await sql.query(
      `update ${table} set ${column} = regexp_replace(${column}, $1, $2, 'gi') where ${column} ~* $3`,
      [pattern, ERASED, addresses],
    );
  }
  for (const [table, column] of JSON_COLUMNS) {
    await sql.query(
      `update ${table} set ${column} = regexp_replace(${column}::text, $1, $2, 'gi')::jsonb
        where ${column}::text ~* $3`,
      [pattern, ERASED, addresses],
    );
  }
}

/** Rows that are only the account's, or only its addresses': sign-in, links, limits. */
export async function forgetAccountRows(
  sql: Sql,
  userId: string,
  keys: readonly string[],
  pattern: string | null,
): Promise<void> {
  for (const table of [
    'sessions',
    'password_resets',
    'recovery_codes',
    'sign_in_challenges',
    'email_changes',
  ]) {
    await sql.query(`delete from ${table} where user_id = $1`, [userId]);
  }
  await sql.query(
    'delete from email_verifications where user_id = $1 or email_key = any($2::text[])',
    [userId, keys],
  );
  // Another account's unfinished change to this address would send it a link again: gone too.
  await sql.query(
    `delete from email_changes where ${addressKey('new_email')} = any($1::text[]) or ${addressKey('old_email')} = any($1::text[])`,
    [keys],
  );
  await sql.query('delete from sign_in_failures where email_key = any($1::text[])', [keys]);
  await sql.query(
    `delete from rate_limits where strpos(key, $2) > 0 or ($1::text is not null and key ~* $1)`,
    [pattern, userId],
  );
}

/** The account row stays (bookings and payments point at it), known by nothing personal. */
export async function anonymiseUser(sql: Sql, userId: string, now: Date): Promise<void> {
  const address = anonymousAddress(userId);
  await sql.query(
    `update users
        set email = $2, email_key = $2, password_hash = $3, role = 'customer',
            email_verified_at = null, totp_secret = null, totp_pending_secret = null,
            totp_enabled_at = null, totp_last_step = null, dog_names = '{}',
            contact_name = null, mobile = null, deleted_at = $4
      where id = $1`,
    [userId, address, NO_PASSWORD, now],
  );
}
