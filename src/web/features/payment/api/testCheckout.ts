import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TestCheckoutView } from '../../../../contract/testCheckout';
import { getJson, postJson } from '../../../api/client';

export const testCheckoutKeys = {
  checkout: (reference: string) => ['test-checkout', reference] as const,
};

export const testCheckoutQuery = (reference: string) =>
  queryOptions({
    queryKey: testCheckoutKeys.checkout(reference),
    queryFn: () => getJson<TestCheckoutView>(`/api/test-checkout/${encodeURIComponent(reference)}`),
    retry: false,
  });

export const useTestCheckout = (reference: string) => useQuery(testCheckoutQuery(reference));

export function usePayTestCheckout(reference: string) {
  return useMutation({
    mutationFn: (cardNumber: string) =>
      postJson<{ redirectTo: string }>(`/api/test-checkout/${encodeURIComponent(reference)}/pay`, {
        cardNumber,
      }),
  });
}
