import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityRow,
  AddDiscountRequest,
  AdminBookingCard,
  AdminBookingsPage,
  AdminDiscountRow,
  AdminUserRow,
  BookingGroup,
  BookingGroupCounts,
  ChangeCodeResponse,
  ClosedDateRow,
  CodesResponse,
  EmailToolResponse,
  RevenueResponse,
} from '../../contract/admin';
import type { Role } from '../../domain/accounts';
import { getJson, postJson } from './client';

const ADMIN = 'admin';

/** After any change, every admin list reads afresh. */
function useAdminChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void client.invalidateQueries({ queryKey: [ADMIN] }),
  });
}

export const useCodes = () =>
  useQuery({
    queryKey: [ADMIN, 'codes'],
    queryFn: () => getJson<CodesResponse>('/api/admin/codes'),
  });

export const useChangeCode = () =>
  useAdminChange((input: { month: string; week: number; code: string | null; notify: boolean }) => {
    const [year, month] = input.month.split('-').map(Number);
    return postJson<ChangeCodeResponse>(`/api/admin/codes/${year}/${month}/${input.week}`, {
      code: input.code,
      notify: input.notify,
    });
  });

export const useUsers = (sort: 'newest' | 'oldest') =>
  useQuery({
    queryKey: [ADMIN, 'users', sort],
    queryFn: () => getJson<AdminUserRow[]>(`/api/admin/users?sort=${sort}`),
  });

export const useChangeRole = () =>
  useAdminChange((input: { id: string; role: Role }) =>
    postJson<{ role: Role }>(`/api/admin/users/${input.id}/role`, { role: input.role }),
  );

export const useDiscounts = () =>
  useQuery({
    queryKey: [ADMIN, 'discounts'],
    queryFn: () => getJson<AdminDiscountRow[]>('/api/admin/discounts'),
  });

export const useAddDiscount = () =>
  useAdminChange((input: AddDiscountRequest) =>
    postJson<{ id: number }>('/api/admin/discounts', input),
  );

export const useDiscountActive = () =>
  useAdminChange((input: { id: number; active: boolean }) =>
    postJson<{ active: boolean }>(`/api/admin/discounts/${input.id}/active`, {
      active: input.active,
    }),
  );

export const useRevenue = (month: string | null) =>
  useQuery({
    queryKey: [ADMIN, 'revenue', month],
    queryFn: () => getJson<RevenueResponse>(`/api/admin/revenue${month ? `?month=${month}` : ''}`),
  });

export const useBookingCounts = () =>
  useQuery({
    queryKey: [ADMIN, 'booking-counts'],
    queryFn: () => getJson<BookingGroupCounts>('/api/admin/bookings/counts'),
  });

export const useBookingsPage = (group: BookingGroup, page: number, enabled = true) =>
  useQuery({
    queryKey: [ADMIN, 'bookings', group, page],
    queryFn: () => getJson<AdminBookingsPage>(`/api/admin/bookings?group=${group}&page=${page}`),
    enabled,
  });

export const useChangeTime = () =>
  useAdminChange((input: { booking: AdminBookingCard; time: string }) =>
    postJson<{ moved: true }>(`/api/admin/bookings/${input.booking.id}/time`, { time: input.time }),
  );

export const useManualBooking = () =>
  useAdminChange((input: { date: string; time: string; dogs: number; minutes: 30 | 60 }) =>
    postJson<{ bookingId: number; paymentId: number }>('/api/admin/manual-bookings', input),
  );

export const useEmailTool = (tool: 'invoice' | 'latest-invoice' | 'confirmation' | 'discount') =>
  useAdminChange((input: Record<string, string>) =>
    postJson<EmailToolResponse>(`/api/admin/email-tools/${tool}`, input),
  );

export const useClosedDates = () =>
  useQuery({
    queryKey: [ADMIN, 'closed-dates'],
    queryFn: () => getJson<ClosedDateRow[]>('/api/admin/closed-dates'),
  });

export const useBookingsOnDate = (date: string | null) =>
  useQuery({
    queryKey: [ADMIN, 'closed-date-bookings', date],
    queryFn: () =>
      getJson<Pick<AdminBookingCard, 'id' | 'who' | 'time' | 'minutes' | 'status'>[]>(
        `/api/admin/closed-dates/bookings?date=${date}`,
      ),
    enabled: date !== null,
  });

export const useCloseDate = () =>
  useAdminChange((input: { date: string; reason: string }) =>
    postJson<{ date: string; cancelled: number; refunded: number }>('/api/admin/closures', input),
  );

export const useReopenDate = () =>
  useAdminChange((date: string) =>
    postJson<{ reopened: string }>('/api/admin/closed-dates/reopen', { date }),
  );

export const useActivity = (page: number) =>
  useQuery({
    queryKey: [ADMIN, 'activity', page],
    queryFn: () =>
      getJson<{ page: number; total: number; rows: ActivityRow[] }>(
        `/api/admin/activity?page=${page}`,
      ),
  });
