import { useMutation, useQuery } from '@tanstack/react-query';
import type { TestCheckoutView } from '../../contract/testCheckout';
import { getJson, postJson } from './client';

export function useTestCheckout(reference: string) {
  return useQuery({
    queryKey: ['test-checkout', reference],
    queryFn: () => getJson<TestCheckoutView>(`/api/test-checkout/${encodeURIComponent(reference)}`),
    retry: false,
  });
}

export function usePayTestCheckout(reference: string) {
  return useMutation({
    mutationFn: (cardNumber: string) =>
      postJson<{ redirectTo: string }>(`/api/test-checkout/${encodeURIComponent(reference)}/pay`, {
        cardNumber,
      }),
  });
}
