import { useState } from 'react';
import type { BookingContactInput } from '../../../../contract/contact';
import { ERRORS } from '../../../../contract/errors';
import { ApiRequestError } from '../../../api/client';
import { failedWith } from '../../../lib/apiErrors';
import { useCreateBooking, useCreateSeries } from '../api/bookingApi';
import type { Discount } from './useDiscount';

/** What the customer has chosen so far. */
export interface BookingDraft {
  day: string | null;
  slot: string | null;
  minutes: number;
  dogs: string;
  dogCount: number;
  /** The field booked, where the park names its fields; none in a park of one. */
  fieldId?: number | undefined;
  /** Weeks to repeat the booking for, or null for this day only. */
  repeatWeeks: number | null;
  /** The pass a session of which pays, or null for the card (decision 101). */
  passId: number | null;
}

/** The site rules the customer ticked on the page, if they had to (decision 099). */
export interface RulesTick {
  version: number;
  ticked: boolean;
  /** The rules changed under the page: read them again and tick afresh. */
  onChanged: () => void;
  /** A pass could not pay after all (used up meanwhile): read the customer's passes again. */
  onPassChanged?: () => void;
}

interface Failure {
  message: string;
  /** The unpaid-hold allowance is used up: My bookings is where to pay or end them. */
  holdLimit: boolean;
}

function failureOf(error: unknown): Failure {
  // A limit (the unpaid-hold allowance, too many codes tried): the server's words say which.
  if (error instanceof ApiRequestError && error.status === 429) {
    return { message: error.message, holdLimit: error.code === 'booking/hold-limit' };
  }
  return { message: ERRORS['booking/checkout-failed'].message, holdLimit: false };
}

/** The weeks of a repeat booking to hold: those the page showed as free (decision 100). */
export interface SeriesChoice {
  weeks: number;
  dates: string[];
  /** The weeks changed under the page: look at them again. */
  onChanged: () => void;
}

/** Book Now: hold the slot (or the weeks) and go to the checkout, or say in red why not. */
export function useBookNow(
  draft: BookingDraft,
  discount: Discount,
  rules: RulesTick,
  series: SeriesChoice | null,
  onSlotTaken: () => void,
) {
  const create = useCreateBooking();
  const createSeries = useCreateSeries();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [leaving, setLeaving] = useState(false);

  const onSuccess = ({ checkoutUrl }: { checkoutUrl: string }) => {
    setLeaving(true);
    window.location.assign(checkoutUrl);
  };
  const onError = (error: unknown) => {
    if (failedWith(error, 'booking/slot-taken')) {
      setFailure({ message: ERRORS['booking/slot-taken'].message, holdLimit: false });
      onSlotTaken();
    } else if (failedWith(error, 'booking/invalid-discount')) {
      discount.withdraw();
    } else if (
      failedWith(error, 'booking/rules-changed') ||
      failedWith(error, 'booking/rules-not-accepted') ||
      // The account's name or mobile changed meanwhile: read them again, the sheet asks.
      failedWith(error, 'booking/contact-needed') ||
      failedWith(error, 'account/invalid-mobile')
    ) {
      setFailure({ message: error.message, holdLimit: false });
      rules.onChanged();
    } else if (failedWith(error, 'pass/cannot-book') || failedWith(error, 'pass/not-found')) {
      setFailure({ message: error.message, holdLimit: false });
      rules.onPassChanged?.();
    } else if (
      failedWith(error, 'series/weeks-changed') ||
      failedWith(error, 'series/invalid-dates') ||
      failedWith(error, 'booking/not-bookable')
    ) {
      setFailure({ message: error.message, holdLimit: false });
      series?.onChanged();
    } else {
      setFailure(failureOf(error));
    }
  };

  /** Holds the choice; the name and mobile go with it when the sheet asked for them. */
  const book = (contact?: BookingContactInput) => {
    const { day, slot, minutes, dogs, dogCount, fieldId } = draft;
    if (!day || !slot) return;
    setFailure(null);
    const rulesVersion = rules.ticked ? rules.version : null;
    const request = {
      date: day,
      time: slot,
      minutes,
      dogs,
      dogCount,
      rulesVersion,
      ...(contact && { contact }),
      // A park of one field sends the seed's request, naming none.
      ...(fieldId !== undefined && { fieldId }),
    };
    if (series) {
      createSeries.mutate(
        { ...request, weeks: series.weeks, dates: series.dates },
        { onSuccess, onError },
      );
      return;
    }
    if (draft.passId !== null) {
      create.mutate({ ...request, passId: draft.passId }, { onSuccess, onError });
      return;
    }
    const discountCode = discount.applied?.code ?? null;
    create.mutate({ ...request, discountCode }, { onSuccess, onError });
  };

  return {
    book,
    working: create.isPending || createSeries.isPending || leaving,
    error: failure?.message ?? null,
    holdLimit: failure?.holdLimit ?? false,
  };
}
