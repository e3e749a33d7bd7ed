import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { paymentsApi } from '../../../../contract/api/payments';
import { call } from '../../../api/call';

export const testCheckoutKeys = {
  checkout: (reference: string) => ['test-checkout', reference] as const,
};

export const testCheckoutQuery = (reference: string) =>
  queryOptions({
    queryKey: testCheckoutKeys.checkout(reference),
    queryFn: () => call(paymentsApi.testCheckout, { params: { reference } }),
    retry: false,
  });

export const useTestCheckout = (reference: string) => useQuery(testCheckoutQuery(reference));

export function usePayTestCheckout(reference: string) {
  return useMutation({
    mutationFn: (cardNumber: string) =>
      call(paymentsApi.payTestCheckout, { params: { reference }, body: { cardNumber } }),
  });
}
