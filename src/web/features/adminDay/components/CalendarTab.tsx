import { useState } from 'react';
import type { WorkspaceDay } from '../../../../contract/workspace';
import { addDays, dayAndDateInWords } from '../../../../domain/calendar';
import { weekStartOf } from '../../../../domain/dayPlan';
import { useCalendar } from '../../../api/admin/workspaceApi';
import { useParkToday } from '../../../api/park';
import { FieldSelect, useFieldsToName } from '../../../components/admin/FieldSelect';
import { QueryWaiting } from '../../../components/PageState';
import styles from './CalendarTab.module.css';
import { BookingEntry, DayTimeline, KindLegend } from './DayTimeline';
import { FieldLanes, laneBookings, laneHours } from './FieldLanes';

type View = 'week' | 'day';

const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Local dates are formatted at UTC midnight, so the device's zone can't move them a day. */
const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

function hoursLine(day: WorkspaceDay): string {
  return day.closedReason ? `Closed: ${day.closedReason}` : `${day.opens}–${day.closes}`;
}

function WeekDay({
  day,
  isToday,
  onShowDay,
}: {
  day: WorkspaceDay;
  isToday: boolean;
  onShowDay: () => void;
}) {
  const headingId = `calendar-day-${day.date}`;
  const closed = day.closedReason !== null;
  return (
    <section
      className={`${styles.column} ${closed ? styles.closed : ''} ${isToday ? styles.today : ''}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className={styles.dayHeading}>
        <button
          type="button"
          className={styles.dayButton}
          onClick={onShowDay}
          aria-current={isToday ? 'date' : undefined}
        >
          {shortDay.format(asUtc(day.date))}
          {isToday && <span className={styles.todayWord}> (today)</span>}
          <span className="visually-hidden">: show the day</span>
        </button>
      </h3>
      <p className={styles.hoursLine}>{hoursLine(day)}</p>
      {day.lanes.length > 0 ? (
        <WeekLanes day={day} />
      ) : day.bookings.length === 0 ? (
        <p className={styles.none}>No bookings</p>
      ) : (
        <ol
          className={styles.bookings}
          aria-label={`Bookings, ${shortDay.format(asUtc(day.date))}`}
        >
          {day.bookings.map((booking) => (
            <li key={booking.id}>
              <BookingEntry booking={booking} compact />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A day of the week in a park of several fields: each field's bookings under its name. */
function WeekLanes({ day }: { day: WorkspaceDay }) {
  const words = shortDay.format(asUtc(day.date));
  return (
    <div className={styles.weekLanes}>
      {day.lanes.map((lane) => {
        const bookings = laneBookings(day, lane);
        return (
          <div key={lane.fieldId} className={styles.weekLane}>
            <h4 className={styles.laneName}>{lane.name}</h4>
            {lane.closedReason && <p className={styles.hoursLine}>{laneHours(lane)}</p>}
            {bookings.length === 0 ? (
              <p className={styles.none}>No bookings</p>
            ) : (
              <ol className={styles.bookings} aria-label={`Bookings on ${lane.name}, ${words}`}>
                {bookings.map((booking) => (
                  <li key={booking.id}>
                    <BookingEntry booking={booking} compact inLane />
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
    </div>
  );
}

function Week({
  days,
  today,
  onShowDay,
}: {
  days: WorkspaceDay[];
  today: string;
  onShowDay: (date: string) => void;
}) {
  return (
    <div className={styles.weekBox}>
      <div className={styles.week}>
        {days.map((day) => (
          <WeekDay
            key={day.date}
            day={day}
            isToday={day.date === today}
            onShowDay={() => onShowDay(day.date)}
          />
        ))}
      </div>
    </div>
  );
}

function OneDay({ day }: { day: WorkspaceDay }) {
  const closed = day.closedReason !== null;
  return (
    <section className={`card ${styles.oneDay}`} aria-labelledby="calendar-one-day">
      <h3 id="calendar-one-day">{dayAndDateInWords(day.date)}</h3>
      <p className={closed ? styles.closedLine : styles.hoursLine}>
        {closed ? `Closed: ${day.closedReason}` : `Open ${day.opens} to ${day.closes}`}
      </p>
      {day.lanes.length > 0 ? (
        <FieldLanes
          day={day}
          heading="h4"
          listLabel={(lane) =>
            `Bookings on ${lane.name}, ${dayAndDateInWords(day.date)}, in time order`
          }
          empty={(lane) => <p className={styles.none}>No bookings on {lane.name} this day.</p>}
        />
      ) : (
        <DayTimeline
          day={day}
          label={`Bookings of ${dayAndDateInWords(day.date)} in time order`}
          empty={<p className={styles.none}>No bookings this day.</p>}
        />
      )}
    </section>
  );
}

function rangeWords(view: View, from: string): string {
  if (view === 'day') return dayAndDateInWords(from);
  return `Week of ${longDay.format(asUtc(from))}`;
}

/**
 * Every booking of a week or a day; a week starts on Monday. With several fields, each field
 * has a lane, and a select shows one field alone.
 */
export function CalendarTab() {
  const today = useParkToday();
  const fields = useFieldsToName();
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(today);
  const [field, setField] = useState<number | null>(null);
  const from = view === 'week' ? weekStartOf(anchor) : anchor;
  const days = view === 'week' ? 7 : 1;
  const calendar = useCalendar(from, days, field);
  const unit = view === 'week' ? 'week' : 'day';

  return (
    <div className={styles.calendar}>
      <div className={styles.toolbar}>
        <fieldset className={styles.switch}>
          <legend className="visually-hidden">View</legend>
          {(['week', 'day'] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              className={styles.switchButton}
              aria-pressed={view === choice}
              onClick={() => setView(choice)}
            >
              {choice === 'week' ? 'Week' : 'Day'}
            </button>
          ))}
        </fieldset>
        <div className={styles.moves}>
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => setAnchor(addDays(anchor, -days))}
          >
            Previous {unit}
          </button>
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => setAnchor(today)}
          >
            Today
          </button>
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => setAnchor(addDays(anchor, days))}
          >
            Next {unit}
          </button>
        </div>
        {fields.length > 0 && (
          <FieldSelect fields={fields} value={field} onChange={setField} noneLabel="All fields" />
        )}
      </div>
      <h2 className={styles.range} aria-live="polite">
        {rangeWords(view, from)}
      </h2>
      <KindLegend />
      {calendar.isSuccess ? (
        view === 'week' ? (
          <Week
            days={calendar.data.days}
            today={calendar.data.today}
            onShowDay={(date) => {
              setAnchor(date);
              setView('day');
            }}
          />
        ) : (
          calendar.data.days[0] && <OneDay day={calendar.data.days[0]} />
        )
      ) : (
        <QueryWaiting
          query={calendar}
          loading="Loading the calendar…"
          failed="We can't load the calendar right now."
        />
      )}
    </div>
  );
}
