import { useMutation } from '@tanstack/react-query';
import type { JoinWaitlistRequest, JoinWaitlistResponse } from '../../../../contract/waitlist';
import { postJson } from '../../../api/client';

/** "Tell me if it frees up" for a taken slot (decision 102). */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: (request: JoinWaitlistRequest) =>
      postJson<JoinWaitlistResponse>('/api/waitlist', request),
  });
}
