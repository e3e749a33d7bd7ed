import { type FormEvent, useId, useState } from 'react';
import type { AdminPass } from '../../../../contract/passes';
import { formatPence } from '../../../../domain/money';
import { sessionValuePence } from '../../../../domain/passes';
import { ApiRequestError } from '../../../api/client';
import { RefundAmountField, RefundReasonField } from '../../../components/admin/RefundFields';
import { penceToPounds, poundsToPence } from '../../../components/admin/refundAmount';
import { FormError, formStyles } from '../../../components/Field';
import { ModalActions } from '../../../components/Modal';
import { failureMessage } from '../../../lib/apiErrors';
import { useRefundPass } from '../api/passesApi';

export const sessionsWord = (count: number) => `${count} session${count === 1 ? '' : 's'}`;

/** What is left of the payment to give back. */
export const refundableOf = (pass: AdminPass) => pass.paidPence - pass.refundedPence;

interface RefundProblems {
  sessions?: string;
  amount?: string;
  reason?: string;
  form?: string;
}

/** The sessions box as a count from 0 to `most`, or null when it is none. */
function sessionsIn(text: string, most: number): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const count = Number(text);
  return count <= most ? count : null;
}

/** Why the typed amount can't be sent, in the words of the booking refund form; or null. */
function amountProblem(pence: number | null, refundablePence: number): string | null {
  if (pence === null) return 'Give an amount in pounds, such as 5 or 5.00.';
  if (pence < 1) return 'Refund at least £0.01.';
  if (pence > refundablePence) return `At most ${formatPence(refundablePence)} can be refunded.`;
  return null;
}

/** A blank box rather than '0.00', so that staff type an amount of their own. */
const poundsOrBlank = (pence: number) => (pence > 0 ? penceToPounds(pence) : '');

interface RefundFormProps {
  pass: AdminPass;
  onDone: (words: string) => void;
  onCancel: () => void;
}

/**
 * A super admin's refund of part of a pass: sessions taken off (all those left, to begin with,
 * unless it has run out) and an amount that follows their value, each session worth the price
 * shared over the sessions, never more than is left of the payment. A reason the customer reads.
 */
export function PassRefundForm({ pass, onDone, onCancel }: RefundFormProps) {
  const refund = useRefundPass();
  const ids = useId();
  const refundable = refundableOf(pass);
  // What was paid is the price: a pass takes no discount, and one paid otherwise is not sold.
  const sessionValue = sessionValuePence(pass.paidPence, pass.sessions);
  const worth = (sessions: number) => Math.min(sessions * sessionValue, refundable);
  // Sessions left on a pass that has run out are lost already: nothing is offered back for them.
  const offered = pass.runOut ? 0 : pass.sessionsLeft;
  const [sessions, setSessions] = useState(String(offered));
  const [amount, setAmount] = useState(poundsOrBlank(worth(offered)));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<RefundProblems>({});

  const count = sessionsIn(sessions, pass.sessionsLeft);
  const pence = poundsToPence(amount);
  const money = pence !== null && pence > 0 ? ` ${formatPence(pence)}` : '';
  const takeOff = count ? ` and take off ${sessionsWord(count)}` : '';

  const changeSessions = (text: string) => {
    setSessions(text);
    const chosen = sessionsIn(text, pass.sessionsLeft);
    if (chosen !== null) setAmount(poundsOrBlank(worth(chosen)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: RefundProblems = {
      sessions:
        count === null
          ? `Take off a whole number of sessions from 0 to ${pass.sessionsLeft}.`
          : undefined,
      amount: amountProblem(pence, refundable) ?? undefined,
      reason:
        reason.trim() === '' ? 'Give a reason: the customer reads it in their e-mail.' : undefined,
    };
    setProblems(found);
    if (found.sessions || found.amount || found.reason || count === null || pence === null) return;
    const body = { passId: pass.id, sessions: count, amountPence: pence, reason: reason.trim() };
    refund.mutate(body, {
      onSuccess: () =>
        onDone(
          `Refunded ${formatPence(pence)} to ${pass.customer} for “${pass.name}”${count ? `, and took ${sessionsWord(count)} off it` : ''}. The customer is e-mailed.`,
        ),
      onError: (failure) => {
        const fields = failure instanceof ApiRequestError ? failure.fields : undefined;
        const byField = {
          sessions: fields?.sessions,
          amount: fields?.amountPence,
          reason: fields?.reason,
        };
        setProblems({
          ...byField,
          form: Object.values(byField).some(Boolean)
            ? undefined
            : failureMessage(failure, 'The refund was not made. Please try again.'),
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className={formStyles.form}>
        <p className={formStyles.note}>
          {sessionsWord(pass.used)} used and {pass.sessionsLeft} left of {pass.sessions}; paid{' '}
          {formatPence(pass.paidPence)}, {formatPence(pass.refundedPence)} refunded so far.
          {pass.runOut && ' It has run out: the sessions left can no longer be booked.'}
        </p>
        {pass.sessionsLeft > 0 ? (
          <div className={formStyles.field}>
            <label htmlFor={`${ids}-sessions`}>Sessions to take off</label>
            <input
              id={`${ids}-sessions`}
              type="number"
              inputMode="numeric"
              min={0}
              max={pass.sessionsLeft}
              step={1}
              value={sessions}
              onChange={(event) => changeSessions(event.target.value)}
              aria-describedby={`${ids}-sessions-hint`}
              aria-invalid={problems.sessions ? true : undefined}
            />
            <p id={`${ids}-sessions-hint`} className={formStyles.hint}>
              From 0 (money back alone) to {pass.sessionsLeft}; each is worth{' '}
              {formatPence(sessionValue)}.
            </p>
            <FormError message={problems.sessions ?? null} />
          </div>
        ) : (
          <p className={formStyles.note}>No sessions are left on this pass to take off.</p>
        )}
        <RefundAmountField
          ids={ids}
          value={amount}
          onChange={setAmount}
          problem={problems.amount ?? null}
          refundablePence={refundable}
        />
        <RefundReasonField
          ids={ids}
          value={reason}
          onChange={setReason}
          problem={problems.reason ?? null}
        />
      </div>
      <ModalActions>
        <FormError message={problems.form ?? null} />
        <button type="submit" className="button" disabled={refund.isPending}>
          {refund.isPending ? 'Refunding…' : `Refund${money}${takeOff}`}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </ModalActions>
    </form>
  );
}
