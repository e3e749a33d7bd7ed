import { useId } from 'react';
import type { SeriesPreview } from '../../../../contract/series';
import { SERIES_WEEKS } from '../../../../domain/series';
import { CheckField } from '../../../components/CheckField';
import { formStyles } from '../../../components/Field';
import styles from './booking.module.css';
import { shortDay } from './summaryWords';

const WEEK_CHOICES = Array.from(
  { length: SERIES_WEEKS.max - SERIES_WEEKS.min + 1 },
  (_, index) => SERIES_WEEKS.min + index,
);

interface Props {
  /** Null while the booking is for one day only. */
  weeks: number | null;
  onWeeks: (weeks: number | null) => void;
  preview: SeriesPreview | undefined;
}

/** Each week of the series, and why a week is left out: said before paying, never silently. */
function WeekList({ preview }: { preview: SeriesPreview }) {
  const left = preview.weeks.filter((week) => !week.free).length;
  return (
    <>
      <ul className={styles.weeks} aria-label="Weeks">
        {preview.weeks.map((week) => (
          <li key={week.date} data-free={week.free || undefined}>
            <span>{shortDay(week.date)}</span>
            <span>{week.free ? 'Free' : `${week.why}: left out`}</span>
          </li>
        ))}
      </ul>
      {left > 0 && (
        <p className={styles.weeksNote}>
          {left === 1 ? 'One week is' : `${left} weeks are`} left out: you pay only for the free
          ones.
        </p>
      )}
    </>
  );
}

/**
 * "Repeat weekly": the same slot for 2 to 12 weeks, paid at once (decision 100). Each week
 * becomes a booking of its own; the weeks that can't be had are listed and left out.
 */
export function RepeatWeekly({ weeks, onWeeks, preview }: Props) {
  const id = useId();
  return (
    <div className={styles.repeat}>
      <CheckField
        label="Repeat weekly"
        checked={weeks !== null}
        onChange={(on) => onWeeks(on ? 4 : null)}
      />
      {weeks !== null && (
        <>
          <div className={formStyles.field}>
            <label htmlFor={id}>For how many weeks</label>
            <select id={id} value={weeks} onChange={(event) => onWeeks(Number(event.target.value))}>
              {WEEK_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {count} weeks
                </option>
              ))}
            </select>
          </div>
          {preview && <WeekList preview={preview} />}
        </>
      )}
    </div>
  );
}
