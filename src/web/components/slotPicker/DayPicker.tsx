import { MonthCalendar } from './MonthCalendar';
import { MonthSelect } from './MonthSelect';
import type { DayChoice } from './useSlotChoice';

/** The month, then a day of it: above one field's times, or above every field's. */
export function DayPicker({ choice }: { choice: DayChoice }) {
  return (
    <>
      <MonthSelect
        today={choice.today}
        months={choice.windowMonths}
        value={choice.month}
        onChange={choice.chooseMonth}
      />
      <MonthCalendar
        month={choice.shownMonth}
        selected={choice.day}
        isDisabled={choice.isDayDisabled}
        onSelect={choice.chooseDay}
      />
    </>
  );
}
