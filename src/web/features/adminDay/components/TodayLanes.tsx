import type { TodayLane, TodayResponse } from '../../../../contract/workspace';
import { dayAndDateInWords } from '../../../../domain/calendar';
import { gateCodeText } from '../../../../domain/doorCodes';
import { EmptyState } from '../../../components/PageState';
import { BookingEntry } from './DayTimeline';
import { FieldLanes } from './FieldLanes';
import styles from './TodayTab.module.css';
import { byId, codeNote, hoursLine } from './todayFacts';

// Today in a park of several fields (decision 114): each field's code, who is on it now and
// next, and its bookings in a lane of its own.

/** Says what kind of code is shown, where it is not simply the day's. */
export function CodeNote({ access }: { access: TodayLane['access'] }) {
  const note = codeNote(access);
  return note ? <span className={styles.codeNote}>{note}</span> : null;
}

/** Each field's code: the gate of each field has its own. */
export function LaneCodes({ today }: { today: TodayResponse }) {
  return (
    <section className={`card ${styles.code}`} aria-labelledby="today-code">
      <h2 id="today-code">{today.lanes.length > 1 ? "Today's gate codes" : "Today's gate code"}</h2>
      <ul className={styles.laneCodes}>
        {today.lanes.map((lane) => (
          <li key={lane.fieldId}>
            <span className={styles.laneName}>{lane.name}</span>
            <span className={styles.laneDigits}>{lane.gateCode}</span>
            <span className={styles.keypad}>On the keypad: {gateCodeText(lane.gateCode)}</span>
            <CodeNote access={lane.access} />
          </li>
        ))}
      </ul>
      <p className={styles.date}>
        {dayAndDateInWords(today.day.date)}
        <br />
        {hoursLine(today.day)}
      </p>
    </section>
  );
}

/** One card's list: a line per field with its booking, or the words for none. */
function PerLane({
  today,
  pick,
  none,
}: {
  today: TodayResponse;
  pick: (lane: TodayLane) => number | null;
  none: string;
}) {
  return (
    <ul className={styles.perLane}>
      {today.lanes.map((lane) => {
        const booking = byId(today, pick(lane));
        return (
          <li key={lane.fieldId}>
            <p className={styles.laneName}>{lane.name}</p>
            {booking ? (
              <BookingEntry booking={booking} inLane />
            ) : (
              <p className={styles.quiet}>{none}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Who is on each field now, and whose booking starts next on each. */
export function LaneNowAndNext({ today }: { today: TodayResponse }) {
  return (
    <div className={styles.nowNext}>
      <section className="card" aria-labelledby="today-now">
        <h2 id="today-now">On the field now</h2>
        <PerLane
          today={today}
          pick={(lane) => lane.onFieldNowId}
          none={`Nobody is booked at ${today.nowTime}.`}
        />
      </section>
      <section className="card" aria-labelledby="today-next">
        <h2 id="today-next">Next</h2>
        <PerLane today={today} pick={(lane) => lane.nextId} none="No more bookings today." />
      </section>
    </div>
  );
}

/** The words on each lane's booking now and its next. */
export function laneMarkers(today: TodayResponse): Record<number, string> {
  const markers: Record<number, string> = {};
  for (const lane of today.lanes) {
    if (lane.onFieldNowId !== null) markers[lane.onFieldNowId] = 'On the field now';
    if (lane.nextId !== null) markers[lane.nextId] = 'Next';
  }
  return markers;
}

/** The day's bookings, a lane per field. */
export function TodayFieldLanes({ today }: { today: TodayResponse }) {
  return (
    <FieldLanes
      day={today.day}
      heading="h3"
      listLabel={(lane) => `Today's bookings on ${lane.name} in time order`}
      nowTime={today.nowTime}
      markers={laneMarkers(today)}
      empty={(lane) => (
        <EmptyState title={`No bookings on ${lane.name} today`}>
          {lane.closedReason
            ? `${lane.name} is closed today: ${lane.closedReason}.`
            : `${lane.name} is free from ${lane.opens} to ${lane.closes}.`}
        </EmptyState>
      )}
    />
  );
}
