import { useState } from 'react';
import type { AdminBookingCard, BookingGroup, BookingSearch } from '../../../../contract/admin';
import { formatPence } from '../../../../domain/money';
import { passPaidWords } from '../../../../domain/passes';
import { useParkData } from '../../../api/park';
import { CustomerLine } from '../../../components/admin/CustomerLine';
import { useOpenBooking } from '../../../components/admin/openBooking';
import { StatusBadges } from '../../../components/admin/StatusBadges';
import { Field, FormError, formStyles } from '../../../components/Field';
import { EmptyState, ErrorNotice, LoadingState, QueryWaiting } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';
import { shortDate, shortDateOf } from '../../../lib/formats';
import { useForm } from '../../../lib/useForm';
import { useBookingPages, useChangeTime } from '../api/bookingsApi';
import styles from './BookingCards.module.css';

function EditTime({ booking }: { booking: AdminBookingCard }) {
  const form = useForm({ time: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const change = useChangeTime();
  return (
    <div className={formStyles.form}>
      <Field
        label={`New time slot for booking ${booking.id}`}
        {...form.field('time')}
        placeholder="e.g. 14:00"
      />
      <button
        type="button"
        className="button"
        disabled={change.isPending}
        onClick={() => {
          setError(null);
          change.mutate(
            { booking, time: form.values.time },
            {
              onSuccess: () => setDone(true),
              onError: (failure) => setError(failureMessage(failure, 'The booking was not moved.')),
            },
          );
        }}
      >
        Save time slot
      </button>
      <FormError message={error} />
      {done && (
        <p className={styles.done} role="status">
          Moved.
        </p>
      )}
    </div>
  );
}

/**
 * A booking in a few lines: the seed's fields, when and its state first, the state as badges;
 * its field after when, where the park has several (decision 114).
 */
export function BookingCard({
  booking,
  superAdmin,
}: {
  booking: AdminBookingCard;
  superAdmin: boolean;
}) {
  const { park } = useParkData();
  const openBooking = useOpenBooking();
  const [editing, setEditing] = useState(false);
  return (
    <article className={`card ${styles.card}`} aria-labelledby={`admin-booking-${booking.id}`}>
      <h3 id={`admin-booking-${booking.id}`}>Booking {booking.id}</h3>
      <dl className={`pairs ${styles.pairs}`}>
        <dt>Arrival</dt>
        <dd>
          {shortDate(booking.date)} {booking.time}
        </dd>
        {booking.fieldName && (
          <>
            <dt>Field</dt>
            <dd>{booking.fieldName}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>
          <StatusBadges {...booking} />
        </dd>
        <dt>Customer</dt>
        {/* The name first, then the address and mobile to reach them (decision 125). */}
        <dd className={styles.who}>
          <CustomerLine customer={booking} />
        </dd>
        <dt>Duration</dt>
        <dd>{booking.minutes} minutes</dd>
        <dt>Dogs</dt>
        <dd>{booking.dogs}</dd>
        <dt>Total</dt>
        <dd>
          {booking.pass ? passPaidWords(booking.pass) : formatPence(booking.pricePence)}
          {booking.discounted && ' (Discount)'}
          {booking.refundedPence > 0 && `, ${formatPence(booking.refundedPence)} refunded`}
        </dd>
        <dt>Booking code</dt>
        <dd>{booking.bookingCode ?? 'N/A'}</dd>
        <dt>Created</dt>
        <dd>{shortDateOf(booking.createdAt, park.timeZone)}</dd>
      </dl>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--small"
          onClick={() => openBooking(booking.id)}
          aria-label={`Details of booking ${booking.id}`}
        >
          Details
        </button>
        {superAdmin && booking.status === 'complete' && (
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => setEditing(!editing)}
            aria-expanded={editing}
          >
            Edit
          </button>
        )}
      </div>
      {editing && <EditTime booking={booking} />}
    </article>
  );
}

/** A group's cards, a page at a time: nothing asks the server for every booking at once. */
export function BookingGroupCards({
  group,
  total,
  search,
  superAdmin,
}: {
  group: BookingGroup;
  total: number;
  search: BookingSearch;
  superAdmin: boolean;
}) {
  const pages = useBookingPages(group, search, total > 0);
  if (total === 0) return <EmptyState title="None." />;
  // A page after the first that fails keeps the cards already shown, with its own Try again.
  if (!pages.data)
    return (
      <QueryWaiting
        query={pages}
        loading="Loading the bookings…"
        failed="We can't load these bookings right now."
      />
    );
  return (
    <>
      <div className={styles.cards}>
        {pages.data.pages.map((page) =>
          page.bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} superAdmin={superAdmin} />
          )),
        )}
        {pages.isFetchingNextPage && <LoadingState label="Loading the bookings…" />}
      </div>
      {pages.isFetchNextPageError && (
        <ErrorNotice
          message="We can't load these bookings right now."
          onRetry={() => void pages.fetchNextPage()}
          retrying={pages.isFetchingNextPage}
        />
      )}
      {pages.hasNextPage && !pages.isFetchNextPageError && (
        <button
          type="button"
          className="button button--quiet"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          Show more
        </button>
      )}
    </>
  );
}
