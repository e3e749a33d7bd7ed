import { type FormEvent, useState } from 'react';
import { useManualBooking } from '../../api/admin';
import { ApiRequestError } from '../../api/client';
import { Field, FormError, formStyles } from '../../components/Field';
import { Modal } from '../../components/Modal';
import styles from './admin.module.css';

function BookSessionDialog({
  open,
  onClose,
  onBooked,
}: {
  open: boolean;
  onClose: () => void;
  onBooked: (id: number) => void;
}) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [dogs, setDogs] = useState('1');
  const [minutes, setMinutes] = useState<30 | 60>(30);
  const [error, setError] = useState<string | null>(null);
  const book = useManualBooking();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    book.mutate(
      { date, time, dogs: Number(dogs), minutes },
      {
        onSuccess: ({ bookingId }) => {
          setDate('');
          setTime('');
          setDogs('1');
          setMinutes(30);
          onBooked(bookingId);
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiRequestError ? failure.message : 'The session was not booked.',
          ),
      },
    );
  };

  return (
    <Modal open={open} title="Book a session" onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field label="Select Day" type="date" value={date} onChange={setDate} />
        <Field label="Select Time Slot" value={time} onChange={setTime} placeholder="e.g. 14:00" />
        <Field label="Number of Dogs" type="number" min={1} value={dogs} onChange={setDogs} />
        <div className={formStyles.field}>
          <label htmlFor="manual-duration">Duration</label>
          <select
            id="manual-duration"
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value) as 30 | 60)}
          >
            <option value={30}>30 minutes</option>
            <option value={60}>1 hour</option>
          </select>
        </div>
        <FormError message={error} />
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={book.isPending}>
            {book.isPending ? 'Booking...' : 'Book Now'}
          </button>
          <button type="button" className="button button--quiet" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function ManualBookingTab() {
  const [open, setOpen] = useState(false);
  const [booked, setBooked] = useState<number | null>(null);
  return (
    <>
      <p>
        Book the field for the park itself: it is confirmed at once, at no charge, as 'Manual
        Booking'.
      </p>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Book a session
      </button>
      {booked !== null && <p className={styles.result}>Booked: booking {booked}.</p>}
      <BookSessionDialog
        open={open}
        onClose={() => setOpen(false)}
        onBooked={(id) => {
          setOpen(false);
          setBooked(id);
        }}
      />
    </>
  );
}
