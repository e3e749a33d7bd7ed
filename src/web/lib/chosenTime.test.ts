import { describe, expect, it } from 'vitest';
import { bookingPathFor, chosenTimeIn, chosenTimeInWords, chosenTimeOfPath } from './chosenTime';

const choice = { fieldId: 2, day: '2026-12-01', time: '11:00', minutes: 60 };

describe('a free time chosen in the booking page’s address', () => {
  it('When a time is chosen, then the address carries it and reads back the same', () => {
    const path = bookingPathFor(choice);
    expect(path).toBe('/booking?field=2&day=2026-12-01&time=11%3A00&minutes=60');
    expect(chosenTimeOfPath(path)).toEqual(choice);
  });

  it('When it is said, then it is the time and the day without its year', () => {
    expect(chosenTimeInWords(choice)).toBe('11:00 on Tuesday 1st of December');
  });

  it.each([
    ['no time', 'field=2&day=2026-12-01&minutes=60'],
    ['a day that is no date', 'field=2&day=2026-02-30&time=11:00&minutes=60'],
    ['a time that is no time', 'field=2&day=2026-12-01&time=25:00&minutes=60'],
    ['no length', 'field=2&day=2026-12-01&time=11:00'],
    ['a field that is no number', 'field=top&day=2026-12-01&time=11:00&minutes=60'],
  ])('When the address has %s, then it chose nothing', (_what, query) => {
    expect(chosenTimeIn(new URLSearchParams(query))).toBeNull();
  });

  it('When the path is another page, then it chose nothing', () => {
    expect(chosenTimeOfPath('/my-bookings?field=2&day=2026-12-01&time=11:00&minutes=60')).toBe(
      null,
    );
    expect(chosenTimeOfPath(null)).toBeNull();
  });
});
