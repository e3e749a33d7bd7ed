import { useState } from 'react';
import type { DoorCodeWeekView } from '../../../contract/admin';
import { gateCodeText } from '../../../domain/doorCodes';
import { useChangeCode, useCodes } from '../../api/admin';
import { ApiRequestError } from '../../api/client';
import { Field, FormError, formStyles } from '../../components/Field';
import { shortDate } from '../../lib/formats';
import { AdminTable } from './AdminTable';
import styles from './admin.module.css';

function ChangeCode({
  month,
  week,
  onDone,
}: {
  month: string;
  week: DoorCodeWeekView;
  onDone: (text: string) => void;
}) {
  const [code, setCode] = useState('');
  const [notify, setNotify] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeCode();
  const save = (random: boolean) => {
    setError(null);
    if (!random && !/^\d{4}$/.test(code)) {
      setError('A code is exactly 4 digits.');
      return;
    }
    change.mutate(
      { month, week: week.week, code: random ? null : code, notify },
      {
        onSuccess: (result) =>
          onDone(
            `${week.label} is now ${gateCodeText(result.code)}${notify ? `; ${result.notified} booking(s) told` : ''}.`,
          ),
        onError: (failure) =>
          setError(
            failure instanceof ApiRequestError ? failure.message : 'The code was not changed.',
          ),
      },
    );
  };
  return (
    <div className={formStyles.form}>
      <Field
        label={`New code for ${week.label}`}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        maxLength={4}
      />
      <label>
        <input
          type="checkbox"
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
        />{' '}
        E-mail the new code to bookings already confirmed for this week
      </label>
      <FormError message={error} />
      <div className={formStyles.actions}>
        <button
          type="button"
          className="button"
          onClick={() => save(false)}
          disabled={change.isPending}
        >
          Save code
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => save(true)}
          disabled={change.isPending}
        >
          Draw a random code
        </button>
      </div>
    </div>
  );
}

export function CodesTab({ superAdmin }: { superAdmin: boolean }) {
  const codes = useCodes();
  const [month, setMonth] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [news, setNews] = useState<string | null>(null);
  if (codes.isPending) return <p>Loading the codes…</p>;
  if (codes.isError) return <p>We can't load the codes right now.</p>;
  const { today, months } = codes.data;
  const shown = months.find((candidate) => candidate.month === (month ?? months[0]?.month));

  return (
    <>
      <p className={styles.todayCode}>
        Today's Code: <strong>{today ? gateCodeText(today.code) : 'N/A'}</strong>
      </p>
      <fieldset className={styles.months}>
        <legend className="visually-hidden">Months</legend>
        {months.map((candidate) => (
          <button
            key={candidate.month}
            type="button"
            className={styles.month}
            aria-pressed={candidate.month === shown?.month}
            onClick={() => {
              setMonth(candidate.month);
              setEditing(null);
            }}
          >
            {candidate.label}
          </button>
        ))}
      </fieldset>
      {news && <p className={styles.result}>{news}</p>}
      {shown && (
        <AdminTable
          caption={`Gate codes of ${shown.label}`}
          headers={['Week', 'Dates', 'Code', ...(superAdmin ? ['Change'] : [])]}
        >
          {shown.weeks.map((week) => (
            <tr key={week.week}>
              <td>{week.label}</td>
              <td>
                {shortDate(week.start)} to {shortDate(week.end)}
              </td>
              <td>{gateCodeText(week.code)}</td>
              {superAdmin && (
                <td>
                  {editing === week.week ? (
                    <ChangeCode
                      month={shown.month}
                      week={week}
                      onDone={(text) => {
                        setEditing(null);
                        setNews(text);
                      }}
                    />
                  ) : (
                    <button
                      type="button"
                      className="button button--quiet"
                      onClick={() => setEditing(week.week)}
                    >
                      Change {week.label}
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
