import type { FreeDayTimes } from '../../../../contract/freeTimes';
import { FreeTimeLink } from './FreeTimeLink';
import styles from './freeTimes.module.css';

interface Props {
  fieldId: number;
  fieldName: string | null;
  minutes: number;
  date: string;
  /** Undefined while the times are on their way: the day keeps its place meanwhile. */
  day: FreeDayTimes | undefined;
  today: string;
  /** Every time of the day, on as many lines as they take; otherwise one line of the first. */
  all?: boolean;
  /** Said instead of the times when they can't be had (no connection, no answer). */
  unavailable?: string | null;
}

function noneWords(day: FreeDayTimes, today: string): string {
  if (day.closed) return 'Closed';
  return day.date === today ? 'No free times left today' : 'No free times';
}

/** One field's free times on one day, each a link to book it. */
export function DayTimes({
  fieldId,
  fieldName,
  minutes,
  date,
  day,
  today,
  all,
  unavailable,
}: Props) {
  if (unavailable) return <p className={styles.none}>{unavailable}</p>;
  if (!day) return <div className={styles.times} aria-hidden="true" />;
  if (day.times.length === 0) return <p className={styles.none}>{noneWords(day, today)}</p>;
  return (
    <ul className={`${styles.times} ${all ? styles.allTimes : ''}`}>
      {day.times.map((time) => (
        <li key={time}>
          <FreeTimeLink choice={{ fieldId, day: date, time, minutes }} fieldName={fieldName} />
        </li>
      ))}
    </ul>
  );
}
