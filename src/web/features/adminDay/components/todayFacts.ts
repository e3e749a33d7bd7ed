import type { TodayResponse, WorkspaceBooking } from '../../../../contract/workspace';

// What Today says of the day, with one field or a lane per field.

/** 'Open 06:00 to 22:00', or 'Closed today: Mowing'. */
export function hoursLine(day: TodayResponse['day']): string {
  return day.closedReason
    ? `Closed today: ${day.closedReason}`
    : `Open ${day.opens} to ${day.closes}`;
}

/** The day's booking with that id (who is on now, who is next), or null. */
export function byId(today: TodayResponse, id: number | null): WorkspaceBooking | null {
  return today.day.bookings.find((booking) => booking.id === id) ?? null;
}

/**
 * What the code shown is, where it is not the one every booking of the day shares: on a field
 * opened by lock each booking has its own code and the one shown is the fallback (decision 117).
 */
export function codeNote(access: TodayResponse['access']): string | null {
  return access === 'lock'
    ? "Each booking has its own code from the lock. This is the day's fallback code, given to a customer only when theirs could not be set."
    : null;
}
