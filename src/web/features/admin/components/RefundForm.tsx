import { type FormEvent, useId, useRef, useState } from 'react';
import type { BookingDetail } from '../../../../contract/bookingDetail';
import { formatPence } from '../../../../domain/money';
import { ApiRequestError } from '../../../api/client';
import { useParkData } from '../../../api/park';
import { RefundAmountField, RefundReasonField } from '../../../components/admin/RefundFields';
import {
  newRequestKey,
  penceToPounds,
  poundsToPence,
} from '../../../components/admin/refundAmount';
import { FormError, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { currentInstant } from '../../../lib/serverTime';
import { useRefundBooking } from '../api/bookingDetailApi';
import styles from './BookingDetailDialog.module.css';

/** Why the typed amount can't be sent, or null when it can. */
function amountProblem(pence: number | null, refundablePence: number): string | null {
  if (pence === null) return 'Give an amount in pounds, such as 5 or 5.00.';
  if (pence < 1) return 'Refund at least £0.01.';
  if (pence > refundablePence) return `At most ${formatPence(refundablePence)} can be refunded.`;
  return null;
}

interface RefundFormProps {
  detail: BookingDetail;
  refundablePence: number;
  onRefunded: (words: string) => void;
}

/**
 * A super admin's refund: the amount (all that is left, to begin with), a reason the customer
 * reads, and whether the booking goes too. Sent again unchanged after a failure, it carries the
 * same request key, so the server tries the same refund again rather than making a second.
 */
export function RefundForm({ detail, refundablePence, onRefunded }: RefundFormProps) {
  const { time } = useParkData();
  const refund = useRefundBooking(detail.id);
  const ids = useId();
  const [amount, setAmount] = useState(penceToPounds(refundablePence));
  const [reason, setReason] = useState('');
  const [cancel, setCancel] = useState(false);
  const [problems, setProblems] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const lastTry = useRef<{ key: string; sent: string } | null>(null);

  const pence = poundsToPence(amount);
  const canCancel =
    detail.status === 'complete' && Date.parse(detail.endsAt) > currentInstant(time).getTime();
  const money = pence !== null && pence > 0 ? ` ${formatPence(pence)}` : '';
  const action = `Refund${money}${cancel && canCancel ? ' and cancel the booking' : ''}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountIssue = amountProblem(pence, refundablePence);
    const reasonIssue =
      reason.trim() === '' ? 'Give a reason: the customer reads it in their e-mail.' : undefined;
    setProblems({ amount: amountIssue ?? undefined, reason: reasonIssue });
    if (amountIssue || reasonIssue || pence === null) return;
    const body = { amountPence: pence, reason: reason.trim(), cancel: cancel && canCancel };
    const sent = JSON.stringify(body);
    const key = lastTry.current?.sent === sent ? lastTry.current.key : newRequestKey();
    lastTry.current = { key, sent };
    refund.mutate(
      { ...body, requestKey: key },
      {
        onSuccess: () => {
          lastTry.current = null;
          onRefunded(
            `Refunded ${formatPence(body.amountPence)}${body.cancel ? ' and cancelled the booking' : ''}. The customer is e-mailed.`,
          );
        },
        onError: (failure) => {
          const fields = failure instanceof ApiRequestError ? failure.fields : undefined;
          setProblems({
            amount: fields?.amountPence,
            reason: fields?.reason,
            form:
              fields?.amountPence || fields?.reason
                ? undefined
                : failureMessage(failure, 'The refund was not made. Please try again.'),
          });
        },
      },
    );
  };

  return (
    <form
      className={`${formStyles.form} ${styles.refund}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids}-title`}
    >
      <h3 id={`${ids}-title`}>Refund</h3>
      <RefundAmountField
        ids={ids}
        value={amount}
        onChange={setAmount}
        problem={problems.amount ?? null}
        refundablePence={refundablePence}
      />
      <RefundReasonField
        ids={ids}
        value={reason}
        onChange={setReason}
        problem={problems.reason ?? null}
      />
      {canCancel && (
        <div className={styles.check}>
          <input
            id={`${ids}-cancel`}
            type="checkbox"
            checked={cancel}
            onChange={(event) => setCancel(event.target.checked)}
            aria-describedby={`${ids}-cancel-hint`}
          />
          <label htmlFor={`${ids}-cancel`}>Also cancel the booking</label>
          <p id={`${ids}-cancel-hint`} className={formStyles.hint}>
            Its time is freed for others; one e-mail tells the customer of both.
          </p>
        </div>
      )}
      <FormError message={problems.form ?? null} />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={refund.isPending}>
          {refund.isPending ? 'Refunding…' : action}
        </button>
      </div>
    </form>
  );
}
