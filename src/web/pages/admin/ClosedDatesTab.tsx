import { type FormEvent, useState } from 'react';
import { useBookingsOnDate, useCloseDate, useClosedDates, useReopenDate } from '../../api/admin';
import { ApiRequestError } from '../../api/client';
import { Field, FormError, formStyles } from '../../components/Field';
import { shortDate } from '../../lib/formats';
import { AdminTable } from './AdminTable';
import styles from './admin.module.css';

export function ClosedDatesTab() {
  const closed = useClosedDates();
  const reopen = useReopenDate();
  const close = useCloseDate();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [checking, setChecking] = useState<string | null>(null);
  const affected = useBookingsOnDate(checking);
  const [news, setNews] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = (event: FormEvent) => {
    event.preventDefault();
    setNews(null);
    setError(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setError('Choose a date.');
      return;
    }
    setChecking(date);
  };

  const confirm = () => {
    if (!checking) return;
    close.mutate(
      { date: checking, reason: reason.trim() || 'Closed' },
      {
        onSuccess: (result) => {
          setChecking(null);
          setNews(
            `${shortDate(result.date)} is closed: ${result.cancelled} booking(s) cancelled, ${result.refunded} refund(s) made.`,
          );
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiRequestError ? failure.message : 'The date was not closed.',
          ),
      },
    );
  };

  return (
    <>
      <form className={formStyles.form} onSubmit={check} noValidate>
        <Field label="Date to close" type="date" value={date} onChange={setDate} />
        <Field
          label="Reason"
          value={reason}
          onChange={setReason}
          placeholder="e.g. Flooded field"
        />
        <button type="submit" className="button">
          Close this date
        </button>
        <FormError message={error} />
      </form>
      {checking && affected.data && (
        <section className="card" aria-label="Closing a date">
          <p>
            {affected.data.length === 0
              ? `Nothing is booked on ${shortDate(checking)}.`
              : `These bookings on ${shortDate(checking)} will be cancelled, refunded in full, and told:`}
          </p>
          {affected.data.length > 0 && (
            <ul>
              {affected.data.map((booking) => (
                <li key={booking.id}>
                  Booking {booking.id}, {booking.time}, {booking.minutes} minutes, {booking.who}
                </li>
              ))}
            </ul>
          )}
          <div className={formStyles.actions}>
            <button type="button" className="button" onClick={confirm} disabled={close.isPending}>
              {affected.data.length === 0 ? 'Close the date' : 'Close and refund'}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setChecking(null)}
            >
              Keep it open
            </button>
          </div>
        </section>
      )}
      {news && <p className={styles.result}>{news}</p>}

      <h2>Closed dates</h2>
      {closed.data && (
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
      )}
    </>
  );
}
