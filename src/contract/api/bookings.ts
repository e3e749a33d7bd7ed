import {
  bookingIdParamsSchema,
  bookingViewSchema,
  cancelBookingSchema,
  cancelResultSchema,
  createBookingResponseSchema,
  createBookingSchema,
  discountCheckQuerySchema,
  discountCheckResponseSchema,
  moveBookingSchema,
  myBookingsResponseSchema,
} from '../bookings';
import { endpoint } from '../endpoint';
import { buyPassResponseSchema, buyPassSchema, myPassSchema, passIdParamsSchema } from '../passes';
import {
  createSeriesResponseSchema,
  createSeriesSchema,
  seriesPreviewQuerySchema,
  seriesPreviewSchema,
} from '../series';

/** A customer's bookings: holding and paying, My bookings, cancelling and moving; passes. */
export const bookingsApi = {
  book: endpoint({
    method: 'POST',
    path: '/api/bookings',
    access: 'signed-in',
    body: createBookingSchema,
    answers: { 201: createBookingResponseSchema },
  }),
  discountCheck: endpoint({
    method: 'GET',
    path: '/api/discounts/check',
    access: 'signed-in',
    query: discountCheckQuerySchema,
    answers: { 200: discountCheckResponseSchema },
  }),
  seriesPreview: endpoint({
    method: 'GET',
    path: '/api/series/preview',
    access: 'signed-in',
    query: seriesPreviewQuerySchema,
    answers: { 200: seriesPreviewSchema },
  }),
  bookSeries: endpoint({
    method: 'POST',
    path: '/api/series',
    access: 'signed-in',
    body: createSeriesSchema,
    answers: { 201: createSeriesResponseSchema },
  }),
  booking: endpoint({
    method: 'GET',
    path: '/api/bookings/:id',
    access: 'signed-in',
    params: bookingIdParamsSchema,
    answers: { 200: bookingViewSchema },
  }),
  calendarFile: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/calendar.ics',
    access: 'signed-in',
    params: bookingIdParamsSchema,
    answers: { 200: 'file' },
  }),
  refreshPayment: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/refresh',
    access: 'signed-in',
    params: bookingIdParamsSchema,
    answers: { 200: bookingViewSchema },
  }),
  releaseHold: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/release',
    access: 'signed-in',
    params: bookingIdParamsSchema,
    answers: { 200: bookingViewSchema },
  }),
  myBookings: endpoint({
    method: 'GET',
    path: '/api/my-bookings',
    access: 'signed-in',
    answers: { 200: myBookingsResponseSchema },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/cancel',
    access: 'signed-in',
    params: bookingIdParamsSchema,
    body: cancelBookingSchema,
    answers: { 200: cancelResultSchema },
  }),
  move: endpoint({
    method: 'POST',
    path: '/api/bookings/:id/move',
    access: 'signed-in',
    params: bookingIdParamsSchema,
    body: moveBookingSchema,
    answers: { 200: myBookingsResponseSchema },
  }),
  buyPass: endpoint({
    method: 'POST',
    path: '/api/passes',
    access: 'signed-in',
    body: buyPassSchema,
    answers: { 201: buyPassResponseSchema },
  }),
  refreshPass: endpoint({
    method: 'POST',
    path: '/api/passes/:id/refresh',
    access: 'signed-in',
    params: passIdParamsSchema,
    answers: { 200: myPassSchema },
  }),
};
