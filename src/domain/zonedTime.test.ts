import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotGrid } from './slots';
import { instantOf, wallClockOf } from './zonedTime';

const LONDON = 'Europe/London';
const HOUR_MS = 3_600_000;
const slotTimes = slotGrid('06:00', '22:00', 30);

/** The last Sunday of a month, by plain UTC arithmetic. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** UK summer time runs from 01:00 UTC on the last Sunday of March to that of October. */
function londonOffsetHoursDuringDay(year: number, month: number, day: number): number {
  const afterMarchChange = month > 3 || (month === 3 && day >= lastSunday(year, 3));
  const beforeOctoberChange = month < 10 || (month === 10 && day < lastSunday(year, 10));
  return afterMarchChange && beforeOctoberChange ? 1 : 0;
}

const dayIn2020To2035 = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 86_400_000, max: Date.UTC(2035, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

describe('instantOf', () => {
  it('reads a summer time in London as BST, an hour ahead of UTC', () => {
    expect(instantOf('2025-06-14', '10:00', LONDON).toISOString()).toBe('2025-06-14T09:00:00.000Z');
  });

  it('reads a winter time in London as GMT', () => {
    expect(instantOf('2025-12-14', '10:00', LONDON).toISOString()).toBe('2025-12-14T10:00:00.000Z');
  });

  it('reads the mornings of the 2025 clock-change days on the new clock', () => {
    expect(instantOf('2025-03-30', '10:00', LONDON).toISOString()).toBe('2025-03-30T09:00:00.000Z');
    expect(instantOf('2025-10-26', '10:00', LONDON).toISOString()).toBe('2025-10-26T10:00:00.000Z');
  });

  it('takes a time the spring change skips as the instant after the skip', () => {
    const skipped = instantOf('2025-03-30', '01:30', LONDON);
    expect(skipped.toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(wallClockOf(skipped, LONDON)).toEqual({ date: '2025-03-30', time: '02:30' });
  });

  it('takes a time the autumn change repeats as the first of the two', () => {
    expect(instantOf('2025-10-26', '01:30', LONDON).toISOString()).toBe('2025-10-26T00:30:00.000Z');
  });

  it('reads times either side of the changes on the right clock', () => {
    expect(instantOf('2025-03-30', '00:59', LONDON).toISOString()).toBe('2025-03-30T00:59:00.000Z');
    expect(instantOf('2025-03-30', '02:00', LONDON).toISOString()).toBe('2025-03-30T01:00:00.000Z');
    expect(instantOf('2025-10-26', '00:59', LONDON).toISOString()).toBe('2025-10-25T23:59:00.000Z');
    expect(instantOf('2025-10-26', '02:00', LONDON).toISOString()).toBe('2025-10-26T02:00:00.000Z');
  });

  it('reads New York times, including across its own clock change', () => {
    expect(instantOf('2025-06-14', '10:00', 'America/New_York').toISOString()).toBe(
      '2025-06-14T14:00:00.000Z',
    );
    expect(instantOf('2025-03-09', '10:00', 'America/New_York').toISOString()).toBe(
      '2025-03-09T14:00:00.000Z',
    );
    expect(instantOf('2025-03-08', '10:00', 'America/New_York').toISOString()).toBe(
      '2025-03-08T15:00:00.000Z',
    );
  });

  it('refuses malformed dates, times and zones', () => {
    expect(() => instantOf('2025-02-30', '10:00', LONDON)).toThrow(RangeError);
    expect(() => instantOf('2025-06-14', '25:00', LONDON)).toThrow(RangeError);
    expect(() => instantOf('2025-06-14', '10:00', 'Europe/Nowhere')).toThrow(RangeError);
  });

  it('matches the UK summer-time rule for every slot of every day, 2020 to 2035', () => {
    fc.assert(
      fc.property(dayIn2020To2035, fc.constantFrom(...slotTimes), (date, time) => {
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        const [hour, minute] = time.split(':').map(Number) as [number, number];
        const offset = londonOffsetHoursDuringDay(year, month, day);
        const expected = Date.UTC(year, month - 1, day, hour - offset, minute);
        expect(instantOf(date, time, LONDON).getTime()).toBe(expected);
      }),
    );
  });
});

describe('wallClockOf', () => {
  it('shows the park-local date and time of an instant', () => {
    expect(wallClockOf(new Date('2025-06-14T09:00:00Z'), LONDON)).toEqual({
      date: '2025-06-14',
      time: '10:00',
    });
    expect(wallClockOf(new Date('2025-06-14T23:30:00Z'), LONDON)).toEqual({
      date: '2025-06-15',
      time: '00:30',
    });
    expect(wallClockOf(new Date('2025-12-31T23:30:00Z'), LONDON)).toEqual({
      date: '2025-12-31',
      time: '23:30',
    });
  });

  it('shows both passes of the repeated autumn hour as 01:30', () => {
    expect(wallClockOf(new Date('2025-10-26T00:30:00Z'), LONDON).time).toBe('01:30');
    expect(wallClockOf(new Date('2025-10-26T01:30:00Z'), LONDON).time).toBe('01:30');
  });
});

describe('clock-change days', () => {
  it.each(['2025-03-30', '2025-10-26'])('round-trips every slot time on %s', (date) => {
    for (const time of slotTimes) {
      expect(wallClockOf(instantOf(date, time, LONDON), LONDON)).toEqual({ date, time });
    }
  });

  it.each(['2025-03-30', '2025-10-26'])(
    'makes every hour slot on %s last one real hour',
    (date) => {
      for (const time of slotGrid('06:00', '22:00', 60)) {
        const start = instantOf(date, time, LONDON).getTime();
        const [hour] = time.split(':').map(Number) as [number];
        const endTime = `${String(hour + 1).padStart(2, '0')}:00`;
        expect(instantOf(date, endTime, LONDON).getTime() - start).toBe(HOUR_MS);
      }
    },
  );

  it('round-trips any slot time on any day, 2020 to 2035', () => {
    fc.assert(
      fc.property(dayIn2020To2035, fc.constantFrom(...slotTimes), (date, time) => {
        expect(wallClockOf(instantOf(date, time, LONDON), LONDON)).toEqual({ date, time });
      }),
    );
  });
});
