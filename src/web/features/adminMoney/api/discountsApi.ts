import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddDiscountRequest } from '../../../../contract/admin';
import { adminApi } from '../../../../contract/api/admin';
import { adminKeys, useAdminChange } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';
import type { NumberOrText } from '../../../lib/numberOrText';

export const discountsKeys = {
  discounts: () => [...adminKeys.all, 'discounts'] as const,
};

export const discountsQueries = {
  discounts: () =>
    queryOptions({
      queryKey: discountsKeys.discounts(),
      queryFn: () => call(adminApi.discounts),
    }),
};

export const useDiscounts = () => useQuery(discountsQueries.discounts());

/** The numbers go as typed when they are none, for the server to refuse by field. */
export type NewDiscount = Omit<AddDiscountRequest, 'percent' | 'maxUsage'> & {
  percent: NumberOrText;
  maxUsage: NumberOrText;
};

export const useAddDiscount = () =>
  useAdminChange((input: NewDiscount) =>
    // The numbers go as typed when they are none, for the server to refuse by field.
    call(adminApi.addDiscount, { body: input as AddDiscountRequest }),
  );

export const useDiscountActive = () =>
  useAdminChange((input: { id: number; active: boolean }) =>
    call(adminApi.setDiscountActive, {
      params: { id: input.id },
      body: { active: input.active },
    }),
  );
