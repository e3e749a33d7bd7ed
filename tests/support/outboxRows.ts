import type pg from 'pg';
import { expect, vi } from 'vitest';

export interface OutboxRow {
  dedupe_key: string;
  subject: string;
  status: string;
  attempts: number;
}

/**
 * The outbox rows to an address once none is pending any more (the workers of the servers
 * under test deliver them at their own pace).
 */
export async function waitForOutbox(
  db: pg.Client,
  to: string,
  timeoutMs = 20_000,
): Promise<OutboxRow[]> {
  return vi.waitFor(
    async () => {
      const { rows } = await db.query<OutboxRow>(
        `select dedupe_key, subject, status, attempts from email_outbox
          where lower(to_address) = lower($1) order by id`,
        [to],
      );
      expect(
        rows.every((row) => row.status !== 'pending'),
        `e-mails to ${to} still pending: ${JSON.stringify(rows)}`,
      ).toBe(true);
      return rows;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}
