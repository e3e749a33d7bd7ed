import { type FormEvent, useState } from 'react';
import type { SlotMinutes } from '../../../../domain/slots';
import styles from '../../../components/admin/admin.module.css';
import { Field, FormError, formStyles } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { failureMessage } from '../../../lib/apiErrors';
import { numberOrText } from '../../../lib/numberOrText';
import { type Form, useForm } from '../../../lib/useForm';
import { useManualBooking } from '../api/toolsApi';

const NEW_SESSION = { date: '', time: '', dogs: '1', minutes: 30 as SlotMinutes };

function SessionFields({ form }: { form: Form<typeof NEW_SESSION> }) {
  return (
    <>
      <Field label="Select Day" type="date" {...form.field('date')} />
      <Field label="Select Time Slot" {...form.field('time')} placeholder="e.g. 14:00" />
      <Field label="Number of Dogs" type="number" min={1} {...form.field('dogs')} />
      <div className={formStyles.field}>
        <label htmlFor="manual-duration">Duration</label>
        <select
          id="manual-duration"
          value={form.values.minutes}
          onChange={(event) => form.set('minutes', Number(event.target.value) as SlotMinutes)}
        >
          <option value={30}>30 minutes</option>
          <option value={60}>1 hour</option>
        </select>
      </div>
    </>
  );
}

function BookSessionDialog({
  open,
  onClose,
  onBooked,
}: {
  open: boolean;
  onClose: () => void;
  onBooked: (id: number) => void;
}) {
  const form = useForm(NEW_SESSION);
  const [error, setError] = useState<string | null>(null);
  const book = useManualBooking();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    book.mutate(
      { ...form.values, dogs: numberOrText(form.values.dogs) },
      {
        onSuccess: ({ bookingId }) => {
          form.reset();
          onBooked(bookingId);
        },
        onError: (failure) => setError(failureMessage(failure, 'The session was not booked.')),
      },
    );
  };

  return (
    <Modal open={open} title="Book a session" onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <SessionFields form={form} />
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
