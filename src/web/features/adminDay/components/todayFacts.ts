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
