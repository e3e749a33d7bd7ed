import type { ParkField } from '../../../../contract/parkFields';
import { dateInWords } from '../../../../domain/dates';
import { FormError } from '../../../components/Field';
import { DayPicker } from '../../../components/slotPicker/DayPicker';
import type { FreeField, TimeRow } from './anyFieldTimes';
import type { FieldStart } from './FieldBooking';
import styles from './fieldChoice.module.css';
import { lengthOnButton } from './sessionLengths';
import { type AnyFieldDayChoice, useAnyFieldDay } from './useAnyFieldDay';

const TIMES_FAILED = "We can't load the free slots right now. Please try again in a minute.";

type OnPick = (field: ParkField, start: FieldStart) => void;

/** A field free at a time: its name, and a button for each length it is free for. */
function FreeAt({
  day,
  time,
  free,
  onPick,
}: {
  day: string;
  time: string;
  free: FreeField;
  onPick: OnPick;
}) {
  const { field } = free;
  return (
    <div className={styles.freeField}>
      <span className={styles.fieldName}>{field.name}</span>
      {free.lengths.map((minutes) => (
        <button
          key={minutes}
          type="button"
          className={styles.pick}
          // The time and field said first, so each button makes sense on its own.
          aria-label={`${time}, ${field.name}, ${lengthOnButton(minutes)}`}
          onClick={() => onPick(field, { day, slot: time, minutes })}
        >
          {lengthOnButton(minutes)}
        </button>
      ))}
    </div>
  );
}

function TimeRows({ day, rows, onPick }: { day: string; rows: TimeRow[]; onPick: OnPick }) {
  if (rows.length === 0) return <p>No field is open on this day. Please choose another day.</p>;
  return (
    <>
      <ul className={styles.times} aria-label="Free fields at each time">
        {rows.map(({ time, free }) => (
          <li key={time} className={styles.timeRow}>
            <span className={styles.time}>{time}</span>
            {free.length === 0 ? (
              <span className={styles.taken}>Taken</span>
            ) : (
              <div className={styles.free}>
                {free.map((one) => (
                  <FreeAt key={one.field.id} day={day} time={time} free={one} onPick={onPick} />
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      {rows.every((row) => row.free.length === 0) && (
        <p>Every time of this day is taken or has started. Please choose another day.</p>
      )}
    </>
  );
}

/** The day's times once every field's holds are known; a note and Try again if they can't be. */
function DayTimes({ choice, onPick }: { choice: AnyFieldDayChoice; onPick: OnPick }) {
  const { day } = choice;
  if (!day) return null;
  if (choice.failed) {
    return (
      <div className={styles.failed}>
        <FormError message={TIMES_FAILED} />
        <button type="button" className="button button--quiet" onClick={choice.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (choice.loading) return <p role="status">Loading the free slots…</p>;
  return <TimeRows day={day} rows={choice.rows} onPick={onPick} />;
}

/**
 * "Any field": a day of every open field, each time with the fields free at it and for how
 * long. Choosing one books that field: the page moves to its view with the day, time and
 * length chosen.
 */
export function AnyFieldDay({ fields, onPick }: { fields: readonly ParkField[]; onPick: OnPick }) {
  const choice = useAnyFieldDay(fields);
  return (
    <section
      className={`card ${styles.anyField}`}
      aria-label="Choose a day and a time on any field"
    >
      <DayPicker choice={choice.dayChoice} />
      {choice.day && <h3 className={styles.dayTitle}>{dateInWords(choice.day)}</h3>}
      <DayTimes choice={choice} onPick={onPick} />
    </section>
  );
}
