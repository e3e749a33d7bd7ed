import { useMutation } from '@tanstack/react-query';
import { waitlistApi } from '../../../../contract/api/waitlist';
import type { JoinWaitlistRequest } from '../../../../contract/waitlist';
import { call } from '../../../api/call';

/** "Tell me if it frees up" for a taken slot (decision 102). */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (request: JoinWaitlistRequest) => call(waitlistApi.join, { body: request }),
  });
}
