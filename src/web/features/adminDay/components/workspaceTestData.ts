import type { WorkspaceBooking, WorkspaceDay } from '../../../../contract/workspace';

/** Bookings and days as the workspace API answers them, around the tests' Tuesday 10 June 2025. */
export function aBooking(fields: Partial<WorkspaceBooking> = {}): WorkspaceBooking {
  return {
    id: 101,
    date: '2025-06-10',
    time: '09:00',
    endTime: '10:00',
    minutes: 60,
    who: 'sam@example.com',
    dogs: '1-4',
    status: 'complete',
    isManual: false,
    isTest: false,
    refundedPence: 0,
    paidPence: 1100,
    holdExpiresAt: null,
    fieldId: 1,
    fieldName: null,
    customerName: null,
    customerMobile: null,
    ...fields,
  };
}

export const manualBooking = aBooking({
  id: 102,
  time: '12:00',
  endTime: '12:30',
  minutes: 30,
  who: 'Manual Booking',
  dogs: '3',
  isManual: true,
  paidPence: 0,
});

export const heldBooking = aBooking({
  id: 103,
  time: '15:00',
  endTime: '15:30',
  minutes: 30,
  who: 'alex@example.com',
  status: 'pending',
  paidPence: null,
  holdExpiresAt: '2025-06-10T08:30:00.000Z',
});

export function aDay(date: string, fields: Partial<WorkspaceDay> = {}): WorkspaceDay {
  return {
    date,
    opens: '08:00',
    closes: '20:00',
    closedReason: null,
    bookings: [],
    lanes: [],
    ...fields,
  };
}
