import { useState } from 'react';
import type { MyBooking } from '../../../contract/bookings';
import { parseYearMonth, yearMonthOf } from '../../../domain/calendar';
import { dateInWords } from '../../../domain/dates';
import { useMoveBooking } from '../../api/bookings';
import { ApiRequestError } from '../../api/client';
import { FormError, formStyles } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { MonthCalendar } from '../booking/MonthCalendar';
import { MonthSelect } from '../booking/MonthSelect';
import { SlotPicker } from '../booking/SlotPicker';
import { useDaySlots } from '../booking/useDaySlots';

interface Props {
  booking: MyBooking;
  onClose: () => void;
  onMoved: (booking: MyBooking, date: string, time: string) => void;
}

/** Another free slot of the same length, within the booking window, at no charge. */
function MoveForm({ booking, onClose, onMoved }: Props) {
  const [month, setMonth] = useState(booking.date.slice(0, 7));
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const move = useMoveBooking();
  const step = booking.minutes === 60 ? 60 : 30;
  const { slots, availability, today, isDayDisabled } = useDaySlots(month, day, step, booking);

  const submit = () => {
    if (!day || !slot) return;
    setError(null);
    move.mutate(
      { id: booking.id, date: day, time: slot },
      {
        onSuccess: () => onMoved(booking, day, slot),
        onError: (failure) => {
          setError(
            failure instanceof ApiRequestError
              ? failure.message
              : 'The booking could not be moved.',
          );
          if (failure instanceof ApiRequestError && failure.code === 'booking/slot-taken') {
            setSlot(null);
            void availability.refetch();
          }
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
      <MonthSelect
        today={today}
        value={month}
        onChange={(next) => {
          setMonth(next);
          setDay(null);
          setSlot(null);
        }}
      />
      <MonthCalendar
        month={parseYearMonth(month) ?? yearMonthOf(today)}
        selected={day}
        isDisabled={isDayDisabled}
        onSelect={(date) => {
          setDay(date);
          setSlot(null);
        }}
      />
      {day && <SlotPicker slots={slots} selected={slot} onSelect={setSlot} />}
      <FormError message={error} />
      <div className={formStyles.actions}>
        <button
          type="button"
          className="button"
          onClick={submit}
          disabled={!day || !slot || move.isPending}
        >
          Move booking
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Keep as it is
        </button>
      </div>
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
