import { type FormEvent, useState } from 'react';
import type { ClosedDateRow } from '../../../../contract/admin';
import type { ParkField } from '../../../../contract/parkFields';
import { AdminTable } from '../../../components/admin/AdminTable';
import styles from '../../../components/admin/admin.module.css';
import { FieldSelect, useFieldsToName } from '../../../components/admin/FieldSelect';
import { Field, FormError, formStyles } from '../../../components/Field';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';
import { shortDate } from '../../../lib/formats';
import { type Form, useForm } from '../../../lib/useForm';
import {
  useBookingsOnDate,
  useCloseDate,
  useClosedDates,
  useReopenDate,
} from '../api/closedDatesApi';

/** What closes: a date for the whole park (`field` null) or for one field (decision 114). */
interface Closing {
  date: string;
  field: number | null;
}

/** The field's name, or null for the whole park or in a park of one field. */
function nameOf(fields: readonly ParkField[], field: number | null): string | null {
  return fields.find((candidate) => candidate.id === field)?.name ?? null;
}

/** The date and reason to close for; what it would cancel is shown before anything happens. */
function CloseDateForm({
  form,
  fields,
  field,
  onField,
  error,
  onCheck,
}: {
  form: Form<{ date: string; reason: string }>;
  fields: readonly ParkField[];
  field: number | null;
  onField: (field: number | null) => void;
  error: string | null;
  onCheck: (event: FormEvent) => void;
}) {
  return (
    <form className={formStyles.form} onSubmit={onCheck} noValidate>
      <Field label="Date to close" type="date" {...form.field('date')} />
      {fields.length > 0 && (
        <FieldSelect fields={fields} value={field} onChange={onField} noneLabel="Whole park" />
      )}
      <Field label="Reason" {...form.field('reason')} placeholder="e.g. Flooded field" />
      <button type="submit" className="button">
        Close this date
      </button>
      <FormError message={error} />
    </form>
  );
}

interface ConfirmProps {
  closing: Closing;
  reason: string;
  onClosed: (news: string) => void;
  onFailed: (message: string) => void;
  onKeep: () => void;
}

/** The bookings closing the date would cancel, and the buttons to go ahead or keep it open. */
function ConfirmClosing({ closing, reason, onClosed, onFailed, onKeep }: ConfirmProps) {
  const fields = useFieldsToName();
  const { date, field } = closing;
  const affected = useBookingsOnDate(date, field);
  const close = useCloseDate();
  if (!affected.data) return null;
  const bookings = affected.data;
  const name = nameOf(fields, field);
  const on = name ? ` on ${name}` : '';
  // With several fields, the news says what closed; a park of one field's reads as it always did.
  const what = fields.length === 0 ? '' : ` for ${name ?? 'the whole park'}`;

  const confirm = () =>
    close.mutate(
      { date, reason: reason.trim() || 'Closed', field },
      {
        onSuccess: (result) =>
          onClosed(
            `${shortDate(result.date)} is closed${what}: ${result.cancelled} booking(s) cancelled, ${result.refunded} refund(s) made.`,
          ),
        onError: (failure) => onFailed(failureMessage(failure, 'The date was not closed.')),
      },
    );

  return (
    <section className="card" aria-label="Closing a date">
      <p>
        {bookings.length === 0
          ? `Nothing is booked${on} on ${shortDate(date)}.`
          : `These bookings${on} on ${shortDate(date)} will be cancelled, refunded in full, and told:`}
      </p>
      {bookings.length > 0 && (
        <ul>
          {bookings.map((booking) => (
            <li key={booking.id}>
              Booking {booking.id}, {booking.time}, {booking.minutes} minutes, {booking.who}
              {booking.fieldName && `, ${booking.fieldName}`}
            </li>
          ))}
        </ul>
      )}
      <div className={formStyles.actions}>
        <button type="button" className="button" onClick={confirm} disabled={close.isPending}>
          {bookings.length === 0 ? 'Close the date' : 'Close and refund'}
        </button>
        <button type="button" className="button button--quiet" onClick={onKeep}>
          Keep it open
        </button>
      </div>
    </section>
  );
}

/** ', Puppy paddock' or ', whole park' after a row's date, where the park has several fields. */
function rowPlace(fields: readonly ParkField[], row: ClosedDateRow): string {
  if (fields.length === 0) return '';
  return `, ${row.fieldName ?? 'whole park'}`;
}

function ClosedDatesTable() {
  const fields = useFieldsToName();
  const closed = useClosedDates();
  const reopen = useReopenDate();
  if (!closed.isSuccess)
    return (
      <QueryWaiting
        query={closed}
        loading="Loading the closed dates…"
        failed="We can't load the closed dates right now."
      />
    );
  if (closed.data.length === 0)
    return (
      <EmptyState title="No closed dates">The park opens on every day of its hours.</EmptyState>
    );
  const several = fields.length > 0;
  return (
    <AdminTable
      caption="Closed dates"
      headers={several ? ['Date', 'Field', 'Reason', 'Reopen'] : ['Date', 'Reason', 'Reopen']}
    >
      {closed.data.map((row) => (
        <tr key={`${row.date}-${row.fieldId}`}>
          <td>{shortDate(row.date)}</td>
          {several && <td>{row.fieldName ?? 'Whole park'}</td>}
          <td>{row.reason}</td>
          <td>
            <button
              type="button"
              className="button button--quiet"
              disabled={reopen.isPending}
              onClick={() =>
                reopen.mutate(several ? { date: row.date, which: row.fieldId } : { date: row.date })
              }
            >
              Reopen {shortDate(row.date)}
              {rowPlace(fields, row)}
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * Closing a date cancels and refunds its bookings. With several fields, a date closes for the
 * whole park or for one field, and each closure is listed with what it closes.
 */
export function ClosedDatesTab() {
  const fields = useFieldsToName();
  const form = useForm({ date: '', reason: '' });
  const [field, setField] = useState<number | null>(null);
  const [checking, setChecking] = useState<Closing | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = (event: FormEvent) => {
    event.preventDefault();
    setNews(null);
    setError(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.values.date)) {
      setError('Choose a date.');
      return;
    }
    setChecking({ date: form.values.date, field });
  };

  return (
    <>
      <CloseDateForm
        form={form}
        fields={fields}
        field={field}
        onField={(next) => {
          setField(next);
          setChecking(null);
        }}
        error={error}
        onCheck={check}
      />
      {checking && (
        <ConfirmClosing
          closing={checking}
          reason={form.values.reason}
          onClosed={(text) => {
            setChecking(null);
            setNews(text);
          }}
          onFailed={setError}
          onKeep={() => setChecking(null)}
        />
      )}
      {news && <p className={styles.result}>{news}</p>}

      <h2>Closed dates</h2>
      <ClosedDatesTable />
    </>
  );
}
