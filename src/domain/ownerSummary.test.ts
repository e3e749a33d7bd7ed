import { describe, expect, it } from 'vitest';
import { summaryDayDue } from './ownerSummary';

const LONDON = 'Europe/London';
const due = (instant: string) => summaryDayDue(new Date(instant), LONDON);

describe("the owner's daily summary", () => {
  it('is due from 06:00 park time, in summer time and in winter time', () => {
    expect(due('2025-06-14T04:59:59Z')).toBeNull(); // 05:59 BST
    expect(due('2025-06-14T05:00:00Z')).toBe('2025-06-14'); // 06:00 BST
    expect(due('2025-01-14T05:59:59Z')).toBeNull(); // 05:59 GMT
    expect(due('2025-01-14T06:00:00Z')).toBe('2025-01-14');
  });

  it('is for today only: just after midnight, yesterday is not due any more', () => {
    expect(due('2025-06-14T22:59:00Z')).toBe('2025-06-14'); // 23:59 BST
    expect(due('2025-06-14T23:00:00Z')).toBeNull(); // 00:00 BST on the 15th
  });

  it('follows the clock change: 06:00 on the day summer time starts is 05:00 UTC', () => {
    expect(due('2025-03-30T04:59:00Z')).toBeNull();
    expect(due('2025-03-30T05:00:00Z')).toBe('2025-03-30');
  });
});
