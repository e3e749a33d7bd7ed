import { z } from 'zod';
import {
  changeCodeResponseSchema,
  changeCodeSchema,
  changeRoleSchema,
  changeTimeSchema,
  closedDateBookingSchema,
  closedDatePreviewSchema,
  closedDateRowSchema,
  closureResultSchema,
  discountEmailToolSchema,
  emailToolResponseSchema,
  emailToolSchema,
  fieldQuerySchema,
  invoiceToolSchema,
  manualBookingResponseSchema,
  manualBookingSchema,
  movedSchema,
  reopenedSchema,
  reopenSchema,
  roleSetSchema,
  userParamsSchema,
  weekBookingSchema,
  weekParamsSchema,
} from '../admin';
import {
  bookingDetailParamsSchema,
  bookingDetailSchema,
  passCancelRequestSchema,
  refundRequestSchema,
} from '../bookingDetail';
import { bookingIdParamsSchema, closeDaySchema } from '../bookings';
import { endpoint } from '../endpoint';
import { lockListSchema } from '../locks';
import { calendarFeedAddressSchema, newCalendarFeedAddressSchema } from '../ownerNotices';
import {
  fieldIdParamsSchema,
  fieldOrderSchema,
  fieldSettingsSchema,
  orderedFieldsSchema,
  savedFieldSchema,
} from '../parkFields';
import { adminPassSchema, passIdParamsSchema, passRefundRequestSchema } from '../passes';
import {
  adminPhotosSchema,
  fieldPhotosSchema,
  photoAltSchema,
  photoIdParamsSchema,
  placeParamsSchema,
  placePhotosSchema,
} from '../photos';
import {
  adminSettingsSchema,
  confirmQuerySchema,
  retiredFieldSchema,
  retireFieldSchema,
  SETTINGS_SECTIONS,
  type SettingsSection,
  saveResultSchema,
  sectionSchemas,
} from '../settings';

const emailTool = <const P extends `/api/admin/email-tools/${string}`, B extends z.ZodType>(
  path: P,
  body: B,
) =>
  endpoint({
    method: 'POST',
    path,
    access: 'super-admin',
    body,
    answers: { 200: emailToolResponseSchema },
  });

/** What only super admins do: codes, roles, moves, manual bookings, e-mail tools, closed dates, refunds. */
export const ownerApi = {
  changeCode: endpoint({
    method: 'POST',
    path: '/api/admin/codes/:year/:month/:week',
    access: 'super-admin',
    params: weekParamsSchema,
    body: changeCodeSchema,
    answers: { 200: changeCodeResponseSchema },
  }),
  weekBookings: endpoint({
    method: 'GET',
    path: '/api/admin/codes/:year/:month/:week/bookings',
    access: 'super-admin',
    params: weekParamsSchema,
    query: fieldQuerySchema,
    answers: { 200: z.array(weekBookingSchema) },
  }),
  changeRole: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/role',
    access: 'super-admin',
    params: userParamsSchema,
    body: changeRoleSchema,
    answers: { 200: roleSetSchema },
  }),
  changeTime: endpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/time',
    access: 'super-admin',
    params: bookingIdParamsSchema,
    body: changeTimeSchema,
    answers: { 200: movedSchema },
  }),
  manualBooking: endpoint({
    method: 'POST',
    path: '/api/admin/manual-bookings',
    access: 'super-admin',
    body: manualBookingSchema,
    answers: { 201: manualBookingResponseSchema },
  }),
  sendInvoice: emailTool('/api/admin/email-tools/invoice', invoiceToolSchema),
  sendLatestInvoice: emailTool('/api/admin/email-tools/latest-invoice', emailToolSchema),
  resendConfirmation: emailTool('/api/admin/email-tools/confirmation', emailToolSchema),
  sendDiscount: emailTool('/api/admin/email-tools/discount', discountEmailToolSchema),
  closedDates: endpoint({
    method: 'GET',
    path: '/api/admin/closed-dates',
    access: 'super-admin',
    answers: { 200: z.array(closedDateRowSchema) },
  }),
  closedDateBookings: endpoint({
    method: 'GET',
    path: '/api/admin/closed-dates/bookings',
    access: 'super-admin',
    query: closedDatePreviewSchema,
    answers: { 200: z.array(closedDateBookingSchema) },
  }),
  closeDay: endpoint({
    method: 'POST',
    path: '/api/admin/closures',
    access: 'super-admin',
    body: closeDaySchema,
    answers: { 200: closureResultSchema },
  }),
  reopenDay: endpoint({
    method: 'POST',
    path: '/api/admin/closed-dates/reopen',
    access: 'super-admin',
    body: reopenSchema,
    answers: { 200: reopenedSchema },
  }),
  refundBooking: endpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/refunds',
    access: 'super-admin',
    params: bookingDetailParamsSchema,
    body: refundRequestSchema,
    answers: { 200: bookingDetailSchema },
  }),
  cancelPassBooking: endpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/pass-cancel',
    access: 'super-admin',
    params: bookingDetailParamsSchema,
    body: passCancelRequestSchema,
    answers: { 200: bookingDetailSchema },
  }),
  refundPass: endpoint({
    method: 'POST',
    path: '/api/admin/passes/:id/refund',
    access: 'super-admin',
    params: passIdParamsSchema,
    body: passRefundRequestSchema,
    answers: { 200: adminPassSchema },
  }),
  calendarFeed: endpoint({
    method: 'GET',
    path: '/api/admin/calendar-feed',
    access: 'super-admin',
    answers: { 200: calendarFeedAddressSchema },
  }),
  newCalendarFeed: endpoint({
    method: 'POST',
    path: '/api/admin/calendar-feed',
    access: 'super-admin',
    answers: { 200: newCalendarFeedAddressSchema },
  }),
};

/** Settings → Photos. */
export const photosApi = {
  photos: endpoint({
    method: 'GET',
    path: '/api/admin/photos',
    access: 'super-admin',
    answers: { 200: adminPhotosSchema },
  }),
  /** A multipart form: the photo (field `file`) and its alt text (field `alt`). */
  upload: endpoint({
    method: 'POST',
    path: '/api/admin/photos',
    access: 'super-admin',
    takes: 'multipart',
    answers: { 201: adminPhotosSchema },
  }),
  changeAlt: endpoint({
    method: 'POST',
    path: '/api/admin/photos/:id/alt',
    access: 'super-admin',
    params: photoIdParamsSchema,
    body: photoAltSchema,
    answers: { 200: adminPhotosSchema },
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/admin/photos/:id/remove',
    access: 'super-admin',
    params: photoIdParamsSchema,
    answers: { 200: adminPhotosSchema },
  }),
  setPlace: endpoint({
    method: 'POST',
    path: '/api/admin/photo-places/:place',
    access: 'super-admin',
    params: placeParamsSchema,
    body: placePhotosSchema,
    answers: { 200: adminPhotosSchema },
  }),
  /** A field's own gallery (decision 113): which photos, in order, each with its caption. */
  setFieldPlace: endpoint({
    method: 'POST',
    path: '/api/admin/fields/:id/photos',
    access: 'super-admin',
    params: fieldIdParamsSchema,
    body: placePhotosSchema,
    answers: { 200: fieldPhotosSchema },
  }),
};

/**
 * Settings → Fields: add a field, change one, close one, put them in order, and the locks a field
 * can be given (decisions 111, 113, 117).
 */
export const fieldsApi = {
  add: endpoint({
    method: 'POST',
    path: '/api/admin/fields',
    access: 'super-admin',
    body: fieldSettingsSchema,
    answers: { 201: savedFieldSchema },
  }),
  change: endpoint({
    method: 'POST',
    path: '/api/admin/fields/:id',
    access: 'super-admin',
    params: fieldIdParamsSchema,
    body: fieldSettingsSchema,
    answers: { 200: savedFieldSchema },
  }),
  retire: endpoint({
    method: 'POST',
    path: '/api/admin/fields/:id/retired',
    access: 'super-admin',
    params: fieldIdParamsSchema,
    body: retireFieldSchema,
    answers: { 200: retiredFieldSchema },
  }),
  order: endpoint({
    method: 'POST',
    path: '/api/admin/fields/order',
    access: 'super-admin',
    body: fieldOrderSchema,
    answers: { 200: orderedFieldsSchema },
  }),
  /** The smart locks in the park's Seam workspace, for a field opened by lock (decision 117). */
  locks: endpoint({
    method: 'GET',
    path: '/api/admin/locks',
    access: 'super-admin',
    answers: { 200: lockListSchema },
  }),
};

function saveSection<const S extends SettingsSection>(section: S) {
  return endpoint({
    method: 'POST',
    path: `/api/admin/settings/${section}`,
    access: 'super-admin',
    query: confirmQuerySchema,
    body: sectionSchemas[section],
    answers: { 200: saveResultSchema },
  });
}

/** Settings: read it all, save a section at a time. */
export const settingsApi = {
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'super-admin',
    answers: { 200: adminSettingsSchema },
  }),
  save: Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section, saveSection(section)])) as {
    [S in SettingsSection]: ReturnType<typeof saveSection<S>>;
  },
};
