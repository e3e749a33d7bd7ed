import { describe, expect, it } from 'vitest';
import { type BookingRules, whyNotBookable, whyNotBookableFor } from './bookable';

const sixToTen = { opens: '06:00', closes: '22:00' };
const rules: BookingRules = {
  timeZone: 'Europe/London',
  closedDates: ['2025-06-20'],
  hours: {
    // Closed on Tuesdays; winter hours in December.
    weekly: [sixToTen, null, sixToTen, sixToTen, sixToTen, sixToTen, sixToTen],
    seasons: [
      {
        name: 'Winter',
        from: '2025-12-01',
        to: '2025-12-31',
        weekly: Array.from({ length: 7 }, () => ({ opens: '07:30', closes: '16:30' })),
      },
    ],
  },
  slots: { steps: [30, 60] },
  bookingWindowMonths: 12,
};
// 10:15 in London on 14 June 2025.
const now = new Date('2025-06-14T09:15:00Z');
const slot = (date: string, time: string, minutes = 30) => ({ date, time, minutes });

describe('whyNotBookable', () => {
  it('lets a free slot to come in the window through', () => {
    expect(whyNotBookable(rules, slot('2025-06-14', '10:30'), now)).toBeNull();
    expect(whyNotBookable(rules, slot('2026-05-31', '21:00', 60), now)).toBeNull();
    expect(whyNotBookable(rules, slot('2025-06-15', '21:30'), now)).toBeNull();
  });

  it.each([
    [slot('2025-02-30', '10:00'), 'That is not a date.'],
    [slot('2025-05-31', '10:00'), 'That day is outside the months open for booking.'],
    [slot('2026-06-01', '10:00'), 'That day is outside the months open for booking.'],
    [slot('2025-06-20', '10:00'), 'The park is closed that day.'],
    [slot('2025-06-15', '10:00', 45), 'Sessions are 30 minutes or 1 hour.'],
    [slot('2025-06-15', '10:15'), 'That is not one of the slots.'],
    [slot('2025-06-15', '21:30', 60), 'The field is open 06:00 to 22:00 that day.'],
    [slot('2025-06-15', '05:30'), 'The field is open 06:00 to 22:00 that day.'],
    [slot('2025-06-15', '25:00'), 'That is not one of the slots.'],
    [slot('2025-06-14', '10:00'), 'That slot has already started.'],
    [slot('2025-06-13', '18:00'), 'That slot has already started.'],
  ])('refuses %j: %s', (request, reason) => {
    expect(whyNotBookable(rules, request, now)).toBe(reason);
  });

  it('follows the hours of the day in question: a closed weekday, a season', () => {
    expect(whyNotBookable(rules, slot('2025-06-17', '10:00'), now)).toBe(
      'The park is closed that day.',
    );
    expect(whyNotBookable(rules, slot('2025-12-02', '07:30', 60), now)).toBeNull();
    expect(whyNotBookable(rules, slot('2025-12-02', '15:30', 60), now)).toBeNull();
    expect(whyNotBookable(rules, slot('2025-12-02', '17:00', 60), now)).toBe(
      'The field is open 07:30 to 16:30 that day.',
    );
    expect(whyNotBookable(rules, slot('2025-12-02', '06:00'), now)).toBe(
      'The field is open 07:30 to 16:30 that day.',
    );
    // Within the hours but off the season's half-hour grid.
    expect(whyNotBookable(rules, slot('2025-12-02', '08:00', 60), now)).toBe(
      'That is not one of the slots.',
    );
  });

  it('keeps to the months the park opens for booking', () => {
    const threeMonths = { ...rules, bookingWindowMonths: 3 };
    expect(whyNotBookable(threeMonths, slot('2025-08-30', '10:00'), now)).toBeNull();
    expect(whyNotBookable(threeMonths, slot('2025-09-01', '10:00'), now)).toBe(
      'That day is outside the months open for booking.',
    );
  });

  it('offers only the lengths the park sells', () => {
    const hoursOnly = { ...rules, slots: { ...rules.slots, steps: [60] as const } };
    expect(whyNotBookable(hoursOnly, slot('2025-06-15', '10:00'), now)).toBe(
      'Sessions are 1 hour.',
    );
    expect(whyNotBookable(hoursOnly, slot('2025-06-15', '10:00', 60), now)).toBeNull();
  });
});

describe('whyNotBookableFor', () => {
  it('asks for one of the dog bands, after the slot itself', () => {
    expect(
      whyNotBookableFor(rules, { ...slot('2025-06-15', '10:00'), dogs: '5-6' }, now),
    ).toBeNull();
    expect(whyNotBookableFor(rules, { ...slot('2025-06-15', '10:00'), dogs: '9-10' }, now)).toBe(
      'Choose 1-4, 5-6 or 7-8 dogs.',
    );
    expect(whyNotBookableFor(rules, { ...slot('2025-06-20', '10:00'), dogs: '9-10' }, now)).toBe(
      'The park is closed that day.',
    );
  });
});
