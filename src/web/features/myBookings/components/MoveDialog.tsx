import { useId, useState } from 'react';
import type { MyBooking } from '../../../../contract/bookings';
import { dateInWords } from '../../../../domain/dates';
import { lengthBeforeNoun } from '../../../../domain/fieldSales';
import { useParkData } from '../../../api/park';
import { FormError, formStyles } from '../../../components/Field';
import { Modal, ModalActions } from '../../../components/Modal';
import { SlotPicker } from '../../../components/slotPicker/SlotPicker';
import { useSlotChoice } from '../../../components/slotPicker/useSlotChoice';
import { failedWith, failureMessage } from '../../../lib/apiErrors';
import { fieldIdToSend, fieldsToMoveTo } from '../../../lib/parkFields';
import { useMoveBooking } from '../api/myBookingsApi';
import styles from './myBookings.module.css';

interface Props {
  booking: MyBooking;
  onClose: () => void;
  onMoved: (booking: MyBooking, date: string, time: string) => void;
}

/** The field it is on, and what the form offers: another field only where one sells it alike. */
function useMoveFields(booking: MyBooking) {
  const { park } = useParkData();
  const own = park.fields.find((field) => field.id === booking.fieldId) ?? park.fields[0];
  const fields = own ? fieldsToMoveTo(park, own, booking) : [];
  const [fieldId, setFieldId] = useState(own?.id);
  const field = fields.find((candidate) => candidate.id === fieldId) ?? own;
  return { park, fields, field, chooseField: setFieldId };
}

/**
 * Another free slot of the same length, within the booking window, at no charge: on its own
 * field, or (in a park of several) another selling the same session at the same price.
 */
function MoveForm({ booking, onClose, onMoved }: Props) {
  const { park, fields, field, chooseField } = useMoveFields(booking);
  const step = booking.minutes;
  const choice = useSlotChoice({
    month: booking.date.slice(0, 7),
    step,
    own: field?.id === booking.fieldId || booking.fieldId === undefined ? booking : undefined,
    rules: field && {
      hours: field.hours,
      closedDates: field.closedDates,
      startStepMinutes: field.startStepMinutes,
    },
    fieldId: field && fieldIdToSend(park, field),
  });
  const [error, setError] = useState<string | null>(null);
  const move = useMoveBooking();
  const { day, slot } = choice;
  const hintId = useId();
  const fieldLabelId = useId();

  const submit = () => {
    if (!day || !slot) return;
    setError(null);
    const toField = field && field.id !== booking.fieldId ? { fieldId: field.id } : {};
    move.mutate(
      { id: booking.id, date: day, time: slot, ...toField },
      {
        onSuccess: () => onMoved(booking, day, slot),
        onError: (failure) => {
          setError(failureMessage(failure, 'The booking could not be moved.'));
          if (failedWith(failure, 'booking/slot-taken')) choice.slotTaken();
        },
      },
    );
  };

  return (
    <>
      <p>
        Now: {dateInWords(booking.date)}, {booking.time} to {booking.endTime}. Choose a new day and{' '}
        {lengthBeforeNoun(step, '-')} slot; a booking can be moved once, at no charge.
      </p>
      {fields.length > 1 && (
        <p>
          <label htmlFor={`${fieldLabelId}-select`}>Field </label>
          <select
            id={`${fieldLabelId}-select`}
            value={field?.id}
            onChange={(event) => {
              chooseField(Number(event.target.value));
              // The times chosen were the other field's.
              choice.chooseMonth(choice.month);
            }}
          >
            {fields.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </p>
      )}
      <div className={styles.picker}>
        <SlotPicker choice={choice} />
      </div>
      <ModalActions>
        <FormError message={error} />
        {!error && (!day || !slot) && (
          <p id={hintId} className={formStyles.hint}>
            {day ? 'Choose a new time.' : 'Choose a new day, then a time.'}
          </p>
        )}
        <button
          type="button"
          className="button"
          onClick={submit}
          disabled={!day || !slot || move.isPending}
          aria-describedby={!day || !slot ? hintId : undefined}
        >
          Move booking
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Keep as it is
        </button>
      </ModalActions>
    </>
  );
}

export function MoveDialog({
  booking,
  onClose,
  onMoved,
}: Omit<Props, 'booking'> & { booking: MyBooking | null }) {
  return (
    <Modal open={booking !== null} title="Move this booking" onClose={onClose}>
      {booking && <MoveForm booking={booking} onClose={onClose} onMoved={onMoved} />}
    </Modal>
  );
}
