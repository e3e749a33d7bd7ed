import { useId } from 'react';
import { Link } from 'react-router';
import type { FreeTimesResponse } from '../../../../contract/freeTimes';
import type { ParkField } from '../../../../contract/parkFields';
import { pagePaths } from '../../../../contract/routes';
import { addDays, weekdayOf } from '../../../../domain/calendar';
import { firstLength } from '../../../../domain/freeTimes';
import { useFreeTimes } from '../../../api/freeTimes';
import { useParkData, useParkToday } from '../../../api/park';
import { useOnline } from '../../../lib/connection';
import { offersFieldChoice, openFields } from '../../../lib/parkFields';
import { DayTimes } from './DayTimes';
import styles from './freeTimes.module.css';

/** Today and the next two days: what fits the home page's second screen on a phone. */
const HOME_DAYS = 3;
/** One line of times a day on a 360 px phone. */
const HOME_TIMES_A_DAY = 4;

function dayName(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return weekdayOf(date);
}

function FieldDays({
  field,
  named,
  free,
  today,
  unavailable,
}: {
  field: ParkField;
  named: boolean;
  free: FreeTimesResponse['fields'][number] | undefined;
  today: string;
  unavailable: string | null;
}) {
  const titleId = useId();
  const dates = Array.from({ length: HOME_DAYS }, (_, i) => addDays(today, i));
  return (
    <section className={styles.field} aria-labelledby={named ? titleId : undefined}>
      {named && <h3 id={titleId}>{field.name}</h3>}
      {dates.map((date) => (
        <div key={date} className={styles.day}>
          <p className={styles.dayName}>{dayName(date, today)}</p>
          <DayTimes
            fieldId={field.id}
            fieldName={named ? field.name : null}
            minutes={free?.minutes ?? firstLength(field.lengths)}
            date={date}
            day={free?.days.find((day) => day.date === date)}
            today={today}
            unavailable={unavailable}
          />
        </div>
      ))}
    </section>
  );
}

/**
 * The home page's next free times (decision 121): each open field (named where there are
 * several), today and the next two days, the first few times each. The page is laid out before
 * they come, so their coming moves nothing.
 */
export function FreeTimesSection() {
  const { park } = useParkData();
  const today = useParkToday();
  const online = useOnline();
  const free = useFreeTimes({ days: HOME_DAYS, per: HOME_TIMES_A_DAY });
  const fields = openFields(park);
  if (fields.length === 0) return null;
  const named = offersFieldChoice(park);
  const unavailable = !online
    ? 'Free times show when you are online.'
    : free.isError && !free.data
      ? "Free times can't be shown just now."
      : null;
  return (
    <section aria-labelledby="free-times-title" className={`card ${styles.section}`}>
      <h2 id="free-times-title">Free times</h2>
      {fields.map((field) => (
        <FieldDays
          key={field.id}
          field={field}
          named={named}
          free={free.data?.fields.find((each) => each.id === field.id)}
          today={free.data?.today ?? today}
          unavailable={unavailable}
        />
      ))}
      <p className={styles.note}>
        <Link to={pagePaths.freeTimes}>See all free times</Link>
      </p>
    </section>
  );
}
