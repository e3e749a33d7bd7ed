import { type FormEvent, useId, useState } from 'react';
import type { BookingDetail } from '../../../../contract/bookingDetail';
import { ApiRequestError } from '../../../api/client';
import { useParkData } from '../../../api/park';
import { RefundReasonField } from '../../../components/admin/RefundFields';
import { FormError, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { currentInstant } from '../../../lib/serverTime';
import { useCancelPassBooking } from '../api/bookingDetailApi';
import styles from './BookingDetailDialog.module.css';

interface PassCancelFormProps {
  detail: BookingDetail;
  onCancelled: (words: string) => void;
}

const HOUR_MS = 3_600_000;

/**
 * A super admin cancels a booking paid with a pass, which has no payment for the refund form
 * (decision 127): with a reason the customer reads, the session going back by the cancellation
 * policy, or always when "Give the session back" is ticked.
 */
export function PassCancelForm({ detail, onCancelled }: PassCancelFormProps) {
  const { park, time } = useParkData();
  const cancel = useCancelPassBooking(detail.id);
  const ids = useId();
  const [reason, setReason] = useState('');
  const [giveBack, setGiveBack] = useState(false);
  const [problems, setProblems] = useState<{ reason?: string; form?: string }>({});
  const now = currentInstant(time).getTime();
  const inTime = Date.parse(detail.startsAt) - now >= park.cancellationCutoffHours * HOUR_MS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblems({ reason: 'Give a reason: the customer reads it in their e-mail.' });
      return;
    }
    setProblems({});
    const body = { reason: reason.trim(), giveSessionBack: giveBack };
    cancel.mutate(body, {
      onSuccess: (after) => {
        const back = after.pass?.returned
          ? 'its session is back on the pass'
          : 'the session is kept';
        onCancelled(`Cancelled the booking; ${back}. The customer is e-mailed.`);
      },
      onError: (failure) => {
        const fields = failure instanceof ApiRequestError ? failure.fields : undefined;
        setProblems({
          reason: fields?.reason,
          form: fields?.reason
            ? undefined
            : failureMessage(failure, 'The booking was not cancelled. Please try again.'),
        });
      },
    });
  };

  // Only a booking confirmed and not yet over can be cancelled.
  if (detail.status !== 'complete' || Date.parse(detail.endsAt) <= now) return null;
  return (
    <form
      className={`${formStyles.form} ${styles.refund}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids}-title`}
    >
      <h3 id={`${ids}-title`}>Cancel this pass booking</h3>
      <p className={formStyles.hint}>
        {inTime
          ? `It is more than ${park.cancellationCutoffHours} hours before the start, so the session goes back on the pass.`
          : `It is less than ${park.cancellationCutoffHours} hours before the start, so by the cancellation policy the session is kept, unless you give it back.`}
      </p>
      <RefundReasonField
        ids={ids}
        value={reason}
        onChange={setReason}
        problem={problems.reason ?? null}
      />
      {!inTime && (
        <div className={styles.check}>
          <input
            id={`${ids}-give-back`}
            type="checkbox"
            checked={giveBack}
            onChange={(event) => setGiveBack(event.target.checked)}
          />
          <label htmlFor={`${ids}-give-back`}>Give the session back</label>
        </div>
      )}
      <FormError message={problems.form ?? null} />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel the booking'}
        </button>
      </div>
    </form>
  );
}
