import { useState } from 'react';
import type {
  BookingDetail,
  BookingEmail,
  BookingRefund,
} from '../../../../contract/bookingDetail';
import { dateInWords } from '../../../../domain/dates';
import { lengthInWords } from '../../../../domain/fieldSales';
import { formatPence } from '../../../../domain/money';
import { passPaidWords } from '../../../../domain/passes';
import { ApiRequestError } from '../../../api/client';
import { useParkData } from '../../../api/park';
import { CustomerLine } from '../../../components/admin/CustomerLine';
import { StatusBadges } from '../../../components/admin/StatusBadges';
import { Modal } from '../../../components/Modal';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { useBookingDetail } from '../api/bookingDetailApi';
import styles from './BookingDetailDialog.module.css';
import { PassCancelForm } from './PassCancelForm';
import { RefundForm } from './RefundForm';

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
      {detail.fieldName && (
        <>
          <dt>Field</dt>
          <dd>{detail.fieldName}</dd>
        </>
      )}
      <dt>When</dt>
      <dd>
        {dateInWords(detail.date)}, {detail.time} to {detail.endTime}
      </dd>
      <dt>Length</dt>
      <dd>{lengthInWords(detail.minutes)}</dd>
      <dt>Dogs</dt>
      <dd>
        {detail.dogs}
        {detail.pricedAs && `, priced as ${detail.pricedAs}`}
      </dd>
      <dt>Gate code</dt>
      <dd>{detail.gateCode ?? 'None yet'}</dd>
      {detail.series && (
        <>
          <dt>Repeat booking</dt>
          <dd>
            Weekly, {detail.series.length} weeks:{' '}
            {detail.series
              .map(
                (week) =>
                  `${week.id} (${dateInWords(week.date)}${week.status === 'complete' ? '' : `, ${week.status}`})`,
              )
              .join(', ')}
          </dd>
        </>
      )}
      <dt>Customer</dt>
      <dd>
        {detail.customer ? (
          <>
            <CustomerLine
              customer={{ ...detail, who: detail.customerEmail ?? detail.customer.email }}
            />
            <span className={styles.note}>
              {detail.customer.emailVerified ? 'E-mail confirmed' : 'E-mail not confirmed yet'}
              {detail.customer.isTest && ', test account'}
            </span>
          </>
        ) : detail.customerName || detail.customerEmail ? (
          <>
            <CustomerLine customer={{ ...detail, who: detail.customerEmail ?? 'Manual Booking' }} />
            <span className={styles.note}>Manual booking, for someone without an account</span>
          </>
        ) : (
          "Manual booking (the park's own)"
        )}
      </dd>
      <dt>Booked</dt>
      <dd>{when(detail.createdAt)}</dd>
      {detail.customer && (
        <>
          <dt>Site rules</dt>
          <dd>
            {detail.rules
              ? `Version ${detail.rules.version}, agreed ${when(detail.rules.acceptedAt)}`
              : 'Not asked: booked before customers agreed to the rules'}
          </dd>
        </>
      )}
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
      {detail.pass ? (
        <>
          <dt>Paid</dt>
          <dd>{passPaidWords(detail.pass)}</dd>
        </>
      ) : payment ? (
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
      {superAdmin && detail.pass && <PassCancelForm detail={detail} onCancelled={setDone} />}
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
