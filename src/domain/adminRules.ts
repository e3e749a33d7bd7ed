/** An admin changing a booking's time slot: the seed's three messages, in its order. */
export function timeSlotEditProblem(current: string, typed: string): string | null {
  const time = typed.trim();
  if (time === '') return 'No new time slot provided';
  if (time === current) return 'New time slot is the same as the old one';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return 'Invalid time slot format, needs to be HH:MM';
  return null;
}

/** In the estimate of a month's takings, each of the park's own bookings priced 0 counts as this. */
export const MANUAL_BOOKING_ESTIMATE_PENCE = 650;
