import { useState } from 'react';
import { useBookingContext } from '../../../api/bookingContext';
import type { RulesChoice } from './BookingSummary';

/**
 * The site rules' tick: kept while the page is open (whichever field is chosen), asked afresh
 * if the rules change.
 */
export function useRulesChoice(): RulesChoice {
  const context = useBookingContext();
  const [ticked, setTicked] = useState(false);
  return {
    context: context.data,
    loading: context.isPending,
    ticked,
    onTicked: setTicked,
    onChanged: () => {
      setTicked(false);
      void context.refetch();
    },
  };
}
