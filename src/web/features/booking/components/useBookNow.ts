import { useState } from 'react';
import { ERRORS } from '../../../../contract/errors';
import type { DogBand } from '../../../../domain/prices';
import type { SlotMinutes } from '../../../../domain/slots';
import { ApiRequestError } from '../../../api/client';
import { failedWith } from '../../../lib/apiErrors';
import { useCreateBooking } from '../api/bookingApi';
import type { Discount } from './useDiscount';

/** What the customer has chosen so far. */
export interface BookingDraft {
  day: string | null;
  slot: string | null;
  minutes: SlotMinutes;
  dogs: DogBand;
}

interface Failure {
  message: string;
  /** Two unpaid holds already: My bookings is where to pay or end them. */
  holdLimit: boolean;
}

function failureOf(error: unknown): Failure {
  // A limit (two unpaid holds, too many codes tried): the server's words say which.
  if (error instanceof ApiRequestError && error.status === 429) {
    return { message: error.message, holdLimit: error.code === 'booking/hold-limit' };
  }
  return { message: ERRORS['booking/checkout-failed'].message, holdLimit: false };
}

/** Book Now: hold the slot and go to the checkout, or say in red why not. */
export function useBookNow(draft: BookingDraft, discount: Discount, onSlotTaken: () => void) {
  const create = useCreateBooking();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [leaving, setLeaving] = useState(false);

  const book = () => {
    const { day, slot, minutes, dogs } = draft;
    if (!day || !slot) return;
    setFailure(null);
    const discountCode = discount.applied?.code ?? null;
    create.mutate(
      { date: day, time: slot, minutes, dogs, discountCode },
      {
        onSuccess: ({ checkoutUrl }) => {
          setLeaving(true);
          window.location.assign(checkoutUrl);
        },
        onError: (error) => {
          if (failedWith(error, 'booking/slot-taken')) {
            setFailure({ message: ERRORS['booking/slot-taken'].message, holdLimit: false });
            onSlotTaken();
          } else if (failedWith(error, 'booking/invalid-discount')) {
            discount.withdraw();
          } else {
            setFailure(failureOf(error));
          }
        },
      },
    );
  };

  return {
    book,
    working: create.isPending || leaving,
    error: failure?.message ?? null,
    holdLimit: failure?.holdLimit ?? false,
  };
}
