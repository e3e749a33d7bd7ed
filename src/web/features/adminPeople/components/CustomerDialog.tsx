import type { AdminCustomer } from '../../../../contract/admin';
import { formatPence } from '../../../../domain/money';
import { useParkData } from '../../../api/park';
import { CustomerLine } from '../../../components/admin/CustomerLine';
import { useOpenBooking } from '../../../components/admin/openBooking';
import { StatusBadges } from '../../../components/admin/StatusBadges';
import { Modal } from '../../../components/Modal';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { shortDate, shortDateOf } from '../../../lib/formats';
import { useCustomer } from '../api/usersApi';
import styles from './CustomerDialog.module.css';

function Bookings({ customer }: { customer: AdminCustomer }) {
  const openBooking = useOpenBooking();
  if (customer.bookings.length === 0) return <EmptyState title="No bookings yet." />;
  const earlier = customer.totalBookings - customer.bookings.length;
  return (
    <>
      {earlier > 0 && (
        <p>
          The latest {customer.bookings.length} of {customer.totalBookings} bookings. Search the
          booking lists by this address for the {earlier} before them.
        </p>
      )}
      <ul className={styles.bookings}>
        {customer.bookings.map((booking) => (
          <li key={booking.id} className={styles.booking}>
            <button
              type="button"
              className={styles.open}
              onClick={() => openBooking(booking.id)}
              aria-label={`Booking ${booking.id}, ${shortDate(booking.date)} ${booking.time}`}
            >
              Booking {booking.id}
            </button>
            <span>
              {shortDate(booking.date)} {booking.time}, {booking.minutes} min
            </span>
            <StatusBadges {...booking} />
            <span className={styles.money}>
              {booking.paidPence === null ? 'Not paid' : `Paid ${formatPence(booking.paidPence)}`}
              {booking.refundedPence > 0 && `, refunded ${formatPence(booking.refundedPence)}`}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Details({ customer }: { customer: AdminCustomer }) {
  const { park } = useParkData();
  const { user } = customer;
  return (
    <>
      <dl className="pairs">
        <dt>Customer</dt>
        <dd>
          <CustomerLine customer={{ ...user, who: user.email }} />
        </dd>
        <dt>Account made</dt>
        <dd>{shortDateOf(user.createdAt, park.timeZone)}</dd>
        <dt>E-mail</dt>
        <dd>{user.emailVerified ? 'Confirmed' : 'Not confirmed yet'}</dd>
        <dt>Test account</dt>
        <dd>{user.isTest ? 'Yes: pays on the test checkout' : 'No'}</dd>
        <dt>Paid bookings</dt>
        <dd>{user.bookings}</dd>
        <dt>Paid in all</dt>
        <dd>{formatPence(customer.paidPence)}</dd>
        <dt>Refunded</dt>
        <dd>{formatPence(customer.refundedPence)}</dd>
      </dl>
      <h3>Bookings</h3>
      <Bookings customer={customer} />
    </>
  );
}

function CustomerBody({ userId }: { userId: string }) {
  const customer = useCustomer(userId);
  if (!customer.isSuccess)
    return (
      <QueryWaiting
        query={customer}
        loading="Loading the customer…"
        failed="We can't load this customer right now."
      />
    );
  return <Details customer={customer.data} />;
}

/** One customer: their account's state, their bookings with payments and refunds. */
export function CustomerDialog({
  user,
  onClose,
}: {
  user: { id: string; email: string; customerName?: string | null } | null;
  onClose: () => void;
}) {
  const title = user ? (user.customerName ?? user.email) : 'Customer';
  return (
    <Modal open={user !== null} title={title} onClose={onClose}>
      {user && <CustomerBody userId={user.id} />}
      <div className={styles.close}>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
