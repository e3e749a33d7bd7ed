import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ParkField } from '../../../../contract/parkFields';
import { pagePaths } from '../../../../contract/routes';
import { addDays, isInWindow } from '../../../../domain/calendar';
import { isLocalDate } from '../../../../domain/dates';
import { lengthBeforeNoun } from '../../../../domain/fieldSales';
import { firstLength } from '../../../../domain/freeTimes';
import { useFreeTimes } from '../../../api/freeTimes';
import { useParkData, useParkToday } from '../../../api/park';
import { dayInWords } from '../../../lib/chosenTime';
import { useOnline } from '../../../lib/connection';
import { offersFieldChoice, openFields } from '../../../lib/parkFields';
import { usePageTitle } from '../../../lib/usePageTitle';
import { DayTimes } from './DayTimes';
import styles from './freeTimes.module.css';

/** The day the address asks for (`?day=2026-12-01`), today when none, or one gone by. */
function useShownDay(today: string, windowMonths: number): string {
  const [params] = useSearchParams();
  const asked = params.get('day');
  if (!asked || !isLocalDate(asked) || asked < today) return today;
  return isInWindow(asked, today, windowMonths) ? asked : today;
}

function DayMoves({
  day,
  today,
  windowMonths,
}: {
  day: string;
  today: string;
  windowMonths: number;
}) {
  const before = addDays(day, -1);
  const after = addDays(day, 1);
  return (
    <nav className={styles.dayMoves} aria-label="Days">
      <h2>{day === today ? `Today, ${dayInWords(day)}` : dayInWords(day)}</h2>
      {day > today ? (
        <Link className="button button--quiet button--small" to={`?day=${before}`}>
          Previous day
        </Link>
      ) : (
        <span />
      )}
      {isInWindow(after, today, windowMonths) && (
        <Link className="button button--quiet button--small" to={`?day=${after}`}>
          Next day
        </Link>
      )}
    </nav>
  );
}

function FieldDay(props: {
  field: ParkField;
  named: boolean;
  day: string;
  today: string;
  free: ReturnType<typeof useFreeTimes>;
  unavailable: string | null;
}) {
  const { field, named, day, free } = props;
  const titleId = useId();
  const mine = free.data?.fields.find((each) => each.id === field.id);
  const minutes = mine?.minutes ?? firstLength(field.lengths);
  // Kept from the day before until the next day's answer comes: not shown as this day's.
  const shown = mine?.days.find((each) => each.date === day);
  return (
    <section className={`card ${styles.field}`} aria-labelledby={named ? titleId : undefined}>
      {named && <h3 id={titleId}>{field.name}</h3>}
      <p className={styles.note}>
        Start times for {lengthBeforeNoun(minutes, '-')} sessions; choose another length when you
        book.
      </p>
      <DayTimes
        fieldId={field.id}
        fieldName={named ? field.name : null}
        minutes={minutes}
        date={day}
        day={shown}
        today={props.today}
        all
        unavailable={props.unavailable}
      />
    </section>
  );
}

/**
 * Every free time of a day, field by field, for anyone (decision 121): read only, no names.
 * Choosing a time books it, after signing up or in.
 */
export function FreeTimesPage() {
  usePageTitle('Free times');
  const { park } = useParkData();
  const today = useParkToday();
  const online = useOnline();
  const day = useShownDay(today, park.bookingWindowMonths);
  const free = useFreeTimes({ from: day, days: 1 });
  const fields = openFields(park);
  const named = offersFieldChoice(park);
  const unavailable = !online
    ? 'Free times show when you are online.'
    : free.isError && !free.data
      ? "Free times can't be shown just now."
      : null;
  return (
    <>
      <h1>Free times</h1>
      <p>
        Choose a time to book it. New here? You'll make an account first; it takes a minute. See the{' '}
        <Link to={pagePaths.home}>home page</Link> for prices.
      </p>
      <DayMoves day={day} today={today} windowMonths={park.bookingWindowMonths} />
      {fields.length === 0 ? (
        <p>No field is taking bookings just now. Please look again soon.</p>
      ) : (
        <div className={styles.section}>
          {fields.map((field) => (
            <FieldDay
              key={field.id}
              field={field}
              named={named}
              day={day}
              today={today}
              free={free}
              unavailable={unavailable}
            />
          ))}
        </div>
      )}
    </>
  );
}

export { FreeTimesPage as Component };
