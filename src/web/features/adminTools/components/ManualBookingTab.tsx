import { type FormEvent, useState } from 'react';
import type { ParkField } from '../../../../contract/parkFields';
import { lengthInWords } from '../../../../domain/fieldSales';
import { useParkData } from '../../../api/park';
import styles from '../../../components/admin/admin.module.css';
import { FieldSelect } from '../../../components/admin/FieldSelect';
import { Field, FormError, formStyles } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { failureMessage } from '../../../lib/apiErrors';
import { placeFailure, useFormErrors } from '../../../lib/formErrors';
import { numberOrText } from '../../../lib/numberOrText';
import { openFields } from '../../../lib/parkFields';
import { type Form, useForm } from '../../../lib/useForm';
import { useManualBooking } from '../api/toolsApi';
import {
  type CustomerBox,
  customerRequest,
  FOR_THE_PARK,
  type ForWhom,
  ManualCustomer,
} from './ManualCustomer';

/** Each box of whom it is for, by its key in the request and the server's answer. */
const CUSTOMER_KEYS: Record<CustomerBox, CustomerBox> = {
  customerId: 'customerId',
  customerName: 'customerName',
  customerEmail: 'customerEmail',
  customerMobile: 'customerMobile',
};

type Session = {
  date: string;
  time: string;
  dogs: string;
  minutes: number;
};

/** The fields a session can be booked on: those open to new bookings, in the owner's order. */
function SessionFields({ form, field }: { form: Form<Session>; field: ParkField | undefined }) {
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
          onChange={(event) => form.set('minutes', Number(event.target.value))}
        >
          {(field?.lengths ?? [30, 60]).map((minutes) => (
            <option key={minutes} value={minutes}>
              {lengthInWords(minutes)}
            </option>
          ))}
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
  const { park } = useParkData();
  const fields = openFields(useParkData().park);
  const [chosen, setChosen] = useState<number | null>(null);
  const field = fields.find((candidate) => candidate.id === chosen) ?? fields[0];
  const form = useForm<Session>({
    date: '',
    time: '',
    dogs: '1',
    minutes: field?.lengths[0] ?? 30,
  });
  const [error, setError] = useState<string | null>(null);
  const [forWhom, setForWhom] = useState<ForWhom>(FOR_THE_PARK);
  const customerErrors = useFormErrors<CustomerBox>({ keys: CUSTOMER_KEYS });
  const book = useManualBooking();
  // With several fields the session is on the field chosen; a park of one names none.
  const several = park.fields.length > 1;

  const chooseField = (id: number | null) => {
    const next = fields.find((candidate) => candidate.id === id);
    setChosen(id);
    if (next && !next.lengths.includes(form.values.minutes)) {
      form.set('minutes', next.lengths[0] ?? form.values.minutes);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    customerErrors.clear();
    book.mutate(
      {
        ...form.values,
        dogs: numberOrText(form.values.dogs),
        ...(several && field ? { fieldId: field.id } : {}),
        ...customerRequest(forWhom),
      },
      {
        onSuccess: ({ bookingId }) => {
          form.reset();
          setForWhom(FOR_THE_PARK);
          // The field chosen stays chosen: its first length, as the form began with.
          if (field?.lengths[0] !== undefined) form.set('minutes', field.lengths[0]);
          onBooked(bookingId);
        },
        onError: (failure) => {
          // The boxes of whom it is for say their own errors; the seed's say theirs below.
          const placed = placeFailure(
            failure,
            failureMessage(failure, 'The session was not booked.'),
            { keys: CUSTOMER_KEYS },
          );
          customerErrors.show({ fields: placed.fields, form: null });
          setError(placed.form);
        },
      },
    );
  };

  return (
    <Modal open={open} title="Book a session" onClose={onClose}>
      <form ref={customerErrors.formRef} className={formStyles.form} onSubmit={submit} noValidate>
        {several && (
          <FieldSelect fields={fields} value={field?.id ?? null} onChange={chooseField} />
        )}
        <SessionFields form={form} field={field} />
        <ManualCustomer value={forWhom} onChange={setForWhom} errorOf={customerErrors.of} />
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
