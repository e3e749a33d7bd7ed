import { useState } from 'react';
import type { DiscountCheckResponse } from '../../../../contract/bookings';
import { ERRORS } from '../../../../contract/errors';

export const INVALID_DISCOUNT = ERRORS['booking/invalid-discount'].message;

/** The discount code applied to the booking, or why the last one tried was not. */
export function useDiscount() {
  const [applied, setApplied] = useState<DiscountCheckResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    applied,
    error,
    apply: setApplied,
    fail: setError,
    /** The customer takes the code off again: the full price, and the box to type another. */
    remove: () => {
      setApplied(null);
      setError(null);
    },
    /** Book Now found the code no longer valid: it comes off and the box says why. */
    withdraw: () => {
      setApplied(null);
      setError(INVALID_DISCOUNT);
    },
  };
}

export type Discount = ReturnType<typeof useDiscount>;
