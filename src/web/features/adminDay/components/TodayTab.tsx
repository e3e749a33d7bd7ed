import { useState } from 'react';
import type { TodayResponse } from '../../../../contract/workspace';
import { dayAndDateInWords } from '../../../../domain/calendar';
import { localTimeAt } from '../../../../domain/dates';
import { gateCodeText } from '../../../../domain/doorCodes';
import { useToday } from '../../../api/admin/workspaceApi';
import { useParkData } from '../../../api/park';
import { FieldSelect, useFieldsToName } from '../../../components/admin/FieldSelect';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { BookingEntry, DayTimeline, KindLegend } from './DayTimeline';
import { EmailProblemsNotice } from './EmailProblemsNotice';
import { CodeNote, LaneCodes, LaneNowAndNext, TodayFieldLanes } from './TodayLanes';
import styles from './TodayTab.module.css';
import { byId, hoursLine } from './todayFacts';

function GateCode({ today }: { today: TodayResponse }) {
  return (
    <section className={`card ${styles.code}`} aria-labelledby="today-code">
      <h2 id="today-code">Today's gate code</h2>
      <p className={styles.digits}>{today.gateCode}</p>
      <p className={styles.keypad}>On the keypad: {gateCodeText(today.gateCode)}</p>
      <CodeNote access={today.access} />
      <p className={styles.date}>
        {dayAndDateInWords(today.day.date)}
        <br />
        {hoursLine(today.day)}
      </p>
    </section>
  );
}

function NowAndNext({ today }: { today: TodayResponse }) {
  const now = byId(today, today.onFieldNowId);
  const next = byId(today, today.nextId);
  return (
    <div className={styles.nowNext}>
      <section className="card" aria-labelledby="today-now">
        <h2 id="today-now">On the field now</h2>
        {now ? (
          <BookingEntry booking={now} />
        ) : (
          <p className={styles.quiet}>Nobody is booked on the field at {today.nowTime}.</p>
        )}
      </section>
      <section className="card" aria-labelledby="today-next">
        <h2 id="today-next">Next</h2>
        {next ? (
          <BookingEntry booking={next} />
        ) : (
          <p className={styles.quiet}>No more bookings today.</p>
        )}
      </section>
    </div>
  );
}

function Holds({ today }: { today: TodayResponse }) {
  const { park } = useParkData();
  return (
    <section className="card" aria-labelledby="today-holds">
      <h2 id="today-holds">Unpaid holds ({today.holds.length})</h2>
      {today.holds.length === 0 ? (
        <p className={styles.quiet}>No slot today is waiting for payment.</p>
      ) : (
        <ul className={styles.holds}>
          {today.holds.map((hold) => (
            <li key={hold.id}>
              <BookingEntry booking={hold} compact />
              <p className={styles.expiry}>
                Released at{' '}
                <strong>
                  {hold.holdExpiresAt
                    ? localTimeAt(new Date(hold.holdExpiresAt), park.timeZone)
                    : 'any moment'}
                </strong>{' '}
                unless paid
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Tomorrow({ today }: { today: TodayResponse }) {
  const { first } = today.tomorrow;
  return (
    <section className="card" aria-labelledby="today-tomorrow">
      <h2 id="today-tomorrow">Tomorrow's first booking</h2>
      <p className={styles.quiet}>{dayAndDateInWords(today.tomorrow.date)}</p>
      {first ? (
        <BookingEntry booking={first} />
      ) : (
        <p className={styles.quiet}>No bookings tomorrow yet.</p>
      )}
    </section>
  );
}

/** The day of a park of one field: its bookings to scale and in order. */
function OneFieldDay({ today }: { today: TodayResponse }) {
  const markers: Record<number, string> = {};
  if (today.onFieldNowId !== null) markers[today.onFieldNowId] = 'On the field now';
  if (today.nextId !== null) markers[today.nextId] = 'Next';
  const { day } = today;
  return (
    <DayTimeline
      day={day}
      label="Today's bookings in time order"
      nowTime={today.nowTime}
      markers={markers}
      empty={
        <EmptyState title="No bookings today">
          {day.closedReason
            ? `The field is closed today: ${day.closedReason}.`
            : `The field is free from ${day.opens} to ${day.closes}. New bookings show here as they are made.`}
        </EmptyState>
      }
    />
  );
}

/**
 * The day at a glance: the gate code, who is on now and next, the day to scale, holds, tomorrow.
 * With several fields, each field has its code, now and next, and a lane; a select shows one.
 */
export function TodayTab() {
  const fields = useFieldsToName();
  const [field, setField] = useState<number | null>(null);
  const today = useToday(field);
  return (
    <>
      {today.isSuccess && <EmailProblemsNotice />}
      {fields.length > 0 && (
        <div className={styles.filter}>
          <FieldSelect fields={fields} value={field} onChange={setField} noneLabel="All fields" />
        </div>
      )}
      {today.isSuccess ? (
        <TodayView today={today.data} />
      ) : (
        <QueryWaiting
          query={today}
          loading="Loading today…"
          failed="We can't load today's bookings right now."
        />
      )}
    </>
  );
}

function TodayView({ today }: { today: TodayResponse }) {
  const lanes = today.lanes.length > 0;
  return (
    <div className={styles.today}>
      {lanes ? <LaneCodes today={today} /> : <GateCode today={today} />}
      {lanes ? <LaneNowAndNext today={today} /> : <NowAndNext today={today} />}
      <section className={`card ${styles.day}`} aria-labelledby="today-bookings">
        <h2 id="today-bookings">Today's bookings ({today.day.bookings.length})</h2>
        {today.day.bookings.length > 0 && <KindLegend />}
        {lanes ? <TodayFieldLanes today={today} /> : <OneFieldDay today={today} />}
      </section>
      <Holds today={today} />
      <Tomorrow today={today} />
    </div>
  );
}
