import { z } from 'zod';
import { accessProblemsSchema, bookingIdParamsSchema, newLockCodeSchema } from '../accessProblems';
import {
  activeSetSchema,
  activityPageSchema,
  addDiscountSchema,
  addedSchema,
  adminBookingsPageSchema,
  adminBookingsQuerySchema,
  adminCustomerSchema,
  adminDiscountRowSchema,
  adminUsersPageSchema,
  bookingGroupCountsSchema,
  bookingSearchSchema,
  codesResponseSchema,
  discountActiveSchema,
  discountParamsSchema,
  exportQuerySchema,
  fieldQuerySchema,
  pageQuerySchema,
  revenueQuerySchema,
  revenueResponseSchema,
  userParamsSchema,
  usersQuerySchema,
} from '../admin';
import { attentionSchema } from '../attention';
import { bookingDetailParamsSchema, bookingDetailSchema } from '../bookingDetail';
import {
  emailProblemParamsSchema,
  emailProblemSchema,
  emailProblemsSchema,
} from '../emailProblems';
import { endpoint } from '../endpoint';
import { adminPassesQuerySchema, adminPassesSchema } from '../passes';
import { adminWaitlistsSchema } from '../waitlist';
import {
  calendarQuerySchema,
  calendarResponseSchema,
  todayResponseSchema,
  workspaceQuerySchema,
} from '../workspace';

/** What every admin sees and does: the day, codes, users, discounts, money, Activity. */
export const adminApi = {
  today: endpoint({
    method: 'GET',
    path: '/api/admin/today',
    access: 'admin',
    query: workspaceQuerySchema,
    answers: { 200: todayResponseSchema },
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/api/admin/calendar',
    access: 'admin',
    query: calendarQuerySchema,
    answers: { 200: calendarResponseSchema },
  }),
  codes: endpoint({
    method: 'GET',
    path: '/api/admin/codes',
    access: 'admin',
    query: fieldQuerySchema,
    answers: { 200: codesResponseSchema },
  }),
  users: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    query: usersQuerySchema,
    answers: { 200: adminUsersPageSchema },
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'admin',
    params: userParamsSchema,
    answers: { 200: adminCustomerSchema },
  }),
  activity: endpoint({
    method: 'GET',
    path: '/api/admin/activity',
    access: 'admin',
    query: pageQuerySchema,
    answers: { 200: activityPageSchema },
  }),
  discounts: endpoint({
    method: 'GET',
    path: '/api/admin/discounts',
    access: 'admin',
    answers: { 200: z.array(adminDiscountRowSchema) },
  }),
  addDiscount: endpoint({
    method: 'POST',
    path: '/api/admin/discounts',
    access: 'admin',
    body: addDiscountSchema,
    answers: { 201: addedSchema },
  }),
  setDiscountActive: endpoint({
    method: 'POST',
    path: '/api/admin/discounts/:id/active',
    access: 'admin',
    params: discountParamsSchema,
    body: discountActiveSchema,
    answers: { 200: activeSetSchema },
  }),
  revenue: endpoint({
    method: 'GET',
    path: '/api/admin/revenue',
    access: 'admin',
    query: revenueQuerySchema,
    answers: { 200: revenueResponseSchema },
  }),
  bookings: endpoint({
    method: 'GET',
    path: '/api/admin/bookings',
    access: 'admin',
    query: adminBookingsQuerySchema,
    answers: { 200: adminBookingsPageSchema },
  }),
  bookingCounts: endpoint({
    method: 'GET',
    path: '/api/admin/bookings/counts',
    access: 'admin',
    query: bookingSearchSchema,
    answers: { 200: bookingGroupCountsSchema },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/admin/export.csv',
    access: 'admin',
    query: exportQuerySchema,
    answers: { 200: 'file' },
  }),
  bookingDetail: endpoint({
    method: 'GET',
    path: '/api/admin/bookings/:id/detail',
    access: 'admin',
    params: bookingDetailParamsSchema,
    answers: { 200: bookingDetailSchema },
  }),
  emailProblems: endpoint({
    method: 'GET',
    path: '/api/admin/email-problems',
    access: 'admin',
    answers: { 200: emailProblemsSchema },
  }),
  retryEmail: endpoint({
    method: 'POST',
    path: '/api/admin/email-problems/:id/retry',
    access: 'admin',
    params: emailProblemParamsSchema,
    answers: { 200: emailProblemSchema },
  }),
  accessProblems: endpoint({
    method: 'GET',
    path: '/api/admin/access-problems',
    access: 'admin',
    answers: { 200: accessProblemsSchema },
  }),
  newLockCode: endpoint({
    method: 'POST',
    path: '/api/admin/bookings/:id/new-lock-code',
    access: 'admin',
    params: bookingIdParamsSchema,
    answers: { 200: newLockCodeSchema },
  }),
  waitlists: endpoint({
    method: 'GET',
    path: '/api/admin/waitlists',
    access: 'admin',
    answers: { 200: adminWaitlistsSchema },
  }),
  passes: endpoint({
    method: 'GET',
    path: '/api/admin/passes',
    access: 'admin',
    query: adminPassesQuerySchema,
    answers: { 200: adminPassesSchema },
  }),
  attention: endpoint({
    method: 'GET',
    path: '/api/admin/attention',
    access: 'admin',
    answers: { 200: attentionSchema },
  }),
};
