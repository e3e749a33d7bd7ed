import { isClosedDate, isPastDate } from '../../../domain/calendar';
import { daySlots, minutesOf, type SlotMinutes } from '../../../domain/slots';
import { useAvailability } from '../../api/bookings';
import { useParkData } from '../../api/park';
import { useParkClock } from '../../lib/useParkClock';

/**
 * The slots of a chosen day, marked free or not from the month's availability and the park's
 * clock. `own` is a booking being moved: its own slot doesn't count against it.
 */
export function useDaySlots(
  month: string,
  day: string | null,
  step: SlotMinutes,
  own?: { date: string; time: string },
) {
  const { park } = useParkData();
  const { today, nowTime } = useParkClock();
  const availability = useAvailability(month);
  const busy = (availability.data?.busy ?? [])
    .filter(
      (held) => held.date === day && !(own && held.date === own.date && held.start === own.time),
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
  const isDayDisabled = (date: string) =>
    isPastDate(date, today) || isClosedDate(date, park.closedDates);
  return { slots, availability, today, isDayDisabled };
}
