import { useState } from 'react';
import type { CodesResponse, DoorCodeWeekView } from '../../../../contract/admin';
import { gateCodeText } from '../../../../domain/doorCodes';
import { Field, FormError, formStyles } from '../../../components/Field';
import { QueryWaiting } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';
import { shortDate } from '../../../lib/formats';
import { useForm } from '../../../lib/useForm';
import { useChangeCode, useCodes } from '../api/adminApi';
import { AdminTable } from './AdminTable';
import styles from './admin.module.css';

type CodesMonth = CodesResponse['months'][number];

interface ChangeCodeProps {
  month: string;
  week: DoorCodeWeekView;
  onDone: (text: string) => void;
}

function ChangeCode({ month, week, onDone }: ChangeCodeProps) {
  const form = useForm({ code: '', notify: false });
  const [error, setError] = useState<string | null>(null);
  const change = useChangeCode();
  const save = (random: boolean) => {
    const { code, notify } = form.values;
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
        onError: (failure) => setError(failureMessage(failure, 'The code was not changed.')),
      },
    );
  };
  return (
    <div className={formStyles.form}>
      <Field
        label={`New code for ${week.label}`}
        {...form.field('code')}
        inputMode="numeric"
        maxLength={4}
      />
      <label>
        <input
          type="checkbox"
          checked={form.values.notify}
          onChange={(event) => form.set('notify', event.target.checked)}
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

function MonthButtons({
  months,
  shown,
  onShow,
}: {
  months: CodesMonth[];
  shown: CodesMonth | undefined;
  onShow: (month: string) => void;
}) {
  return (
    <fieldset className={styles.months}>
      <legend className="visually-hidden">Months</legend>
      {months.map((candidate) => (
        <button
          key={candidate.month}
          type="button"
          className={styles.month}
          aria-pressed={candidate.month === shown?.month}
          onClick={() => onShow(candidate.month)}
        >
          {candidate.label}
        </button>
      ))}
    </fieldset>
  );
}

/** A month's weeks and their codes; a super admin may change any of them. */
function WeeksTable({
  shown,
  superAdmin,
  editing,
  onEdit,
  onChanged,
}: {
  shown: CodesMonth;
  superAdmin: boolean;
  editing: number | null;
  onEdit: (week: number | null) => void;
  onChanged: (text: string) => void;
}) {
  return (
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
                    onEdit(null);
                    onChanged(text);
                  }}
                />
              ) : (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => onEdit(week.week)}
                >
                  Change {week.label}
                </button>
              )}
            </td>
          )}
        </tr>
      ))}
    </AdminTable>
  );
}

export function CodesTab({ superAdmin }: { superAdmin: boolean }) {
  const codes = useCodes();
  const [month, setMonth] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [news, setNews] = useState<string | null>(null);
  if (!codes.isSuccess)
    return (
      <QueryWaiting
        query={codes}
        loading="Loading the codes…"
        failed="We can't load the codes right now."
      />
    );
  const { today, months } = codes.data;
  const shown = months.find((candidate) => candidate.month === (month ?? months[0]?.month));

  return (
    <>
      <p className={styles.todayCode}>
        Today's Code: <strong>{today ? gateCodeText(today.code) : 'N/A'}</strong>
      </p>
      <MonthButtons
        months={months}
        shown={shown}
        onShow={(next) => {
          setMonth(next);
          setEditing(null);
        }}
      />
      {news && <p className={styles.result}>{news}</p>}
      {shown && (
        <WeeksTable
          shown={shown}
          superAdmin={superAdmin}
          editing={editing}
          onEdit={setEditing}
          onChanged={setNews}
        />
      )}
    </>
  );
}
