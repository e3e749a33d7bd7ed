import { monthGrid, monthLabel, type YearMonth } from '../../../domain/calendar';
import { dateInWords, parseLocalDate } from '../../../domain/dates';
import styles from './SlotPicker.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface Props {
  month: YearMonth;
  selected: string | null;
  isDisabled: (date: string) => boolean;
  onSelect: (date: string) => void;
}

/** The seed's Monday-first, seven-column month; past and closed days can't be chosen. */
export function MonthCalendar({ month, selected, isDisabled, onSelect }: Props) {
  return (
    <fieldset className={styles.calendar}>
      <legend className="visually-hidden">{`Days of ${monthLabel(month)}`}</legend>
      {WEEKDAYS.map((name) => (
        <span key={name} className={styles.weekday} aria-hidden="true">
          {name}
        </span>
      ))}
      {monthGrid(month)
        .flat()
        .map((date, index) =>
          date === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have only their place
            <span key={`blank-${index}`} />
          ) : (
            <button
              key={date}
              type="button"
              className={styles.day}
              aria-label={dateInWords(date)}
              aria-pressed={selected === date}
              disabled={isDisabled(date)}
              onClick={() => onSelect(date)}
            >
              {parseLocalDate(date).day}
            </button>
          ),
        )}
    </fieldset>
  );
}
