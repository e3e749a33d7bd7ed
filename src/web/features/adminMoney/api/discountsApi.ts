import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddDiscountRequest, AdminDiscountRow } from '../../../../contract/admin';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { getJson, postJson } from '../../../api/client';
import type { NumberOrText } from '../../../lib/numberOrText';

export const discountsKeys = {
  discounts: () => [...adminKeys.all, 'discounts'] as const,
};

export const discountsQueries = {
  discounts: () =>
    queryOptions({
      queryKey: discountsKeys.discounts(),
      queryFn: () => getJson<AdminDiscountRow[]>('/api/admin/discounts'),
    }),
};

export const useDiscounts = () => useQuery(discountsQueries.discounts());

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
