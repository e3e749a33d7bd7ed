import { useState } from 'react';
import type { MyBooking } from '../../../contract/bookings';
import {
  formatYearMonth,
  isClosedDate,
  isPastDate,
  monthLabel,
  parseYearMonth,
  rollingWindow,
  yearMonthOf,
} from '../../../domain/calendar';
import { dateInWords } from '../../../domain/dates';
import { daySlots, minutesOf } from '../../../domain/slots';
import { useAvailability, useMoveBooking } from '../../api/bookings';
import { ApiRequestError } from '../../api/client';
import { useParkData } from '../../api/park';
import { FormError, formStyles } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { useParkClock } from '../../lib/useParkClock';
import { MonthCalendar } from '../booking/MonthCalendar';
import { SlotPicker } from '../booking/SlotPicker';

interface Props {
  booking: MyBooking;
  onClose: () => void;
  onMoved: (booking: MyBooking, date: string, time: string) => void;
}

/** Another free slot of the same length, within the booking window, at no charge. */
function MoveForm({ booking, onClose, onMoved }: Props) {
  const { park } = useParkData();
  const { today, nowTime } = useParkClock();
  const [month, setMonth] = useState(booking.date.slice(0, 7));
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const availability = useAvailability(month);
  const move = useMoveBooking();
  const step = booking.minutes === 60 ? 60 : 30;

  // The booking's own slot is free to move within.
  const busy = (availability.data?.busy ?? [])
    .filter(
      (held) => held.date === day && !(held.date === booking.date && held.start === booking.time),
    )
    .map((held) => ({ start: minutesOf(held.start), end: minutesOf(held.end) }));
  const slots = day
    ? daySlots({
        date: day,
        step,
        opens: park.slots.opens,
        closes: park.slots.closes,
        busy,
        today,
        nowTime,
      })
    : [];

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
      <div className={formStyles.field}>
        <label htmlFor="move-month">Month</label>
        <select
          id="move-month"
          value={month}
          onChange={(event) => {
            setMonth(event.target.value);
            setDay(null);
            setSlot(null);
          }}
        >
          {rollingWindow(today).map((ym) => (
            <option key={formatYearMonth(ym)} value={formatYearMonth(ym)}>
              {monthLabel(ym)}
            </option>
          ))}
        </select>
      </div>
      <MonthCalendar
        month={parseYearMonth(month) ?? yearMonthOf(today)}
        selected={day}
        isDisabled={(date) => isPastDate(date, today) || isClosedDate(date, park.closedDates)}
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
