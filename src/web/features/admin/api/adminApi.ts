import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ActivityRow,
  AddDiscountRequest,
  AdminBookingCard,
  AdminBookingsPage,
  AdminCustomer,
  AdminDiscountRow,
  AdminUsersPage,
  BookingGroup,
  BookingGroupCounts,
  BookingSearch,
  ChangeCodeResponse,
  ClosedDateRow,
  CodesResponse,
  EmailToolResponse,
  RevenueResponse,
  WeekBooking,
} from '../../../../contract/admin';
import type { Role } from '../../../../domain/accounts';
import { getJson, postJson } from '../../../api/client';
import type { NumberOrText } from '../../../lib/numberOrText';

export type UserSort = 'newest' | 'oldest';
export type EmailTool = 'invoice' | 'latest-invoice' | 'confirmation' | 'discount';
export type BookingOnDate = Pick<AdminBookingCard, 'id' | 'who' | 'time' | 'minutes' | 'status'>;

function searchParams(search: BookingSearch, more: Record<string, string> = {}): string {
  return new URLSearchParams({
    ...more,
    status: search.status,
    ...(search.q ? { q: search.q } : {}),
  }).toString();
}

/** Every admin list sits under one key, so that a change can refresh them all. */
export const adminKeys = {
  all: ['admin'] as const,
  codes: () => [...adminKeys.all, 'codes'] as const,
  weekBookings: (month: string, week: number) =>
    [...adminKeys.all, 'week-bookings', month, week] as const,
  users: (sort: UserSort, search: string, after: string | null) =>
    [...adminKeys.all, 'users', sort, search, after] as const,
  customer: (id: string) => [...adminKeys.all, 'customer', id] as const,
  discounts: () => [...adminKeys.all, 'discounts'] as const,
  revenue: (month: string | null) => [...adminKeys.all, 'revenue', month] as const,
  bookingCounts: (search: BookingSearch) => [...adminKeys.all, 'booking-counts', search] as const,
  bookings: (group: BookingGroup, search: BookingSearch) =>
    [...adminKeys.all, 'bookings', group, search] as const,
  closedDates: () => [...adminKeys.all, 'closed-dates'] as const,
  bookingsOnDate: (date: string | null) =>
    [...adminKeys.all, 'closed-date-bookings', date] as const,
  activity: (page: number) => [...adminKeys.all, 'activity', page] as const,
};

export const adminQueries = {
  codes: () =>
    queryOptions({
      queryKey: adminKeys.codes(),
      queryFn: () => getJson<CodesResponse>('/api/admin/codes'),
    }),
  /** What changing a week's code reaches; read afresh each time the change is opened. */
  weekBookings: (month: string, week: number) =>
    queryOptions({
      queryKey: adminKeys.weekBookings(month, week),
      queryFn: () => {
        const [year, monthNumber] = month.split('-').map(Number);
        return getJson<WeekBooking[]>(`/api/admin/codes/${year}/${monthNumber}/${week}/bookings`);
      },
      staleTime: 0,
    }),
  /** A page of users: the first, or the one after the cursor a page gave as its `next`. */
  users: (sort: UserSort, search: string, after: string | null = null) =>
    queryOptions({
      queryKey: adminKeys.users(sort, search, after),
      queryFn: () =>
        getJson<AdminUsersPage>(
          `/api/admin/users?${new URLSearchParams({
            sort,
            ...(search ? { q: search } : {}),
            ...(after ? { after } : {}),
          })}`,
        ),
    }),
  customer: (id: string) =>
    queryOptions({
      queryKey: adminKeys.customer(id),
      queryFn: () => getJson<AdminCustomer>(`/api/admin/users/${encodeURIComponent(id)}`),
    }),
  discounts: () =>
    queryOptions({
      queryKey: adminKeys.discounts(),
      queryFn: () => getJson<AdminDiscountRow[]>('/api/admin/discounts'),
    }),
  revenue: (month: string | null) =>
    queryOptions({
      queryKey: adminKeys.revenue(month),
      queryFn: () =>
        getJson<RevenueResponse>(`/api/admin/revenue${month ? `?month=${month}` : ''}`),
    }),
  bookingCounts: (search: BookingSearch) =>
    queryOptions({
      queryKey: adminKeys.bookingCounts(search),
      queryFn: () =>
        getJson<BookingGroupCounts>(`/api/admin/bookings/counts?${searchParams(search)}`),
    }),
  /** A group's cards, a page at a time, each page asked for after the last one's cursor. */
  bookings: (group: BookingGroup, search: BookingSearch, enabled = true) =>
    infiniteQueryOptions({
      queryKey: adminKeys.bookings(group, search),
      queryFn: ({ pageParam }) =>
        getJson<AdminBookingsPage>(
          `/api/admin/bookings?${searchParams(search, { group })}${pageParam ? `&after=${encodeURIComponent(pageParam)}` : ''}`,
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
      enabled,
    }),
  closedDates: () =>
    queryOptions({
      queryKey: adminKeys.closedDates(),
      queryFn: () => getJson<ClosedDateRow[]>('/api/admin/closed-dates'),
    }),
  bookingsOnDate: (date: string | null) =>
    queryOptions({
      queryKey: adminKeys.bookingsOnDate(date),
      queryFn: () => getJson<BookingOnDate[]>(`/api/admin/closed-dates/bookings?date=${date}`),
      enabled: date !== null,
    }),
  activity: (page: number) =>
    queryOptions({
      queryKey: adminKeys.activity(page),
      queryFn: () =>
        getJson<{ page: number; total: number; rows: ActivityRow[] }>(
          `/api/admin/activity?page=${page}`,
        ),
    }),
};

export const useCodes = () => useQuery(adminQueries.codes());
export const useWeekBookings = (month: string, week: number) =>
  useQuery(adminQueries.weekBookings(month, week));
export const useUsers = (sort: UserSort, search = '', after: string | null = null) =>
  useQuery({ ...adminQueries.users(sort, search, after), placeholderData: (previous) => previous });
export const useCustomer = (id: string) => useQuery(adminQueries.customer(id));
export const useDiscounts = () => useQuery(adminQueries.discounts());
export const useRevenue = (month: string | null) => useQuery(adminQueries.revenue(month));
export const useBookingCounts = (search: BookingSearch) =>
  useQuery(adminQueries.bookingCounts(search));
/** Asks nothing of a group the counts say is empty. */
export const useBookingPages = (group: BookingGroup, search: BookingSearch, enabled = true) =>
  useInfiniteQuery(adminQueries.bookings(group, search, enabled));
export const useClosedDates = () => useQuery(adminQueries.closedDates());
export const useBookingsOnDate = (date: string | null) =>
  useQuery(adminQueries.bookingsOnDate(date));
export const useActivity = (page: number) => useQuery(adminQueries.activity(page));

/** After any change, every admin list reads afresh. */
function useAdminChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useChangeCode = () =>
  useAdminChange((input: { month: string; week: number; code: string | null; notify: boolean }) => {
    const [year, month] = input.month.split('-').map(Number);
    return postJson<ChangeCodeResponse>(`/api/admin/codes/${year}/${month}/${input.week}`, {
      code: input.code,
      notify: input.notify,
    });
  });

export const useChangeRole = () =>
  useAdminChange((input: { id: string; role: Role }) =>
    postJson<{ role: Role }>(`/api/admin/users/${input.id}/role`, { role: input.role }),
  );

/** The numbers go as typed when they are none, for the server to refuse by field. */
export type NewDiscount = Omit<AddDiscountRequest, 'percent' | 'maxUsage'> & {
  percent: NumberOrText;
  maxUsage: NumberOrText;
};

export const useAddDiscount = () =>
  useAdminChange((input: NewDiscount) => postJson<{ id: number }>('/api/admin/discounts', input));

export const useDiscountActive = () =>
  useAdminChange((input: { id: number; active: boolean }) =>
    postJson<{ active: boolean }>(`/api/admin/discounts/${input.id}/active`, {
      active: input.active,
    }),
  );

export const useChangeTime = () =>
  useAdminChange((input: { booking: AdminBookingCard; time: string }) =>
    postJson<{ moved: true }>(`/api/admin/bookings/${input.booking.id}/time`, { time: input.time }),
  );

export interface ManualBooking {
  date: string;
  time: string;
  dogs: NumberOrText;
  minutes: 30 | 60;
}

export const useManualBooking = () =>
  useAdminChange((input: ManualBooking) =>
    postJson<{ bookingId: number; paymentId: number }>('/api/admin/manual-bookings', input),
  );

export const useEmailTool = (tool: EmailTool) =>
  useAdminChange((input: Record<string, string>) =>
    postJson<EmailToolResponse>(`/api/admin/email-tools/${tool}`, input),
  );

export const useCloseDate = () =>
  useAdminChange((input: { date: string; reason: string }) =>
    postJson<{ date: string; cancelled: number; refunded: number }>('/api/admin/closures', input),
  );

export const useReopenDate = () =>
  useAdminChange((date: string) =>
    postJson<{ reopened: string }>('/api/admin/closed-dates/reopen', { date }),
  );
