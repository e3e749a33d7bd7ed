import { createContext, useContext } from 'react';

/**
 * Opens one booking's detail from anywhere in the admin workspace (Today, Calendar, the lists,
 * a customer): the workspace owns the one dialog.
 */
export const OpenBookingContext = createContext<(bookingId: number) => void>(() => {});

export function useOpenBooking(): (bookingId: number) => void {
  return useContext(OpenBookingContext);
}
