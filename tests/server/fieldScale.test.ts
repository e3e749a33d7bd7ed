import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsSql, fieldsSql, paymentsSql, usersSql } from '../../scripts/bench/seedSql';
import type { ParkResponse } from '../../src/contract/park';
import { signedInAs, type TestBrowser } from '../support/browser';
import { startTestApp, type TestApp } from '../support/testApp';
import { testDatabaseKind } from '../support/testDatabase';

// Issue 26, item 6: with 20 fields and 100,000 bookings, a field's month of availability and
// the admin reads stay on their indexes. The app's own statements are recorded as it answers
// and each is then explained with its own parameters: whatever a future change makes them, the
// plan is checked, not a copy of the SQL.

const SIZES = { users: 10_000, bookings: 100_000, fields: 20 };
/** The big tables: a sequential scan of either reads every row the park ever had. */
const BIG_TABLES = ['bookings', 'payments'];
/**
 * The most rows of the big tables one statement may read, a tenth of the bookings (issue 30): a
 * read that adds up the whole park along an index is as slow as a scan, and grows with it.
 */
const MOST_ROWS_READ = SIZES.bookings / 10;

interface Statement {
  text: string;
  params: readonly unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The rows of the big tables a plan, run, read: those it kept and those it read and dropped. */
function bigRowsRead(node: PlanNode): number {
  const own = BIG_TABLES.includes(node['Relation Name'] ?? '')
    ? ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      (node['Actual Loops'] ?? 1)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + bigRowsRead(child), 0);
}

function seqScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name'] ?? '')
      ? [node['Relation Name'] as string]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/** Records every read of the big tables the app makes through its database. */
function recordStatements(t: TestApp): { take(): Statement[] } {
  const db = t.database.db;
  const query = db.query.bind(db);
  let taken: Statement[] = [];
  db.query = (text, params) => {
    if (/^\s*(select|with)\b/i.test(text) && BIG_TABLES.some((table) => text.includes(table))) {
      taken.push({ text, params: params ?? [] });
    }
    return query(text, params);
  };
  return {
    take() {
      const statements = taken;
      taken = [];
      return statements;
    },
  };
}

describe(`20 fields and 100,000 bookings, on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let owner: TestBrowser;
  let recorder: { take(): Statement[] };
  let month: string;
  let lastField: number;

  beforeAll(async () => {
    // The seeder lays bookings out around the database's today, so the app lives in it too.
    t = await startTestApp({ now: new Date().toISOString() });
    owner = await signedInAs(t, 'super-admin');
    await t.database.db.transaction(async (tx) => {
      await tx.exec('set local statement_timeout = 0');
      await tx.exec(usersSql(SIZES.users, 'not a real hash'));
      await tx.exec(fieldsSql(SIZES.fields));
      await tx.exec(bookingsSql(SIZES));
      await tx.exec(paymentsSql());
    });
    await t.database.db.exec('analyze');
    const { park } = (await owner.get('/api/park')).json<ParkResponse>();
    expect(park.fields).toHaveLength(SIZES.fields);
    lastField = park.fields.at(-1)?.id ?? 0;
    month = new Date().toISOString().slice(0, 7);
    recorder = recordStatements(t);
  }, 300_000);
  afterAll(() => t.close());

  /**
   * Asks for `path` and runs each read of the big tables it made again, explained: the scans of
   * a whole table, and the statements reading more rows of them than a read may.
   */
  async function plansOf(
    path: string,
  ): Promise<{ statements: number; seqScans: string[]; tooManyRows: string[] }> {
    recorder.take();
    const answer = await owner.get(path);
    expect(answer.statusCode, answer.body).toBe(200);
    const statements = recorder.take();
    const scans: string[] = [];
    const tooManyRows: string[] = [];
    for (const statement of statements) {
      const [row] = await t.database.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (analyze, format json) ${statement.text}`,
        statement.params,
      );
      const plan = row?.['QUERY PLAN'][0]?.Plan;
      if (plan) {
        scans.push(...seqScans(plan).map((table) => `${table} in: ${statement.text.trim()}`));
        const read = bigRowsRead(plan);
        if (read > MOST_ROWS_READ) tooManyRows.push(`${read} rows in: ${statement.text.trim()}`);
      }
    }
    return { statements: statements.length, seqScans: scans, tooManyRows };
  }

  it('When a read has no index to go by, then the check names its scan of bookings', async () => {
    const [row] = await t.database.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      'explain (format json) select count(*) from bookings where price_pence = $1',
      [650],
    );
    const plan = row?.['QUERY PLAN'][0]?.Plan;
    expect(plan && seqScans(plan)).toEqual(['bookings']);
  });

  it('When a read adds up the whole park, then the check counts every row it read', async () => {
    const [row] = await t.database.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      "explain (analyze, format json) select count(*) from bookings where status = 'complete'",
    );
    const plan = row?.['QUERY PLAN'][0]?.Plan;
    expect(plan && bigRowsRead(plan)).toBeGreaterThan(MOST_ROWS_READ);
  });

  it.each([
    [
      'a field’s month of availability',
      () => `/api/availability?month=${month}&field=${lastField}`,
    ],
    ['Today', () => '/api/admin/today'],
    ['Today on one field', () => `/api/admin/today?field=${lastField}`],
    ['the Calendar’s week', () => `/api/admin/calendar?from=${month}-01&days=7`],
    ['one field’s week', () => `/api/admin/calendar?from=${month}-01&days=7&field=${lastField}`],
    ['upcoming bookings', () => '/api/admin/bookings?group=upcoming&status=confirmed'],
    ['past bookings', () => '/api/admin/bookings?group=past&status=confirmed'],
    ['the booking counts', () => '/api/admin/bookings/counts'],
    ['the booking counts of every status', () => '/api/admin/bookings/counts?status=all'],
    ['the month’s revenue', () => `/api/admin/revenue?month=${month}`],
    ['the revenue’s months and totals', () => '/api/admin/revenue'],
    ['the month’s CSV', () => `/api/admin/export.csv?month=${month}`],
    ['the users list', () => '/api/admin/users'],
  ])(
    'When staff read %s, then every read of bookings and payments is by index, and reads a tenth of them at most',
    async (_, path) => {
      const { statements, seqScans: scans, tooManyRows } = await plansOf(path());
      expect(statements).toBeGreaterThan(0);
      expect(scans).toEqual([]);
      expect(tooManyRows).toEqual([]);
    },
  );
});
