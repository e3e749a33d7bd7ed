import type { Sql } from '../db/database';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (calendar files and the like). */
  content: string;
}

export interface OutgoingEmail {
  /** Names the reason for the message, e.g. 'booking-confirmation:123'; one message per key. */
  dedupeKey: string;
  to: string;
  /**
   * The account the message is sent to, which alone may download it: null for the park's own
   * notices and for an address no account holds. Never found by the address later, which may
   * have passed to someone else by then.
   */
  account: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
}

export type OutboxStatus = 'pending' | 'sent' | 'kept' | 'failed';

export interface OutboxMessage extends Required<Omit<OutgoingEmail, 'account'>> {
  id: number;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

interface OutboxRow {
  id: number;
  dedupe_key: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

const COLUMNS = `id, dedupe_key, to_address, subject, html, text, attachments, status, attempts,
  last_error, created_at, sent_at`;

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    dedupeKey: row.dedupe_key,
    to: row.to_address,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments: row.attachments,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/**
 * Writes a message for delivery. Call it with the transaction of the change that causes it, so
 * both commit or neither does. Answers false when a message with that key already exists.
 */
export async function enqueueEmail(tx: Sql, email: OutgoingEmail, now: Date): Promise<boolean> {
  const rows = await tx.query(
    `insert into email_outbox
       (dedupe_key, to_address, subject, html, text, attachments, next_attempt_at, created_at,
        user_id)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $7, $8)
     on conflict (dedupe_key) do nothing
     returning id`,
    [
      email.dedupeKey,
      email.to,
      email.subject,
      email.html,
      email.text,
      JSON.stringify(email.attachments ?? []),
      now,
      email.account,
    ],
  );
  return rows.length === 1;
}

/**
 * Takes up to `limit` due messages for this worker. Rows another instance is claiming are
 * skipped, and each claimed one is leased until `leaseUntil`: a worker that dies mid-send
 * leaves it to be picked up again after that.
 */
export async function claimDueEmails(
  sql: Sql,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxMessage[]> {
  const rows = await sql.query<OutboxRow>(
    `update email_outbox
        set attempts = attempts + 1, next_attempt_at = $2
      where id in (select id from email_outbox
                    where status = 'pending' and next_attempt_at <= $1
                    order by next_attempt_at, id
                    limit $3
                    for update skip locked)
      returning ${COLUMNS}`,
    [now, leaseUntil, limit],
  );
  return rows.map(toMessage).sort((a, b) => a.id - b.id);
}

/** Hands claimed messages back unsent, due at once, as if the claim had never been made. */
export async function releaseClaims(
  sql: Sql,
  messages: readonly OutboxMessage[],
  now: Date,
): Promise<void> {
  await sql.query(
    `update email_outbox set attempts = attempts - 1, next_attempt_at = $2
      where id = any($1::bigint[]) and status = 'pending'`,
    [messages.map((message) => message.id), now],
  );
}

export async function markDelivered(
  sql: Sql,
  id: number,
  status: 'sent' | 'kept',
  now: Date,
): Promise<void> {
  await sql.query(
    `update email_outbox set status = $2, sent_at = $3, last_error = null where id = $1`,
    [id, status, now],
  );
}

export async function scheduleRetry(sql: Sql, id: number, at: Date, error: string): Promise<void> {
  await sql.query(`update email_outbox set next_attempt_at = $2, last_error = $3 where id = $1`, [
    id,
    at,
    error,
  ]);
}

export async function markFailed(sql: Sql, id: number, error: string): Promise<void> {
  await sql.query(`update email_outbox set status = 'failed', last_error = $2 where id = $1`, [
    id,
    error,
  ]);
}

/** Newest first, for the dev mailbox; `beforeId` pages back through older ones. */
export async function listRecentEmails(
  sql: Sql,
  limit: number,
  beforeId: number | null,
): Promise<OutboxMessage[]> {
  const rows = await sql.query<OutboxRow>(
    `select ${COLUMNS} from email_outbox
      where ($2::bigint is null or id < $2)
      order by id desc
      limit $1`,
    [limit, beforeId],
  );
  return rows.map(toMessage);
}
