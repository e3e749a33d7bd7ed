import { describe, expect, it } from 'vitest';
import {
  dayEntries,
  dayOpening,
  endTimeOf,
  hourMarks,
  nowAndNext,
  type PlannedBooking,
  placeOnTimeline,
  timelineSpan,
  weekStartOf,
} from './dayPlan';

const booking = (
  id: number,
  time: string,
  minutes = 60,
  status: PlannedBooking['status'] = 'complete',
  gap = 0,
): PlannedBooking => ({ id, time, endTime: endTimeOf(time, minutes - gap), minutes, status });

describe('weekStartOf', () => {
  it('When given any day, then it answers the Monday of its week', () => {
    expect(weekStartOf('2025-06-09')).toBe('2025-06-09'); // a Monday
    expect(weekStartOf('2025-06-14')).toBe('2025-06-09'); // Saturday
    expect(weekStartOf('2025-06-15')).toBe('2025-06-09'); // Sunday ends the week
    expect(weekStartOf('2025-06-01')).toBe('2025-05-26'); // across a month
    expect(weekStartOf('2026-01-01')).toBe('2025-12-29'); // across a year
  });
});

describe('endTimeOf', () => {
  it('When a booking is added to its start, then the end is its clock time, midnight as 24:00', () => {
    expect(endTimeOf('10:30', 30)).toBe('11:00');
    expect(endTimeOf('09:00', 60)).toBe('10:00');
    expect(endTimeOf('23:00', 60)).toBe('24:00');
    expect(() => endTimeOf('23:30', 60)).toThrow(RangeError);
  });
});

describe('dayOpening', () => {
  const hours = { opens: '06:00', closes: '22:00' };

  it('When the day is open, then it has its hours and no reason', () => {
    expect(dayOpening(hours, undefined)).toEqual({
      opens: '06:00',
      closes: '22:00',
      closedReason: null,
    });
  });

  it('When the owner closed the date, then it is closed with their reason, whatever the weekday says', () => {
    expect(dayOpening(hours, 'Flooded')).toEqual({
      opens: null,
      closes: null,
      closedReason: 'Flooded',
    });
    expect(dayOpening(hours, '  ').closedReason).toBe('Closed');
  });

  it('When the weekday has no hours, then it is closed and says so', () => {
    expect(dayOpening(null, undefined)).toEqual({
      opens: null,
      closes: null,
      closedReason: 'No opening hours that day',
    });
  });
});

describe('nowAndNext', () => {
  const day = [booking(3, '12:00'), booking(1, '09:00'), booking(2, '10:00', 30)];

  it('When the clock is inside a booking, then that one is on the field and the next to start is next', () => {
    expect(nowAndNext(day, '09:30')).toEqual({ now: 1, next: 2 });
  });

  it('When one booking ends as the next starts, then the next is on the field', () => {
    expect(nowAndNext(day, '10:00')).toEqual({ now: 2, next: 3 });
  });

  it('When the field is empty between bookings, then nobody is on it and the next is still next', () => {
    expect(nowAndNext(day, '11:00')).toEqual({ now: null, next: 3 });
    expect(nowAndNext(day, '07:00')).toEqual({ now: null, next: 1 });
  });

  it('When a booking was sold with a handover gap, then nobody is on the field in the gap', () => {
    const gapped = [booking(1, '09:00', 60, 'complete', 10), booking(2, '10:00')];
    expect(nowAndNext(gapped, '09:45')).toEqual({ now: 1, next: 2 });
    expect(nowAndNext(gapped, '09:55')).toEqual({ now: null, next: 2 });
  });

  it('When the last booking is over, then there is neither', () => {
    expect(nowAndNext(day, '13:00')).toEqual({ now: null, next: null });
    expect(nowAndNext([], '13:00')).toEqual({ now: null, next: null });
  });

  it('When a slot is only held (unpaid) or was cancelled, then it is neither on the field nor next', () => {
    const held = [booking(1, '09:00', 60, 'pending'), booking(2, '10:00', 60, 'cancelled')];
    expect(nowAndNext(held, '09:15')).toEqual({ now: null, next: null });
    expect(nowAndNext([...held, booking(3, '11:00')], '09:15')).toEqual({ now: null, next: 3 });
  });
});

describe('the timeline', () => {
  it('When a day is open, then the timeline runs from opening to closing', () => {
    expect(timelineSpan({ opens: '06:00', closes: '22:00' }, [booking(1, '09:00')])).toEqual({
      start: 360,
      end: 1320,
    });
  });

  it('When a booking lies outside the hours or the day is closed, then the timeline stretches to show it', () => {
    expect(timelineSpan({ opens: '08:00', closes: '18:00' }, [booking(1, '18:00', 60)])).toEqual({
      start: 480,
      end: 1140,
    });
    expect(timelineSpan({ opens: null, closes: null }, [booking(1, '10:00', 30)])).toEqual({
      start: 600,
      end: 630,
    });
    expect(timelineSpan({ opens: null, closes: null }, [])).toBeNull();
  });

  it('When a booking is placed, then its offset and size are shares of the span', () => {
    const span = { start: 360, end: 1320 }; // 16 hours
    expect(placeOnTimeline(span, '06:00', 60)).toEqual({ offsetPercent: 0, sizePercent: 6.25 });
    expect(placeOnTimeline(span, '14:00', 30)).toEqual({
      offsetPercent: 50,
      sizePercent: 3.125,
    });
    expect(placeOnTimeline(span, '21:30', 60)).toEqual({
      offsetPercent: 96.875,
      sizePercent: 3.125,
    });
  });

  it('When the span has whole hours, then each is a mark at its place', () => {
    expect(hourMarks({ start: 450, end: 630 })).toEqual([
      { time: '08:00', percent: (30 / 180) * 100 },
      { time: '09:00', percent: (90 / 180) * 100 },
      { time: '10:00', percent: (150 / 180) * 100 },
    ]);
    expect(hourMarks({ start: 360, end: 480 }).map((mark) => mark.time)).toEqual([
      '06:00',
      '07:00',
      '08:00',
    ]);
  });

  it('When the day is read as a list, then the free stretches come between the bookings in order', () => {
    const span = { start: 480, end: 720 }; // 08:00 to 12:00
    const first = booking(1, '08:00', 30);
    const second = booking(2, '09:00', 60);
    const third = booking(3, '10:00', 30);
    expect(dayEntries(span, [third, first, second])).toEqual([
      { kind: 'booking', booking: first },
      { kind: 'free', from: '08:30', to: '09:00' },
      { kind: 'booking', booking: second },
      { kind: 'booking', booking: third },
      { kind: 'free', from: '10:30', to: '12:00' },
    ]);
    expect(dayEntries(span, [])).toEqual([{ kind: 'free', from: '08:00', to: '12:00' }]);
    expect(dayEntries(null, [])).toEqual([]);
  });
});
