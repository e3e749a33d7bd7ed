import { useState } from 'react';
import type { z } from 'zod';
import type { ParkField } from '../../../../contract/parkFields';
import type { retiredFieldSchema } from '../../../../contract/settings';
import { FormError } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { shortDate } from '../../../lib/formats';
import { useRetireField } from '../api/fieldsApi';
import styles from './settings.module.css';

type ToCome = z.infer<typeof retiredFieldSchema>['bookingsToCome'];

/** What closing a field left standing: its bookings still to come, which stay as they are. */
function BookingsToCome({ name, bookings }: { name: string; bookings: ToCome }) {
  return (
    <div className={styles.question} role="status">
      <p>
        {name} is closed to new bookings.{' '}
        {bookings.length === 0
          ? 'It has no bookings to come.'
          : `${bookings.length === 1 ? 'Its booking' : `Its ${bookings.length} bookings`} to come stay as they are:`}
      </p>
      {bookings.length > 0 && (
        <ul>
          {bookings.map((booking) => (
            <li key={booking.id}>
              {shortDate(booking.date)} {booking.time} ({booking.minutes} min), {booking.who}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Closes a field to new bookings, or opens it again. A field is never deleted: its bookings
 * stay, and those still to come are listed for the owner to move or cancel as they choose.
 */
export function FieldRetireButton({ field }: { field: ParkField }) {
  const retire = useRetireField();
  const [toCome, setToCome] = useState<ToCome | null>(null);
  const toggle = () =>
    retire.mutate(
      { id: field.id, retired: !field.retired },
      { onSuccess: (answer) => setToCome(answer.field.retired ? answer.bookingsToCome : null) },
    );
  return (
    <div className={styles.retire}>
      <button
        type="button"
        className="button button--quiet"
        disabled={retire.isPending}
        onClick={toggle}
      >
        {`${field.retired ? 'Open' : 'Close'} ${field.name} to new bookings`}
      </button>
      <FormError
        message={retire.isError ? failureMessage(retire.error, 'The field was not changed.') : null}
      />
      {toCome && field.retired && <BookingsToCome name={field.name} bookings={toCome} />}
    </div>
  );
}
