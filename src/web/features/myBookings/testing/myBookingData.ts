import type { MyBooking } from '../../../../contract/bookings';

/** A paid hour on 14 June 2025 at 09:00, as My bookings lists it; `change` alters it. */
export function aPaidBooking(change: Partial<MyBooking> = {}): MyBooking {
  return {
    id: 42,
    date: '2025-06-14',
    time: '09:00',
    endTime: '10:00',
    minutes: 60,
    dogs: '1-4',
    listPricePence: 1100,
    pricePence: 1100,
    discountPercent: null,
    gateCode: '#1234#',
    status: 'complete',
    checkoutUrl: null,
    refund: null,
    cancel: 'full-refund',
    canMove: true,
    series: null,
    pass: null,
    ...change,
  };
}
