import { describe, expect, it } from 'vitest';
import {
  heldUntilWords,
  nextOffers,
  type OfferRules,
  offerHeldUntil,
  type WaitingEntry,
  waitableTimes,
  whyNotOffered,
  whyNotWaitable,
} from './waitlist';

const sixToTen = { opens: '06:00', closes: '22:00' };
const rules: OfferRules = {
  timeZone: 'Europe/London',
  closedDates: ['2025-06-20'],
  // Closed on Tuesdays.
  hours: {
    weekly: [sixToTen, null, sixToTen, sixToTen, sixToTen, sixToTen, sixToTen],
    seasons: [],
  },
  slots: { steps: [30, 60] },
  bookingWindowMonths: 12,
  cancellationCutoffHours: 12,
};
// 10:15 in London on Saturday 14 June 2025.
const now = new Date('2025-06-14T09:15:00Z');
const HOUR = 60 * 60_000;

let ids = 0;
/** An entry for `date` at `time` (London, summer time), joined `joinedMinutesAgo` before now. */
function entry(
  date: string,
  time: string,
  options: {
    minutes?: 30 | 60;
    shortNotice?: boolean;
    joinedMinutesAgo?: number;
    fieldId?: number;
  } = {},
): WaitingEntry {
  ids += 1;
  const minutes = options.minutes ?? 30;
  const startsAt = new Date(`${date}T${time}:00+01:00`);
  return {
    id: ids,
    fieldId: options.fieldId ?? 1,
    date,
    time,
    minutes,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    shortNotice: options.shortNotice ?? false,
    createdAt: new Date(now.getTime() - (options.joinedMinutesAgo ?? 60) * 60_000),
  };
}

describe('whyNotWaitable', () => {
  it('lets someone wait for a slot to come that Book Now sells', () => {
    expect(whyNotWaitable(rules, { date: '2025-06-14', time: '10:30', minutes: 30 }, now)).toBe(
      null,
    );
    expect(whyNotWaitable(rules, { date: '2025-07-02', time: '21:00', minutes: 60 }, now)).toBe(
      null,
    );
  });

  it.each([
    [{ date: '2025-06-14', time: '10:00', minutes: 30 }, 'started'],
    [{ date: '2025-06-13', time: '18:00', minutes: 30 }, 'started'],
    [{ date: '2025-06-20', time: '10:00', minutes: 30 }, 'closed'],
    [{ date: '2025-06-17', time: '10:00', minutes: 30 }, 'closed'],
    [{ date: '2025-06-15', time: '21:30', minutes: 60 }, 'not-a-slot'],
    [{ date: '2025-06-15', time: '10:15', minutes: 30 }, 'not-a-slot'],
    [{ date: '2026-07-02', time: '10:00', minutes: 30 }, 'not-a-slot'],
    [{ date: 'someday', time: '10:00', minutes: 30 }, 'not-a-slot'],
  ])('refuses %j as %s, in words the customer can read', (request, code) => {
    const refusal = whyNotWaitable(rules, request, now);
    expect(refusal?.code).toBe(code);
    expect(refusal?.reason).toMatch(/\.$/);
  });
});

describe('whyNotOffered', () => {
  it('offers a slot more than the cut-off away to anyone waiting', () => {
    expect(whyNotOffered(rules, entry('2025-06-15', '10:00'), now)).toBeNull();
  });

  it('offers a slot inside the cut-off only to those who chose short notice', () => {
    const soon = entry('2025-06-14', '18:00');
    expect(whyNotOffered(rules, soon, now)).toBe('short-notice');
    expect(whyNotOffered(rules, { ...soon, shortNotice: true }, now)).toBeNull();
  });

  it('never offers a slot that has started, short notice or not', () => {
    const started = entry('2025-06-14', '10:00', { shortNotice: true });
    expect(whyNotOffered(rules, started, now)).toBe('started');
    const startingNow = entry('2025-06-14', '10:15', { shortNotice: true });
    expect(whyNotOffered(rules, startingNow, now)).toBe('started');
  });

  it('does not offer a slot on a day the park has closed since', () => {
    expect(whyNotOffered(rules, entry('2025-06-20', '10:00'), now)).toBe('not-bookable');
  });

  it('counts the cut-off to the millisecond: exactly 12 hours ahead is not short notice', () => {
    const evening = entry('2025-06-14', '21:30');
    const twelveBefore = new Date(evening.startsAt.getTime() - 12 * HOUR);
    expect(whyNotOffered(rules, evening, twelveBefore)).toBeNull();
    expect(whyNotOffered(rules, evening, new Date(twelveBefore.getTime() + 1))).toBe(
      'short-notice',
    );
  });
});

describe('nextOffers', () => {
  it('offers a freed slot to whoever joined its list first, and to nobody else', () => {
    const first = entry('2025-06-15', '10:00', { joinedMinutesAgo: 90 });
    const second = entry('2025-06-15', '10:00', { joinedMinutesAgo: 30 });
    expect(nextOffers([second, first], () => rules, now)).toEqual([first]);
  });

  it('passes over someone who may not be offered it yet, to the next who may', () => {
    const first = entry('2025-06-14', '18:00', { joinedMinutesAgo: 90 });
    const second = entry('2025-06-14', '18:00', { joinedMinutesAgo: 30, shortNotice: true });
    expect(nextOffers([first, second], () => rules, now)).toEqual([second]);
  });

  it('gives a freed hour shared by two lists to whoever joined first, and each free slot its own offer', () => {
    const hour = entry('2025-06-15', '10:00', { minutes: 60, joinedMinutesAgo: 30 });
    const half = entry('2025-06-15', '10:30', { joinedMinutesAgo: 90 });
    const elsewhere = entry('2025-06-16', '10:00', { joinedMinutesAgo: 10 });
    expect(nextOffers([hour, half, elsewhere], () => rules, now)).toEqual([half, elsewhere]);
  });

  it('offers the same time on two fields to the first on each, by the rules of each field', () => {
    const first = entry('2025-06-15', '10:00', { joinedMinutesAgo: 90 });
    const paddock = entry('2025-06-15', '10:00', { fieldId: 2, joinedMinutesAgo: 30 });
    const early = entry('2025-06-15', '07:00', { fieldId: 2, joinedMinutesAgo: 20 });
    // The paddock opens at 09:00: its 07:00 is not one it sells, whatever the first field's hours.
    const paddockHours = {
      ...rules,
      hours: {
        weekly: rules.hours.weekly.map((day) => day && { opens: '09:00', closes: '17:00' }),
        seasons: [],
      },
    };
    const rulesOf = (candidate: WaitingEntry) => (candidate.fieldId === 2 ? paddockHours : rules);
    expect(nextOffers([first, paddock, early], rulesOf, now)).toEqual([first, paddock]);
  });

  it('breaks a tie of the same instant by the order of joining (the lower number)', () => {
    const a = entry('2025-06-15', '10:00');
    const b = { ...entry('2025-06-15', '10:00'), createdAt: a.createdAt };
    expect(nextOffers([b, a], () => rules, now)).toEqual([a]);
  });
});

describe('offerHeldUntil and heldUntilWords', () => {
  it('holds an offer for the park’s minutes, but never past the slot’s start', () => {
    const start = new Date('2025-06-15T09:00:00Z');
    expect(offerHeldUntil(now, 15, start)).toEqual(new Date('2025-06-14T09:30:00Z'));
    const soon = new Date('2025-06-14T09:20:00Z');
    expect(offerHeldUntil(now, 15, soon)).toEqual(soon);
  });

  it('says the time in park time, and the day too when it is not today', () => {
    expect(heldUntilWords(new Date('2025-06-14T09:30:00Z'), now, 'Europe/London')).toBe('10:30');
    expect(heldUntilWords(new Date('2025-06-14T23:10:00Z'), now, 'Europe/London')).toBe(
      '00:10 on the 15th of June 2025',
    );
  });
});

describe('waitableTimes', () => {
  it('lists the taken slots that have not started, and nothing free or started', () => {
    const slots = [
      { time: '09:30', available: false },
      { time: '10:00', available: false },
      { time: '10:30', available: false },
      { time: '11:00', available: true },
      { time: '11:30', available: false },
    ];
    expect(waitableTimes(slots, '2025-06-14', '2025-06-14', '10:15')).toEqual(['10:30', '11:30']);
    expect(waitableTimes(slots, '2025-06-15', '2025-06-14', '10:15')).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:30',
    ]);
  });
});
