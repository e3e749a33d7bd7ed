import { type FormEvent, useState } from 'react';
import { AdminTable } from '../../../components/admin/AdminTable';
import styles from '../../../components/admin/admin.module.css';
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

/** The date and reason to close for; what it would cancel is shown before anything happens. */
function CloseDateForm({
  form,
  error,
  onCheck,
}: {
  form: Form<{ date: string; reason: string }>;
  error: string | null;
  onCheck: (event: FormEvent) => void;
}) {
  return (
    <form className={formStyles.form} onSubmit={onCheck} noValidate>
      <Field label="Date to close" type="date" {...form.field('date')} />
      <Field label="Reason" {...form.field('reason')} placeholder="e.g. Flooded field" />
      <button type="submit" className="button">
        Close this date
      </button>
      <FormError message={error} />
    </form>
  );
}

interface ConfirmProps {
  date: string;
  reason: string;
  onClosed: (news: string) => void;
  onFailed: (message: string) => void;
  onKeep: () => void;
}

/** The bookings closing the date would cancel, and the buttons to go ahead or keep it open. */
function ConfirmClosing({ date, reason, onClosed, onFailed, onKeep }: ConfirmProps) {
  const affected = useBookingsOnDate(date);
  const close = useCloseDate();
  if (!affected.data) return null;
  const bookings = affected.data;

  const confirm = () =>
    close.mutate(
      { date, reason: reason.trim() || 'Closed' },
      {
        onSuccess: (result) =>
          onClosed(
            `${shortDate(result.date)} is closed: ${result.cancelled} booking(s) cancelled, ${result.refunded} refund(s) made.`,
          ),
        onError: (failure) => onFailed(failureMessage(failure, 'The date was not closed.')),
      },
    );

  return (
    <section className="card" aria-label="Closing a date">
      <p>
        {bookings.length === 0
          ? `Nothing is booked on ${shortDate(date)}.`
          : `These bookings on ${shortDate(date)} will be cancelled, refunded in full, and told:`}
      </p>
      {bookings.length > 0 && (
        <ul>
          {bookings.map((booking) => (
            <li key={booking.id}>
              Booking {booking.id}, {booking.time}, {booking.minutes} minutes, {booking.who}
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

function ClosedDatesTable() {
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
  return (
    <AdminTable caption="Closed dates" headers={['Date', 'Reason', 'Reopen']}>
      {closed.data.map((row) => (
        <tr key={row.date}>
          <td>{shortDate(row.date)}</td>
          <td>{row.reason}</td>
          <td>
            <button
              type="button"
              className="button button--quiet"
              disabled={reopen.isPending}
              onClick={() => reopen.mutate(row.date)}
            >
              Reopen {shortDate(row.date)}
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function ClosedDatesTab() {
  const form = useForm({ date: '', reason: '' });
  const [checking, setChecking] = useState<string | null>(null);
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
    setChecking(form.values.date);
  };

  return (
    <>
      <CloseDateForm form={form} error={error} onCheck={check} />
      {checking && (
        <ConfirmClosing
          date={checking}
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
