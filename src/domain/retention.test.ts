import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETENTION, RETENTION_PERIODS, retentionCutoffs } from './retention';

const now = new Date('2025-09-01T12:00:00Z');
const DAY = 24 * 60 * 60_000;

describe('retentionCutoffs', () => {
  it('When asked at noon, then sessions idle since a week ago and failures since yesterday noon are due', () => {
    const cutoffs = retentionCutoffs(now);
    expect(cutoffs.expiredBy).toEqual(now);
    expect(cutoffs.sessionIdleBefore).toEqual(new Date('2025-08-25T12:00:00Z'));
    expect(cutoffs.signInFailuresBefore).toEqual(new Date('2025-08-31T12:00:00Z'));
    expect(cutoffs.linksMadeBefore).toEqual(new Date('2025-09-01T11:00:00Z'));
  });

  it('When asked, then e-mail bodies sent or failed 90 days before are due', () => {
    const cutoffs = retentionCutoffs(now);
    expect(cutoffs.emailBodiesBefore).toEqual(new Date(now.getTime() - 90 * DAY));
  });

  it('When asked, then places on waiting lists that ended 90 days before are due', () => {
    expect(retentionCutoffs(now).waitlistEndedBefore).toEqual(new Date(now.getTime() - 90 * DAY));
  });

  it('When time passes, then no cut-off moves backwards and none lies in the future', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 365 }),
        fc.integer({ min: 0, max: 1000 * DAY }),
        (days, later) => {
          const at = new Date(now.getTime() + days * DAY);
          const first = retentionCutoffs(at);
          const second = retentionCutoffs(new Date(at.getTime() + later));
          for (const key of Object.keys(first) as (keyof typeof first)[]) {
            expect(first[key].getTime()).toBeLessThanOrEqual(at.getTime());
            expect(second[key].getTime()).toBeGreaterThanOrEqual(first[key].getTime());
          }
        },
      ),
    );
  });
});

describe('the retention periods the privacy notice shows', () => {
  it('When listed, then each kind of data says how long and why, once', () => {
    const kinds = RETENTION_PERIODS.map((period) => period.data);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const period of RETENTION_PERIODS) {
      expect(period.keptFor.trim()).not.toBe('');
      expect(period.why.trim()).not.toBe('');
    }
  });

  it('When read, then the words give the figures the sweep enforces', () => {
    const all = RETENTION_PERIODS.map((period) => period.keptFor).join(' ');
    expect(all).toContain(`${RETENTION.sessionIdleDays} days unused`);
    expect(all).toContain(`${RETENTION.sessionMaxDays} days at most`);
    expect(all).toContain(`${RETENTION.signInFailureHours} hours`);
    expect(all).toContain(`${RETENTION.emailBodyDays} days after it was sent`);
    expect(all).toContain(`${RETENTION.businessRecordYears} years`);
    expect(all).toContain(`${RETENTION.waitlistEndedDays} days after the place ends`);
  });
});
