import type { AdminBookingCard } from '../../../contract/admin';

/** A paid booking card as the admin lists answer it, for `who` an address made from its number. */
export const aBookingCard = (id: number, who = `walker${id}@example.com`): AdminBookingCard => ({
  id,
  who,
  bookingCode: '1234',
  pricePence: 650,
  discounted: false,
  createdAt: '2025-06-01T09:00:00.000Z',
  minutes: 30,
  date: '2025-06-14',
  time: '09:00',
  dogs: '1-4',
  isTest: false,
  isManual: false,
  seriesId: null,
  status: 'complete',
  paidPence: 650,
  refundedPence: 0,
  fieldName: null,
  customerName: null,
  customerMobile: null,
});
