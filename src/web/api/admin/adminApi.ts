import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Every admin list sits under one key, so that a change can refresh them all. Each area of the
 * workspace (features/adminDay, adminMoney, …) keys its own lists under it, in its api folder.
 */
export const adminKeys = {
  all: ['admin'] as const,
};

/** After any change, every admin list reads afresh. */
export function useAdminChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
