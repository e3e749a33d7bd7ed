import { useState } from 'react';
import type { MyBooking } from '../../../../contract/bookings';
import { dateInWords } from '../../../../domain/dates';
import { formatPence } from '../../../../domain/money';
import { FormError } from '../../../components/Field';
import { Modal, ModalActions } from '../../../components/Modal';
import { failureMessage } from '../../../lib/apiErrors';
import { useCancelBooking } from '../api/myBookingsApi';

interface Props {
  booking: MyBooking | null;
  cutoffHours: number;
  onClose: () => void;
  onCancelled: (booking: MyBooking, refundPence: number) => void;
}

function PassTerms({ booking, cutoffHours }: { booking: MyBooking; cutoffHours: number }) {
  return booking.cancel === 'full-refund' ? (
    <p>It is more than {cutoffHours} hours away, so the session goes back on your pass.</p>
  ) : (
    <p>
      It starts in less than {cutoffHours} hours, so under our cancellation policy the session is
      not given back. You can still cancel it to free the slot for someone else.
    </p>
  );
}

function Terms({ booking, cutoffHours }: { booking: MyBooking; cutoffHours: number }) {
  if (booking.pass) return <PassTerms booking={booking} cutoffHours={cutoffHours} />;
  // Part of it may have been refunded already (by the park): only the rest comes back.
  const refunded = booking.refund?.state === 'refunded' ? booking.refund.amountPence : 0;
  if (booking.cancel === 'full-refund' && refunded > 0) {
    const rest = Math.max(0, booking.pricePence - refunded);
    return (
      <p>
        It is more than {cutoffHours} hours away.{' '}
        {rest > 0
          ? `${formatPence(refunded)} was refunded already, so you will get back the other ${formatPence(rest)}.`
          : 'Your payment was refunded in full already, so nothing more is due.'}
      </p>
    );
  }
  return booking.cancel === 'full-refund' ? (
    <p>
      It is more than {cutoffHours} hours away, so you will get a full refund of{' '}
      {formatPence(booking.pricePence)}.
    </p>
  ) : (
    <p>
      It starts in less than {cutoffHours} hours, so under our cancellation policy no refund is due.
      You can still cancel it to free the slot for someone else.
    </p>
  );
}

function confirmWords(booking: MyBooking, terms: MyBooking['cancel']): string {
  if (booking.pass) {
    return terms === 'full-refund'
      ? 'Cancel and get the session back'
      : 'Cancel and lose the session';
  }
  return terms === 'full-refund' ? 'Cancel and refund' : 'Cancel without refund';
}

/** Says which case of the policy applies before anything happens. */
export function CancelDialog({ booking, cutoffHours, onClose, onCancelled }: Props) {
  const cancel = useCancelBooking();
  const [error, setError] = useState<string | null>(null);
  const terms = booking?.cancel ?? null;

  const confirm = () => {
    if (!booking || !terms) return;
    setError(null);
    cancel.mutate(
      { id: booking.id, expect: terms },
      {
        onSuccess: ({ refundPence }) => onCancelled(booking, refundPence),
        onError: (failure) =>
          setError(
            failureMessage(failure, 'The booking could not be cancelled. Please try again.'),
          ),
      },
    );
  };

  return (
    <Modal open={booking !== null} title="Cancel this booking?" onClose={onClose}>
      {booking && (
        <>
          <p>
            Booking {booking.id}: {dateInWords(booking.date)}, {booking.time} to {booking.endTime}.
          </p>
          <Terms booking={booking} cutoffHours={cutoffHours} />
          <FormError message={error} />
          <ModalActions>
            <button type="button" className="button" onClick={confirm} disabled={cancel.isPending}>
              {confirmWords(booking, terms)}
            </button>
            <button type="button" className="button button--quiet" onClick={onClose}>
              Keep booking
            </button>
          </ModalActions>
        </>
      )}
    </Modal>
  );
}
