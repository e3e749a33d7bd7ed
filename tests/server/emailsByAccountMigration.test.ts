import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrations';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

const BEFORE = migrations.findIndex((migration) => migration.id === '024_emails_by_account');

/** A user as the app before 024 wrote one. */
async function user(tx: Sql, email: string, createdAt: string): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into users (email, email_key, password_hash, role, created_at, password_changed_at)
     values ($1, lower($1), 'x', 'customer', $2, $2) returning id`,
    [email, createdAt],
  );
  if (!row) throw new Error('no user');
  return row.id;
}

async function mail(tx: Sql, key: string, to: string, createdAt: string): Promise<void> {
  await tx.query(
    `insert into email_outbox (dedupe_key, to_address, subject, html, text, next_attempt_at, created_at)
     values ($1, $2, 'subject', '', 'text', $3, $3)`,
    [key, to, createdAt],
  );
}

describe('migration 024: each e-mail names its account', () => {
  let database: TestDatabase;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    await database.db.transaction(async (tx) => {
      await tx.exec('create table schema_migrations (id text primary key)');
      for (const migration of migrations.slice(0, BEFORE)) await tx.exec(migration.sql);

      // Ann signed up as first@, moved to later@; Bob then signed up as first@.
      ids.ann = await user(tx, 'later@example.com', '2025-01-01T00:00:00Z');
      await tx.query(
        `insert into email_changes (token_hash, user_id, old_email, new_email, created_at, expires_at, used_at)
         values ('change-hash', $1, 'first@example.com', 'later@example.com',
                 '2025-02-01T00:00:00Z', '2025-02-02T00:00:00Z', '2025-02-01T01:00:00Z')`,
        [ids.ann],
      );
      ids.bob = await user(tx, 'First@Example.com', '2025-03-01T00:00:00Z');
      await tx.query(
        `insert into email_verifications (token_hash, user_id, email_key, created_at, expires_at)
         values ('bob-link', $1, 'first@example.com', '2025-03-01T00:00:00Z', '2025-03-02T00:00:00Z')`,
        [ids.bob],
      );
      const [booking] = await tx.query<{ id: number }>(
        `insert into bookings (user_id, starts_at, ends_at, local_date, local_time, duration_minutes,
                               dogs, status, list_price_pence, price_pence, created_at)
         values ($1, '2025-02-10T10:00:00Z', '2025-02-10T11:00:00Z', '2025-02-10', '10:00', 60,
                 '1-4', 'complete', 1000, 1000, '2025-01-20T00:00:00Z') returning id`,
        [ids.ann],
      );

      await mail(
        tx,
        `booking-confirmation:${booking?.id}`,
        'first@example.com',
        '2025-01-20T00:00:00Z',
      );
      await mail(tx, `owner-booked:${booking?.id}`, 'first@example.com', '2025-01-20T00:00:00Z');
      await mail(
        tx,
        'discount:SPRING:first@example.com',
        'first@example.com',
        '2025-01-25T00:00:00Z',
      );
      await mail(tx, `password-changed:${ids.ann}:1`, 'first@example.com', '2025-01-26T00:00:00Z');
      await mail(tx, 'email-change:change-hash', 'later@example.com', '2025-02-01T00:00:00Z');
      await mail(tx, 'verify-email:bob-link', 'first@example.com', '2025-03-01T00:00:00Z');
      await mail(
        tx,
        'discount:SPRING:First@Example.com',
        'First@Example.com',
        '2025-03-05T00:00:00Z',
      );
      await mail(
        tx,
        'discount:SPRING:nobody@example.com',
        'nobody@example.com',
        '2025-03-05T00:00:00Z',
      );

      const last = migrations[BEFORE];
      if (!last) throw new Error('no migration 024');
      await tx.exec(last.sql);
    });
  });
  afterAll(() => database?.dispose());

  it('When e-mails written before it are read, then each belongs to the account it was sent to, never to a later holder of the address', async () => {
    const rows = await database.db.query<{ dedupe_key: string; user_id: string | null }>(
      'select dedupe_key, user_id from email_outbox order by id',
    );
    const whose = (id: string | null | undefined) =>
      id === ids.ann ? 'ann' : id === ids.bob ? 'bob' : id === null ? 'nobody' : id;
    expect(rows.map((row) => [row.dedupe_key.replace(/:\d+$/, ':n'), whose(row.user_id)])).toEqual([
      ['booking-confirmation:n', 'ann'],
      ['owner-booked:n', 'nobody'],
      ['discount:SPRING:first@example.com', 'ann'],
      [`password-changed:${ids.ann}:n`, 'ann'],
      ['email-change:change-hash', 'ann'],
      ['verify-email:bob-link', 'bob'],
      ['discount:SPRING:First@Example.com', 'bob'],
      ['discount:SPRING:nobody@example.com', 'nobody'],
    ]);
  });
});
