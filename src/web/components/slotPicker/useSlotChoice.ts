import { useState } from 'react';
import { formatYearMonth, parseYearMonth, yearMonthOf } from '../../../domain/calendar';
import { useAvailability } from '../../api/availability';
import { useParkData } from '../../api/park';
import { useParkClock } from '../../lib/useParkClock';
import { type DayRules, dayStarts, isDayShut, type OwnSlot } from './dayStarts';

interface Chosen {
  month: string;
  day: string | null;
  slot: string | null;
  /** The session's length in minutes. */
  step: number;
}

/** A day and time already chosen elsewhere (the "any field" view), to start from. */
export interface ChosenStart {
  day: string;
  slot: string | null;
}

/**
 * A month, a day of it and a slot of that day, chosen in that order: choosing again higher up
 * forgets what was chosen below, so no slot is kept for a day or length it was not offered for.
 * The day's times are the field's (`rules`), asked for by `fieldId`; without them, the park's
 * own: its one field, never named.
 */
export function useSlotChoice({
  month,
  step,
  own,
  rules,
  fieldId,
  start,
}: {
  month?: string;
  step: number;
  own?: OwnSlot;
  rules?: DayRules;
  fieldId?: number;
  start?: ChosenStart;
}) {
  const { park } = useParkData();
  const dayRules = rules ?? {
    hours: park.hours,
    closedDates: park.closedDates,
    startStepMinutes: null,
  };
  const clock = useParkClock();
  const { today } = clock;
  const [chosen, setChosen] = useState<Chosen>(() => ({
    month: month ?? (start ? start.day.slice(0, 7) : formatYearMonth(yearMonthOf(today))),
    day: start?.day ?? null,
    slot: start?.slot ?? null,
    step,
  }));
  const availability = useAvailability(chosen.month, fieldId);
  const { day } = chosen;
  return {
    ...chosen,
    today,
    windowMonths: park.bookingWindowMonths,
    shownMonth: parseYearMonth(chosen.month) ?? yearMonthOf(today),
    availability,
    slots: day
      ? dayStarts({
          rules: dayRules,
          held: availability.data?.busy ?? [],
          day,
          length: chosen.step,
          clock,
          own,
        })
      : [],
    isDayDisabled: (date: string) => isDayShut(dayRules, date, today),
    chooseMonth: (next: string) =>
      setChosen((current) => ({ ...current, month: next, day: null, slot: null })),
    chooseDay: (next: string) => setChosen((current) => ({ ...current, day: next, slot: null })),
    chooseSlot: (slot: string) => setChosen((current) => ({ ...current, slot })),
    chooseStep: (next: number) => setChosen((current) => ({ ...current, step: next, slot: null })),
    /** Someone else took the chosen slot first: forget it and read the month afresh. */
    slotTaken: () => {
      setChosen((current) => ({ ...current, slot: null }));
      void availability.refetch();
    },
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;

/** The month and day part of a choice: what the calendar above the times needs. */
export type DayChoice = Pick<
  SlotChoice,
  | 'month'
  | 'day'
  | 'today'
  | 'windowMonths'
  | 'shownMonth'
  | 'isDayDisabled'
  | 'chooseMonth'
  | 'chooseDay'
>;
