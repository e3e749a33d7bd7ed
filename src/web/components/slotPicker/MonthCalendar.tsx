import { dayAndDateInWords, monthGrid, monthLabel, type YearMonth } from '../../../domain/calendar';
import { parseLocalDate } from '../../../domain/dates';
import styles from './SlotPicker.module.css';
import { useRovingGrid } from './useRovingGrid';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * '14, Saturday 14th of June 2025, available': it starts with the number the button shows, so
 * that people who speak the button's words to choose it are understood.
 */
export function dayName(date: string, disabled: boolean): string {
  const state = disabled ? 'unavailable' : 'available';
  return `${parseLocalDate(date).day}, ${dayAndDateInWords(date)}, ${state}`;
}

interface Props {
  month: YearMonth;
  selected: string | null;
  isDisabled: (date: string) => boolean;
  onSelect: (date: string) => void;
}

/** The seed's Monday-first, seven-column month; past and closed days can't be chosen. */
export function MonthCalendar({ month, selected, isDisabled, onSelect }: Props) {
  const dates = monthGrid(month).flat();
  const cells = dates.map((date) => ({ key: date, enabled: date !== null && !isDisabled(date) }));
  const grid = useRovingGrid(cells, WEEKDAYS.length, selected);
  return (
    <fieldset className={styles.calendar}>
      <legend className="visually-hidden">{`Days of ${monthLabel(month)}`}</legend>
      {WEEKDAYS.map((name) => (
        <span key={name} className={styles.weekday} aria-hidden="true">
          {name}
        </span>
      ))}
      {dates.map((date, index) => {
        if (date === null) {
          // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have only their place
          return <span key={`blank-${index}`} />;
        }
        const disabled = isDisabled(date);
        return (
          <button
            key={date}
            type="button"
            className={styles.day}
            aria-label={dayName(date, disabled)}
            aria-pressed={selected === date}
            disabled={disabled}
            onClick={() => onSelect(date)}
            {...grid.cellProps(index, date)}
          >
            {parseLocalDate(date).day}
          </button>
        );
      })}
    </fieldset>
  );
}
