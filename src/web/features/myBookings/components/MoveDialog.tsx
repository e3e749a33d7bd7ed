import { useId, useState } from 'react';
import type { MyBooking } from '../../../../contract/bookings';
import { dateInWords } from '../../../../domain/dates';
import { FormError, formStyles } from '../../../components/Field';
import { Modal, ModalActions } from '../../../components/Modal';
import { SlotPicker } from '../../../components/slotPicker/SlotPicker';
import { useSlotChoice } from '../../../components/slotPicker/useSlotChoice';
import { failedWith, failureMessage } from '../../../lib/apiErrors';
import { useMoveBooking } from '../api/myBookingsApi';
import styles from './myBookings.module.css';

interface Props {
  booking: MyBooking;
  onClose: () => void;
  onMoved: (booking: MyBooking, date: string, time: string) => void;
}

/** Another free slot of the same length, within the booking window, at no charge. */
function MoveForm({ booking, onClose, onMoved }: Props) {
  const step = booking.minutes === 60 ? 60 : 30;
  const choice = useSlotChoice({ month: booking.date.slice(0, 7), step, own: booking });
  const [error, setError] = useState<string | null>(null);
  const move = useMoveBooking();
  const { day, slot } = choice;
  const hintId = useId();

  const submit = () => {
    if (!day || !slot) return;
    setError(null);
    move.mutate(
      { id: booking.id, date: day, time: slot },
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
        {step === 60 ? '1-hour' : '30-minute'} slot; a booking can be moved once, at no charge.
      </p>
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
