import { useState } from 'react';
import type { AvailabilityResponse } from '../../../contract/bookings';
import type { PublicPark } from '../../../contract/park';
import {
  formatYearMonth,
  isClosedDate,
  isPastDate,
  parseYearMonth,
  yearMonthOf,
} from '../../../domain/calendar';
import { hoursOn } from '../../../domain/openingHours';
import { daySlots, minutesOf, type SlotMinutes, type SlotState } from '../../../domain/slots';
import { useAvailability } from '../../api/availability';
import { useParkData } from '../../api/park';
import { useParkClock } from '../../lib/useParkClock';

/** A booking being moved: its own slot doesn't count against it. */
interface OwnSlot {
  date: string;
  time: string;
}

interface Chosen {
  month: string;
  day: string | null;
  slot: string | null;
  step: SlotMinutes;
}

/** The slots of a day, each free or not by the month's holds and the park's clock. */
function slotsOfDay(
  park: PublicPark,
  held: AvailabilityResponse['busy'],
  chosen: Chosen,
  clock: { today: string; nowTime: string },
  own: OwnSlot | undefined,
): SlotState[] {
  const { day, step } = chosen;
  if (!day) return [];
  const busy = held
    .filter((hold) => hold.date === day && !(hold.date === own?.date && hold.start === own.time))
    .map((hold) => ({ start: minutesOf(hold.start), end: minutesOf(hold.end) }));
  // The hours of that very day: its weekday's, or its season's; none when closed that day.
  const hours = hoursOn(park.hours, day);
  if (!hours) return [];
  return daySlots({ date: day, step, opens: hours.opens, closes: hours.closes, busy, ...clock });
}

/**
 * A month, a day of it and a slot of that day, chosen in that order: choosing again higher up
 * forgets what was chosen below, so no slot is kept for a day or length it was not offered for.
 */
export function useSlotChoice({
  month,
  step,
  own,
}: {
  month?: string;
  step: SlotMinutes;
  own?: OwnSlot;
}) {
  const { park } = useParkData();
  const clock = useParkClock();
  const { today } = clock;
  const [chosen, setChosen] = useState<Chosen>(() => ({
    month: month ?? formatYearMonth(yearMonthOf(today)),
    day: null,
    slot: null,
    step,
  }));
  const availability = useAvailability(chosen.month);
  return {
    ...chosen,
    today,
    windowMonths: park.bookingWindowMonths,
    shownMonth: parseYearMonth(chosen.month) ?? yearMonthOf(today),
    availability,
    slots: slotsOfDay(park, availability.data?.busy ?? [], chosen, clock, own),
    // Past days, closed days and weekdays (or seasons) with no hours can't be chosen.
    isDayDisabled: (date: string) =>
      isPastDate(date, today) ||
      isClosedDate(date, park.closedDates) ||
      hoursOn(park.hours, date) === null,
    chooseMonth: (next: string) =>
      setChosen((current) => ({ ...current, month: next, day: null, slot: null })),
    chooseDay: (day: string) => setChosen((current) => ({ ...current, day, slot: null })),
    chooseSlot: (slot: string) => setChosen((current) => ({ ...current, slot })),
    chooseStep: (next: SlotMinutes) =>
      setChosen((current) => ({ ...current, step: next, slot: null })),
    /** Someone else took the chosen slot first: forget it and read the month afresh. */
    slotTaken: () => {
      setChosen((current) => ({ ...current, slot: null }));
      void availability.refetch();
    },
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;
