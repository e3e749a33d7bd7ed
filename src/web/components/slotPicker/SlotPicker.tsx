import type { ReactNode } from 'react';
import { FormError } from '../Field';
import { MonthCalendar } from './MonthCalendar';
import { MonthSelect } from './MonthSelect';
import styles from './SlotPicker.module.css';
import type { SlotChoice } from './useSlotChoice';

const SLOTS_FAILED = "We can't load the free slots right now. Please try again in a minute.";

/** The day's slots in four columns; taken and started ones can't be chosen. */
function DaySlots({ choice }: { choice: SlotChoice }) {
  if (choice.availability.isError) return <FormError message={SLOTS_FAILED} />;
  // Until the month's holds are known, no slot may look free.
  if (choice.availability.isPending) return <p aria-live="polite">Loading the free slots…</p>;
  return (
    <fieldset className={styles.slots}>
      <legend className="visually-hidden">Time slots</legend>
      {choice.slots.map((slot) => (
        <button
          key={slot.time}
          type="button"
          className={styles.slot}
          aria-pressed={choice.slot === slot.time}
          disabled={!slot.available}
          onClick={() => choice.chooseSlot(slot.time)}
        >
          {slot.time}
        </button>
      ))}
    </fieldset>
  );
}

interface Props {
  choice: SlotChoice;
  /** What goes between the calendar and the slots once a day is chosen. */
  dayOptions?: (day: string) => ReactNode;
}

/** A month, a day and a slot: for a new booking as for moving one. */
export function SlotPicker({ choice, dayOptions }: Props) {
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
      {choice.day && (
        <>
          {dayOptions?.(choice.day)}
          <DaySlots choice={choice} />
        </>
      )}
    </>
  );
}
