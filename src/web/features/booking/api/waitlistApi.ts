import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistApi } from '../../../../contract/api/waitlist';
import type { JoinWaitlistRequest } from '../../../../contract/waitlist';
import { call } from '../../../api/call';
import { myWaitlistKeys } from '../../../api/waitlist';

/** "Tell me if it frees up" for a taken slot (decision 102). */
export function useJoinWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: JoinWaitlistRequest) => call(waitlistApi.join, { body: request }),
    onSuccess: () => void client.invalidateQueries({ queryKey: myWaitlistKeys.all }),
  });
}
