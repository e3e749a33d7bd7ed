import { type FormEvent, useId, useRef, useState } from 'react';
import type {
  BookingDetail,
  BookingEmail,
  BookingRefund,
} from '../../../../contract/bookingDetail';
import { dateInWords } from '../../../../domain/dates';
import { formatPence } from '../../../../domain/money';
import { ApiRequestError } from '../../../api/client';
import { useParkData } from '../../../api/park';
import { FormError, formStyles } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';
import { currentInstant } from '../../../lib/serverTime';
import { useBookingDetail, useRefundBooking } from '../api/bookingDetailApi';
import styles from './BookingDetailDialog.module.css';
import { newRequestKey, penceToPounds, poundsToPence } from './refundAmount';
import { StatusBadges } from './StatusBadges';

interface Props {
  bookingId: number | null;
  superAdmin: boolean;
  onClose: () => void;
}

/** Instants in park time, as staff read them: '14/06/2025, 10:02'. */
function useWhen(): (iso: string) => string {
  const { park } = useParkData();
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: park.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (iso) => format.format(new Date(iso));
}

const PROVIDER_WORDS = { stripe: 'Card (Stripe)', test: 'Test checkout', manual: 'None (manual)' };

const REFUND_WORDS: Record<BookingRefund['status'], string> = {
  done: 'Refunded',
  pending: 'Under way',
  failed: 'Failed',
};

function emailState(email: BookingEmail): string {
  if (email.status === 'sent') return 'Sent';
  if (email.status === 'kept') return 'Kept in the dev mailbox';
  if (email.status === 'failed') return 'Failed';
  return email.attempts > 0 ? 'Retrying' : 'Waiting to send';
}

function Facts({ detail }: { detail: BookingDetail }) {
  const when = useWhen();
  return (
    <dl className="pairs">
      <dt>When</dt>
      <dd>
        {dateInWords(detail.date)}, {detail.time} to {detail.endTime}
      </dd>
      <dt>Length</dt>
      <dd>{detail.minutes === 60 ? '1 hour' : `${detail.minutes} minutes`}</dd>
      <dt>Dogs</dt>
      <dd>{detail.dogs}</dd>
      <dt>Gate code</dt>
      <dd>{detail.gateCode ?? 'None yet'}</dd>
      <dt>Customer</dt>
      <dd>
        {detail.customer ? (
          <>
            {detail.customer.email}
            <span className={styles.note}>
              {detail.customer.emailVerified ? 'E-mail confirmed' : 'E-mail not confirmed yet'}
              {detail.customer.isTest && ', test account'}
            </span>
          </>
        ) : (
          "Manual booking (the park's own)"
        )}
      </dd>
      <dt>Booked</dt>
      <dd>{when(detail.createdAt)}</dd>
      {detail.completedAt && (
        <>
          <dt>Confirmed</dt>
          <dd>{when(detail.completedAt)}</dd>
        </>
      )}
      {detail.holdExpiresAt && (
        <>
          <dt>Unpaid hold ends</dt>
          <dd>{when(detail.holdExpiresAt)}</dd>
        </>
      )}
      {detail.moveCount > 0 && (
        <>
          <dt>Moved by the customer</dt>
          <dd>{detail.moveCount === 1 ? 'Once' : `${detail.moveCount} times`}</dd>
        </>
      )}
      {detail.cancelledAt && (
        <>
          <dt>{detail.status === 'expired' ? 'Hold ended' : 'Cancelled'}</dt>
          <dd>
            {when(detail.cancelledAt)}
            {detail.cancelReason && <span className={styles.note}>{detail.cancelReason}</span>}
          </dd>
        </>
      )}
    </dl>
  );
}

function Money({ detail }: { detail: BookingDetail }) {
  const when = useWhen();
  const { payment, discount } = detail;
  return (
    <dl className="pairs">
      <dt>List price</dt>
      <dd>{formatPence(detail.listPricePence)}</dd>
      {discount && (
        <>
          <dt>Discount</dt>
          <dd>
            {discount.code ?? 'A discount'} ({discount.percent}%): -
            {formatPence(detail.listPricePence - detail.pricePence)}
          </dd>
        </>
      )}
      <dt>Price</dt>
      <dd>{formatPence(detail.pricePence)}</dd>
      {payment ? (
        <>
          <dt>Paid</dt>
          <dd>
            {formatPence(payment.amountPence)}, {when(payment.paidAt)}
          </dd>
          <dt>Paid by</dt>
          <dd>{PROVIDER_WORDS[payment.provider]}</dd>
          {payment.providerReference && (
            <>
              <dt>Payment reference</dt>
              <dd>
                <code className={styles.reference}>{payment.providerReference}</code>
              </dd>
            </>
          )}
          {payment.provider !== 'manual' && (
            <>
              <dt>Refunded</dt>
              <dd>{formatPence(payment.refundedPence)}</dd>
              <dt>Left to refund</dt>
              <dd>
                {formatPence(payment.refundablePence)}
                {payment.refundStatus === 'due' && (
                  <span className={styles.note}>The rest is owed back and on its way.</span>
                )}
              </dd>
            </>
          )}
        </>
      ) : (
        <>
          <dt>Paid</dt>
          <dd>Not paid</dd>
        </>
      )}
    </dl>
  );
}

function RefundItem({ refund }: { refund: BookingRefund }) {
  const when = useWhen();
  return (
    <li className={styles.item}>
      <p className={styles.line}>
        <strong>{formatPence(refund.amountPence)}</strong>
        <span className={`${styles.state} ${styles[refund.status]}`}>
          {REFUND_WORDS[refund.status]}
        </span>
        <span className={styles.muted}>
          {when(refund.at)}, {refund.by}
        </span>
      </p>
      <p className={styles.detail}>
        {refund.reason}
        {refund.cancel && ' (with the booking cancelled)'}
      </p>
      {refund.providerReference && (
        <p className={styles.detail}>
          Reference <code className={styles.reference}>{refund.providerReference}</code>
        </p>
      )}
      {refund.error && <p className={`${styles.detail} ${styles.problem}`}>{refund.error}</p>}
    </li>
  );
}

function Refunds({ refunds }: { refunds: BookingRefund[] }) {
  if (refunds.length === 0) return <p className={styles.muted}>No refunds.</p>;
  return (
    <ul className={styles.list}>
      {refunds.map((refund) => (
        <RefundItem key={refund.id} refund={refund} />
      ))}
    </ul>
  );
}

function Emails({ emails }: { emails: BookingEmail[] }) {
  const when = useWhen();
  if (emails.length === 0) return <p className={styles.muted}>No e-mails about it.</p>;
  return (
    <ul className={styles.list}>
      {emails.map((email) => (
        <li key={email.id} className={styles.item}>
          <p className={styles.line}>
            <strong className={styles.subject}>{email.subject}</strong>
            <span className={`${styles.state} ${styles[`email-${email.status}`]}`}>
              {emailState(email)}
            </span>
          </p>
          <p className={styles.detail}>
            To {email.to}
            <span className={styles.muted}>
              {' '}
              · written {when(email.createdAt)}
              {email.sentAt && `, sent ${when(email.sentAt)}`}
            </span>
          </p>
          {email.lastError && (
            <p className={`${styles.detail} ${styles.problem}`}>{email.lastError}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

function Activity({ rows }: { rows: BookingDetail['activity'] }) {
  const when = useWhen();
  if (rows.length === 0) return <p className={styles.muted}>No changes by staff.</p>;
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.id} className={styles.item}>
          <p className={styles.line}>
            <strong>{row.action}</strong>
            <span className={styles.muted}>
              {when(row.at)}, {row.who}
            </span>
          </p>
          <p className={styles.detail}>{row.details}</p>
        </li>
      ))}
    </ul>
  );
}

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
function RefundForm({ detail, refundablePence, onRefunded }: RefundFormProps) {
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
      <div className={formStyles.field}>
        <label htmlFor={`${ids}-amount`}>Amount (£)</label>
        <input
          id={`${ids}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-describedby={`${ids}-amount-hint`}
          aria-invalid={problems.amount ? true : undefined}
        />
        <p id={`${ids}-amount-hint`} className={formStyles.hint}>
          Up to {formatPence(refundablePence)}.
        </p>
        <FormError message={problems.amount ?? null} />
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${ids}-reason`}>Reason</label>
        <input
          id={`${ids}-reason`}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={`${ids}-reason-hint`}
          aria-invalid={problems.reason ? true : undefined}
        />
        <p id={`${ids}-reason-hint`} className={formStyles.hint}>
          The customer reads this in their e-mail.
        </p>
        <FormError message={problems.reason ?? null} />
      </div>
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

function DetailBody({ detail, superAdmin }: { detail: BookingDetail; superAdmin: boolean }) {
  const [done, setDone] = useState<string | null>(null);
  const refundable = detail.payment?.refundablePence ?? 0;
  return (
    <div className={styles.detailBody}>
      <StatusBadges
        status={detail.status}
        isManual={detail.isManual}
        isTest={detail.isTest}
        refundedPence={detail.payment?.refundedPence ?? 0}
      />
      <Facts detail={detail} />
      <h3>Price and payment</h3>
      <Money detail={detail} />
      <h3>Refunds</h3>
      <Refunds refunds={detail.refunds} />
      <p className={styles.announce} role="status">
        {done}
      </p>
      {superAdmin && refundable > 0 && (
        <RefundForm
          // A refund changes what is left: the form starts again from the new amount.
          key={refundable}
          detail={detail}
          refundablePence={refundable}
          onRefunded={setDone}
        />
      )}
      <h3>E-mails</h3>
      <Emails emails={detail.emails} />
      <h3>Activity</h3>
      <Activity rows={detail.activity} />
    </div>
  );
}

function Loaded({ bookingId, superAdmin }: { bookingId: number; superAdmin: boolean }) {
  const detail = useBookingDetail(bookingId);
  // Once read, it stays shown while it is read again (after a refund, or on a failed refresh).
  if (detail.data) return <DetailBody detail={detail.data} superAdmin={superAdmin} />;
  if (detail.isError && detail.error instanceof ApiRequestError && detail.error.status === 404) {
    return <EmptyState title="There is no such booking." />;
  }
  return (
    <QueryWaiting
      query={detail}
      loading="Loading the booking…"
      failed="We can't load this booking right now."
    />
  );
}

/**
 * Everything about one booking: when, who, the money and its refunds with their references,
 * the e-mails about it with their state, and Activity; a super admin may refund it here.
 */
export function BookingDetailDialog({ bookingId, superAdmin, onClose }: Props) {
  return (
    <Modal
      open={bookingId !== null}
      title={bookingId === null ? 'Booking' : `Booking ${bookingId}`}
      onClose={onClose}
    >
      {bookingId !== null && (
        <Loaded key={bookingId} bookingId={bookingId} superAdmin={superAdmin} />
      )}
      <div className={styles.close}>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
