import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminApi } from '../../../../contract/api/admin';
import { ownerApi } from '../../../../contract/api/owner';
import type { AdminPass, AdminPasses, PassRefundRequest } from '../../../../contract/passes';
import { adminKeys } from '../../../api/admin/adminApi';
import { call } from '../../../api/call';

/** Under the admin key, so that any admin change reads the passes afresh too. */
export const passesKeys = {
  all: [...adminKeys.all, 'passes'] as const,
  page: (after: string | null) => [...passesKeys.all, after] as const,
};

export const passesQueries = {
  /** The figures and a page of passes sold: the first, or the one after a page's `next`. */
  page: (after: string | null = null) =>
    queryOptions({
      queryKey: passesKeys.page(after),
      queryFn: () => call(adminApi.passes, { query: after ? { after } : {} }),
    }),
};

/** The page shown stays on screen while the next one loads. */
export const usePasses = (after: string | null) =>
  useQuery({ ...passesQueries.page(after), placeholderData: (previous) => previous });

/** Puts the pass as it now stands into whichever cached page lists it. */
function showPass(client: QueryClient, pass: AdminPass) {
  client.setQueriesData<AdminPasses>({ queryKey: passesKeys.all }, (page) =>
    page
      ? { ...page, passes: page.passes.map((shown) => (shown.id === pass.id ? pass : shown)) }
      : page,
  );
}

export type PassRefundInput = PassRefundRequest & { passId: number };

/**
 * A super admin refunds part of a pass. Its answer is the pass as it now stands, shown at once;
 * then the admin lists read afresh, the figures (refunded, owed in sessions) and Activity among
 * them.
 */
export function useRefundPass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ passId, ...body }: PassRefundInput) =>
      call(ownerApi.refundPass, { params: { id: passId }, body }),
    onSuccess: (pass) => showPass(client, pass),
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
