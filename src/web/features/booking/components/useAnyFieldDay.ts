import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { ParkField } from '../../../../contract/parkFields';
import { formatYearMonth, parseYearMonth, yearMonthOf } from '../../../../domain/calendar';
import { availabilityQuery } from '../../../api/availability';
import { useParkData } from '../../../api/park';
import { isDayShut } from '../../../components/slotPicker/dayStarts';
import type { DayChoice } from '../../../components/slotPicker/useSlotChoice';
import { useParkClock } from '../../../lib/useParkClock';
import { freeFieldsByTime } from './anyFieldTimes';

interface Chosen {
  month: string;
  day: string | null;
}

/**
 * A day of every open field at once: the month's holds of each field, and which of them are
 * free at each time. A day is offered while any field is open on it.
 */
export function useAnyFieldDay(fields: readonly ParkField[]) {
  const { park } = useParkData();
  const clock = useParkClock();
  const { today } = clock;
  const [chosen, setChosen] = useState<Chosen>(() => ({
    month: formatYearMonth(yearMonthOf(today)),
    day: null,
  }));
  const answers = useQueries({
    queries: fields.map((field) => availabilityQuery(chosen.month, field.id)),
  });
  const dayChoice: DayChoice = {
    ...chosen,
    today,
    windowMonths: park.bookingWindowMonths,
    shownMonth: parseYearMonth(chosen.month) ?? yearMonthOf(today),
    isDayDisabled: (date) => fields.every((field) => isDayShut(field, date, today)),
    chooseMonth: (month) => setChosen({ month, day: null }),
    chooseDay: (day) => setChosen((current) => ({ ...current, day })),
  };
  const { day } = chosen;
  const loaded = answers.every((answer) => answer.isSuccess);
  return {
    dayChoice,
    day,
    /** Until every field's holds are known, no field may look free at any time. */
    loading: !loaded,
    failed: answers.some((answer) => answer.isError && !answer.isFetching),
    retry: () => {
      for (const answer of answers) if (answer.isError) void answer.refetch();
    },
    rows:
      day && loaded
        ? freeFieldsByTime(
            fields.map((field, index) => ({ field, held: answers[index]?.data?.busy ?? [] })),
            day,
            clock,
          )
        : [],
  };
}

export type AnyFieldDayChoice = ReturnType<typeof useAnyFieldDay>;
