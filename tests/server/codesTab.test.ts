import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../../src/server/admin/codesAdmin';
import type { Database } from '../../src/server/db/database';
import { startTestApp, type TestApp } from '../support/testApp';

/** The test's database, noting every statement sent to it. */
function counting(db: Database, statements: string[]): Database {
  return {
    kind: db.kind,
    query: (text, params) => {
      statements.push(text);
      return db.query(text, params);
    },
    exec: (text) => {
      statements.push(text);
      return db.exec(text);
    },
    transaction: (work) => db.transaction(work),
    close: () => db.close(),
  };
}

describe('the gate codes tab', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('When it is read, then every week of the booking window comes from two statements on the codes, and the codes drawn stay', async () => {
    const statements: string[] = [];
    const first = await codes({ db: counting(t.database.db, statements), clock: t.clock });
    expect(statements.filter((text) => text.includes('door_codes'))).toHaveLength(2);

    expect(first.months.length).toBeGreaterThanOrEqual(12);
    for (const month of first.months) {
      expect(month.weeks.map((week) => week.week)).toEqual([1, 2, 3, 4]);
      for (const week of month.weeks) expect(week.code).toMatch(/^\d{4}$/);
    }
    expect(first.today?.code).toBe(
      first.months[0]?.weeks.find((w) => w.week === first.today?.week)?.code,
    );
    expect(await codes({ db: t.database.db, clock: t.clock })).toEqual(first);
  });
});
