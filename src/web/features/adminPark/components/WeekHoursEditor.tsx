import { type ReactNode, useId, useRef } from 'react';
import type { z } from 'zod';
import type { dayHoursSchema } from '../../../../contract/hours';
import { WEEKDAYS } from '../../../../domain/calendar';
import { cardColumns, cardTable } from '../../../components/admin/cards';
import { formStyles } from '../../../components/Field';
import styles from './settings.module.css';
import type { FieldErrors } from './useSectionForm';

type DayHours = z.input<typeof dayHoursSchema>;
export type WeekHours = DayHours[];

/** The hours a closed day gets when it is opened again and has none to go back to. */
const FIRST_HOURS = { opens: '09:00', closes: '17:00' } as const;

const HEADERS = ['Day', 'Open', 'Opens', 'Closes'];

interface Props {
  /** The table's caption, which names it for screen readers and tests. */
  caption: string;
  week: WeekHours;
  onChange: (week: WeekHours) => void;
  errors: FieldErrors;
  /** Where the week stands in the section's value: errors come keyed under it. */
  path: string;
}

interface DayProps {
  name: string;
  day: DayHours;
  onChange: (day: DayHours) => void;
  errors: { opens: string | null; closes: string | null };
  onToggle: (open: boolean) => void;
}

/**
 * An input in a cell of the table. Sighted people read its row and column headers; its own
 * label says both at once ("Monday opens"), for screen readers and tests.
 */
function Cell({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <td>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {children(id)}
    </td>
  );
}

function TimeBox({
  id,
  value,
  error,
  errorId,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  errorId: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      id={id}
      type="time"
      className={styles.time}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** One weekday: open or closed, and when. */
function DayRow({ name, day, onChange, errors, onToggle }: DayProps) {
  const errorId = useId();
  const error = errors.opens ?? errors.closes;
  return (
    <>
      <tr>
        <th scope="row">
          <span className={styles.longDay}>{name}</span>
          <span className={styles.shortDay} aria-hidden="true">
            {name.slice(0, 3)}
          </span>
        </th>
        <Cell label={`Open on ${name}`}>
          {(id) => (
            <input
              id={id}
              type="checkbox"
              className={styles.tick}
              checked={day !== null}
              onChange={(event) => onToggle(event.target.checked)}
            />
          )}
        </Cell>
        {day ? (
          <>
            <Cell label={`${name} opens`}>
              {(id) => (
                <TimeBox
                  id={id}
                  value={day.opens}
                  error={errors.opens}
                  errorId={errorId}
                  onChange={(opens) => onChange({ ...day, opens })}
                />
              )}
            </Cell>
            <Cell label={`${name} closes`}>
              {(id) => (
                <TimeBox
                  id={id}
                  value={day.closes}
                  error={errors.closes}
                  errorId={errorId}
                  onChange={(closes) => onChange({ ...day, closes })}
                />
              )}
            </Cell>
          </>
        ) : (
          <td colSpan={2} className={styles.closed} data-label="Hours">
            Closed
          </td>
        )}
      </tr>
      {error && (
        <tr>
          <td colSpan={4} data-label="">
            <p id={errorId} className={formStyles.error}>
              {name}: {error}
            </p>
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * A week of opening hours, Monday first: for each day whether the field opens, and from when
 * to when. The park's usual week and each season's are edited with it.
 */
export function WeekHoursEditor({ caption, week, onChange, errors, path }: Props) {
  // A day closed by mistake and opened again gets back the hours it had.
  const last = useRef<DayHours[]>([...week]);
  const change = (index: number, day: DayHours) => {
    if (week[index]) last.current[index] = week[index];
    onChange(week.map((old, at) => (at === index ? day : old)));
  };
  const errorOf = (index: number, end: 'opens' | 'closes') =>
    errors[`${path}.${index}.${end}`] ??
    (end === 'closes' ? (errors[`${path}.${index}`] ?? null) : null);
  return (
    <div className={styles.scroll}>
      <table className={`${styles.week} ${cardTable}`} style={cardColumns(HEADERS)}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((name, index) => (
            <DayRow
              key={name}
              name={name}
              day={week[index] ?? null}
              onChange={(day) => change(index, day)}
              errors={{ opens: errorOf(index, 'opens'), closes: errorOf(index, 'closes') }}
              onToggle={(open) => change(index, open ? (last.current[index] ?? FIRST_HOURS) : null)}
            />
          ))}
        </tbody>
      </table>
      {errors[path] && <p className={formStyles.error}>{errors[path]}</p>}
    </div>
  );
}
