import type { EmailProblem, EmailProblems } from '../../contract/emailProblems';
import type { Sql } from '../db/database';

/**
 * A message the mail server itself deferred (a 4xx reply: greylisting, a busy server) is a
 * problem once it is still not delivered this long after it was written. Any other error (the
 * server refused the connection, was not found, did not answer) is a problem from the first
 * failure: it is a wrong SMTP_URL or a mail server down, and waiting will not mend it (decision 128).
 */
export const LONG_RETRYING_AFTER_MS = 15 * 60_000;
/**
 * `last_error` of a message the mail server answered "try later": the worker writes the SMTP
 * reply code first (describeError in worker.ts), and errors without a reply have none.
 */
const DEFERRED_BY_SERVER = `last_error ~ '^4[0-9][0-9] '`;
/** A message refused for good stays in the list this long after it was written. */
export const FAILED_SHOWN_FOR_MS = 30 * 24 * 60 * 60_000;

interface ProblemRow {
  id: number;
  to_address: string;
  subject: string;
  dedupe_key: string;
  status: 'pending' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date;
}

const COLUMNS = `id, to_address, subject, dedupe_key, status, attempts, last_error, created_at,
  next_attempt_at`;

// A message whose words were removed (retention, or its account deleted) can't be sent again,
// so it is no problem anyone can act on. The first two conditions are the index's.
const IS_PROBLEM = `((status = 'failed' and created_at >= $1)
    or (status = 'pending' and last_error is not null
        and (created_at <= $2 or not ${DEFERRED_BY_SERVER})))
  and (html <> '' or text <> '')`;

function toProblem(row: ProblemRow): EmailProblem {
  const failed = row.status === 'failed';
  return {
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    kind: row.dedupe_key.split(':')[0] ?? '',
    status: failed ? 'failed' : 'retrying',
    error: row.last_error ?? '',
    firstTriedAt: row.created_at.toISOString(),
    attempts: row.attempts,
    nextTryAt: failed ? null : row.next_attempt_at.toISOString(),
  };
}

function cutoffs(now: Date): [Date, Date] {
  return [
    new Date(now.getTime() - FAILED_SHOWN_FOR_MS),
    new Date(now.getTime() - LONG_RETRYING_AFTER_MS),
  ];
}

/** The newest `limit` problems, and how many there are in all. */
export async function listEmailProblems(
  sql: Sql,
  now: Date,
  limit: number,
): Promise<EmailProblems> {
  const rows = await sql.query<ProblemRow>(
    `select ${COLUMNS} from email_outbox where ${IS_PROBLEM}
      order by created_at desc, id desc limit $3`,
    [...cutoffs(now), limit],
  );
  return { total: await countEmailProblems(sql, now), rows: rows.map(toProblem) };
}

/** How many problems there are: the list's total, alone. */
export async function countEmailProblems(sql: Sql, now: Date): Promise<number> {
  const [count] = await sql.query<{ total: number }>(
    `select count(*)::int as total from email_outbox where ${IS_PROBLEM}`,
    cutoffs(now),
  );
  return count?.total ?? 0;
}

export type RetryOutcome =
  | { retried: EmailProblem; bookingId: number | null }
  | { refused: 'no-such-email' | 'email-delivered' | 'email-words-gone' };

/**
 * Puts a message back to be sent at once. A failed one becomes pending again; its attempts and
 * last error stay, as the record of what happened until it is delivered. Call in a transaction.
 */
export async function retryEmail(tx: Sql, id: number, now: Date): Promise<RetryOutcome> {
  const [found] = await tx.query<{ status: string; has_words: boolean }>(
    `select status, (html <> '' or text <> '') as has_words from email_outbox
      where id = $1 for update`,
    [id],
  );
  if (!found) return { refused: 'no-such-email' };
  if (found.status === 'sent' || found.status === 'kept') return { refused: 'email-delivered' };
  if (!found.has_words) return { refused: 'email-words-gone' };
  const [row] = await tx.query<ProblemRow & { booking_id: number | null }>(
    `update email_outbox set status = 'pending', next_attempt_at = $2 where id = $1
      returning ${COLUMNS}, booking_id`,
    [id, now],
  );
  if (!row) return { refused: 'no-such-email' };
  return {
    retried: toProblem(row),
    bookingId: row.booking_id === null ? null : Number(row.booking_id),
  };
}
