import { useState } from 'react';
import type {
  ChangeCodeResponse,
  CodesResponse,
  DoorCodeWeekView,
  WeekBooking,
} from '../../../../contract/admin';
import { fieldOf } from '../../../../contract/fieldChoice';
import type { ParkField } from '../../../../contract/parkFields';
import { gateCodeText } from '../../../../domain/doorCodes';
import { useParkData } from '../../../api/park';
import { AdminTable } from '../../../components/admin/AdminTable';
import styles from '../../../components/admin/admin.module.css';
import { FieldSelect, useFieldsToName } from '../../../components/admin/FieldSelect';
import { Field, FormError, FormSuccess, formStyles } from '../../../components/Field';
import { Modal, ModalActions } from '../../../components/Modal';
import { QueryWaiting } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';
import { shortDate } from '../../../lib/formats';
import { useForm } from '../../../lib/useForm';
import { useChangeCode, useCodes, useWeekBookings } from '../api/codesApi';

type CodesMonth = CodesResponse['months'][number];

/** How many different customers the e-mail would reach (one may have two bookings). */
function customersOf(bookings: WeekBooking[]): number {
  return new Set(bookings.filter((booking) => booking.canEmail).map((booking) => booking.who)).size;
}

const customers = (count: number) => `${count} customer${count === 1 ? '' : 's'}`;

/** What the change reaches: the week's paid bookings still to come, each taking the new code. */
function WeekBookingsList({ bookings }: { bookings: WeekBooking[] }) {
  if (bookings.length === 0) return <p>No paid bookings to come in this week.</p>;
  return (
    <>
      <p>These paid bookings still to come will take the new code:</p>
      <ul aria-label="Bookings the new code reaches">
        {bookings.map((booking) => (
          <li key={booking.id}>
            Booking {booking.id}, {shortDate(booking.date)} {booking.time}, {booking.minutes}{' '}
            minutes, {booking.who}
            {booking.canEmail ? '' : " (the park's own: no e-mail)"}
          </li>
        ))}
      </ul>
    </>
  );
}

interface ChangeCodeProps {
  month: string;
  week: DoorCodeWeekView;
  /** The field whose code it is; null in a park of one field. */
  field: number | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}

/** What the change said it did, in a sentence. */
function doneText(week: DoorCodeWeekView, result: ChangeCodeResponse): string {
  const given = result.updated === 1 ? '1 booking' : `${result.updated} bookings`;
  const told = result.notified > 0 ? `, ${result.notified} told by e-mail` : '';
  return `${week.label} is now ${gateCodeText(result.code)}${result.updated > 0 ? `; ${given} given it${told}` : ''}.`;
}

/**
 * Changing a week's code: first the bookings it reaches, then the code. When some of them have
 * a customer, telling them is the default and the button says how many will hear.
 */
function ChangeCode({ month, week, field, onDone, onCancel }: ChangeCodeProps) {
  const form = useForm({ code: '' });
  const [chosenNotify, setNotify] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useChangeCode();
  const reached = useWeekBookings(month, week.week, field);
  const toTell = reached.data ? customersOf(reached.data) : 0;
  const notify = toTell > 0 && (chosenNotify ?? true);
  const telling = notify ? ` and tell ${customers(toTell)}` : '';

  const save = (random: boolean) => {
    const { code } = form.values;
    setError(null);
    if (!random && !/^\d{4}$/.test(code)) {
      setError('A code is exactly 4 digits.');
      return;
    }
    change.mutate(
      { month, week: week.week, code: random ? null : code, notify, field },
      {
        onSuccess: (result) => onDone(doneText(week, result)),
        onError: (failure) => setError(failureMessage(failure, 'The code was not changed.')),
      },
    );
  };
  const busy = change.isPending || reached.isPending;
  return (
    <>
      <div className={formStyles.form}>
        <Field
          label={`New code for ${week.label}`}
          {...form.field('code')}
          inputMode="numeric"
          maxLength={4}
        />
        {reached.isSuccess ? (
          <WeekBookingsList bookings={reached.data} />
        ) : (
          <QueryWaiting
            query={reached}
            loading="Finding the bookings of this week…"
            failed="We can't list this week's bookings right now."
            lines={2}
          />
        )}
        {toTell > 0 && (
          <label>
            <input
              type="checkbox"
              checked={notify}
              onChange={(event) => setNotify(event.target.checked)}
            />{' '}
            E-mail them the new code
          </label>
        )}
      </div>
      <ModalActions>
        <FormError message={error} />
        <button type="button" className="button" onClick={() => save(false)} disabled={busy}>
          {`Save${telling}`}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => save(true)}
          disabled={busy}
        >
          {`Draw a random code${telling}`}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </ModalActions>
    </>
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
  fieldWords,
  superAdmin,
  onEdit,
}: {
  shown: CodesMonth;
  /** ', Puppy paddock' where the park has several fields; nothing in a park of one. */
  fieldWords: string;
  superAdmin: boolean;
  onEdit: (week: number) => void;
}) {
  return (
    <AdminTable
      caption={`Gate codes of ${shown.label}${fieldWords}`}
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
              <button
                type="button"
                className="button button--quiet"
                onClick={() => onEdit(week.week)}
              >
                Change {week.label}
              </button>
            </td>
          )}
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * Said where the field shown is not opened by these codes (decision 117): its customers are
 * given another, and Today shows it.
 */
function OtherWayIn({ field }: { field: ParkField | null }) {
  if (!field || field.access.kind === 'week') return null;
  const way =
    field.access.kind === 'day'
      ? "a code for each day, so these codes are not given to its customers: Today shows the day's code"
      : "each booking's own code from its lock, so these codes are not given to its customers: Today shows the day's fallback code";
  return (
    <p role="note">
      {field.name} is opened by {way}.
    </p>
  );
}

/**
 * The gate codes, week by week. Each field has its own: with several, a select shows one
 * field's codes, the first field's to begin with (decision 114).
 */
export function CodesTab({ superAdmin }: { superAdmin: boolean }) {
  const fields = useFieldsToName();
  const [chosen, setChosen] = useState<number | null>(null);
  const [month, setMonth] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const field = fields.length > 0 ? (chosen ?? fields[0]?.id ?? null) : null;
  const fieldName = fields.find((candidate) => candidate.id === field)?.name;
  const { park } = useParkData();
  const shownField = fieldOf(park, field ?? undefined);
  const choice = fields.length > 0 && (
    <FieldSelect
      fields={fields}
      value={field}
      onChange={(next) => {
        setChosen(next);
        setEditing(null);
        setNews(null);
      }}
    />
  );
  const codes = useCodes(field);
  if (!codes.isSuccess)
    return (
      <>
        {choice}
        <QueryWaiting
          query={codes}
          loading="Loading the codes…"
          failed="We can't load the codes right now."
        />
      </>
    );
  const { today, months } = codes.data;
  const fieldWords = fieldName ? `, ${fieldName}` : '';
  const shown = months.find((candidate) => candidate.month === (month ?? months[0]?.month));
  const changing = shown?.weeks.find((week) => week.week === editing);

  return (
    <>
      {choice}
      <OtherWayIn field={shownField} />
      <p className={styles.todayCode}>
        Today's Code{fieldWords}: <strong>{today ? gateCodeText(today.code) : 'N/A'}</strong>
      </p>
      <MonthButtons
        months={months}
        shown={shown}
        onShow={(next) => {
          setMonth(next);
          setEditing(null);
        }}
      />
      <FormSuccess message={news} />
      {shown && (
        <WeeksTable
          shown={shown}
          fieldWords={fieldWords}
          superAdmin={superAdmin}
          onEdit={(week) => {
            setNews(null);
            setEditing(week);
          }}
        />
      )}
      <Modal
        open={Boolean(shown && changing)}
        title={
          changing
            ? `Change the code of ${changing.label} (${shortDate(changing.start)} to ${shortDate(changing.end)})${fieldWords}`
            : ''
        }
        onClose={() => setEditing(null)}
      >
        {shown && changing && (
          <ChangeCode
            month={shown.month}
            week={changing}
            field={field}
            onDone={(text) => {
              setEditing(null);
              setNews(text);
            }}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
