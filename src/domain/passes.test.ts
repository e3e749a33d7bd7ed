import { describe, expect, it } from 'vitest';
import {
  hasRunOut,
  outstandingPence,
  type PassOnShow,
  type PassState,
  passesCovering,
  passPaidWords,
  passUseWords,
  passValidUntil,
  sessionsLeft,
  sessionValuePence,
  whyPassCannotBook,
} from './passes';

const tenHours: PassState & { fieldIds: number[] } = {
  status: 'active',
  sessions: 10,
  minutes: 60,
  dogs: '1-4',
  validUntil: '2025-11-30',
  used: 2,
  withdrawn: 0,
  fieldIds: [1],
};
const booking = { date: '2025-06-14', minutes: 60, dogs: '1-4', fieldId: 1 };

describe('passValidUntil', () => {
  it('When a six-month pass is bought on the 1st of June, then its last day is the 30th of November', () => {
    expect(passValidUntil('2025-06-01', 6)).toBe('2025-11-30');
  });

  it('When it is bought on the 31st of August, then it ends the day before the last of February', () => {
    expect(passValidUntil('2025-08-31', 6)).toBe('2026-02-27');
  });

  it('When it runs over a year end, then the year moves on', () => {
    expect(passValidUntil('2025-12-15', 12)).toBe('2026-12-14');
  });
});

describe('using a pass', () => {
  it('When two of ten sessions are booked, then eight are left', () => {
    expect(sessionsLeft(tenHours)).toBe(8);
    expect(sessionsLeft({ ...tenHours, withdrawn: 3 })).toBe(5);
  });

  it('When the booking is the band and length it covers, within its time, then it can take a session', () => {
    expect(whyPassCannotBook(tenHours, booking)).toBeNull();
    expect(whyPassCannotBook(tenHours, { ...booking, date: '2025-11-30' })).toBeNull();
  });

  it.each([
    [{ ...booking, minutes: 30 }, 'This pass is for 1 hour sessions for 1-4 dogs.'],
    [{ ...booking, dogs: '5-6' }, 'This pass is for 1 hour sessions for 1-4 dogs.'],
    [
      { ...booking, date: '2025-12-01' },
      'This pass can be used for sessions until the 30th of November 2025.',
    ],
  ])('When %j is asked, then it is refused: %s', (asked, why) => {
    expect(whyPassCannotBook(tenHours, asked)).toBe(why);
  });

  it('When the booking is on a field the pass does not cover, then it is refused', () => {
    expect(whyPassCannotBook(tenHours, { ...booking, fieldId: 2 })).toBe(
      'This pass is not for that field.',
    );
    expect(
      whyPassCannotBook({ ...tenHours, fieldIds: [1, 2] }, { ...booking, fieldId: 2 }),
    ).toBeNull();
  });

  it('When a pass of 45 minutes is asked for another length, then it names its own length', () => {
    const agility = { ...tenHours, minutes: 45, dogs: '1-2' };
    expect(whyPassCannotBook(agility, { ...booking, minutes: 120, dogs: '1-2' })).toBe(
      'This pass is for 45 minute sessions for 1-2 dogs.',
    );
  });

  it('When every session is used or not yet paid for, then it says so', () => {
    expect(whyPassCannotBook({ ...tenHours, used: 10 }, booking)).toBe(
      'This pass has no sessions left.',
    );
    expect(whyPassCannotBook({ ...tenHours, status: 'pending' }, booking)).toBe(
      'This pass is not paid for yet.',
    );
  });
});

describe('what is owed on passes', () => {
  const sold = { ...tenHours, pricePence: 9999 };

  it('When a session is worth a share of the price, then it is rounded to the penny', () => {
    expect(sessionValuePence(9999, 10)).toBe(1000);
  });

  it('When eight sessions are left on a pass still in its time, then eight sessions are owed', () => {
    expect(outstandingPence(sold, '2025-06-01')).toBe(8000);
  });

  it('When the pass has run out or was never paid, then nothing is owed', () => {
    expect(hasRunOut(sold, '2025-12-01')).toBe(true);
    expect(outstandingPence(sold, '2025-12-01')).toBe(0);
    expect(outstandingPence({ ...sold, status: 'unpaid' }, '2025-06-01')).toBe(0);
  });
});

describe('the passes that cover a choice', () => {
  const shown: PassOnShow & { id: number } = {
    id: 7,
    status: 'active',
    minutes: 60,
    dogs: '1-4',
    fieldIds: [1, 2],
    validUntil: '2025-11-30',
    sessionsLeft: 9,
  };
  const hour: Parameters<typeof passesCovering>[1] = {
    fieldId: 2,
    dogs: '1-4',
    minutes: 60,
    day: '2025-06-14',
  };
  const covering = (pass: Partial<PassOnShow>, choice: Partial<typeof hour> = {}) =>
    passesCovering([{ ...shown, ...pass }], { ...hour, ...choice }).map((p) => p.id);

  it('When the pass is for the field, band and length chosen, on a day within it, then it covers it', () => {
    expect(covering({})).toEqual([7]);
    expect(covering({}, { day: '2025-11-30' })).toEqual([7]);
    expect(covering({}, { day: null })).toEqual([7]);
  });

  it('When anything differs, or the pass can not be used, then it does not', () => {
    expect(covering({}, { fieldId: 3 })).toEqual([]);
    expect(covering({}, { dogs: '5-6' })).toEqual([]);
    expect(covering({}, { minutes: 30 })).toEqual([]);
    expect(covering({}, { day: '2025-12-01' })).toEqual([]);
    for (const status of ['pending', 'used-up', 'run-out'] as const) {
      expect(covering({ status })).toEqual([]);
    }
    expect(covering({ sessionsLeft: 0 })).toEqual([]);
  });

  it('When the pass pays, then it says how many sessions it takes from how many', () => {
    expect(passUseWords({ sessionsLeft: 9 })).toBe('Uses 1 of your 9 sessions');
    expect(passUseWords({ sessionsLeft: 1 })).toBe('Uses your last session');
  });
});

describe('a booking paid with a pass, in words for staff (decision 127)', () => {
  it('When it took a session, then it names the pass and which session of how many', () => {
    const pass = { name: 'Ten hours', session: 3, sessions: 10, returned: false };
    expect(passPaidWords(pass)).toBe('Paid with pass: Ten hours (session 3 of 10)');
    expect(passPaidWords({ ...pass, returned: true })).toBe(
      'Paid with pass: Ten hours (session 3 of 10), session given back',
    );
  });
});
