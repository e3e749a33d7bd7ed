import { useState } from 'react';
import { Link } from 'react-router';
import type { MyBooking } from '../../../contract/bookings';
import { pagePaths } from '../../../contract/routes';
import { dateInWords } from '../../../domain/dates';
import { formatPence } from '../../../domain/money';
import { useMyBookings } from '../../api/bookings';
import { useSession } from '../../api/session';
import { NoticeBanner } from '../../components/NoticeBanner';
import { RequireSignedIn } from '../../components/RequireSignedIn';
import { usePageTitle } from '../../lib/usePageTitle';
import { BookingCard } from './BookingCard';
import { CancelDialog } from './CancelDialog';
import { MoveDialog } from './MoveDialog';
import styles from './myBookings.module.css';
import { VerifyEmailNotice } from './VerifyEmailNotice';

function MyBookings() {
  const bookings = useMyBookings();
  const { session } = useSession();
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);
  const [moving, setMoving] = useState<MyBooking | null>(null);
  const [news, setNews] = useState<string | null>(null);

  if (bookings.isPending) return <p aria-live="polite">Loading your bookings…</p>;
  if (bookings.isError)
    return <p>We can't load your bookings right now. Please try again in a minute.</p>;
  const { upcoming, past, cancellationCutoffHours, emailVerified } = bookings.data;

  return (
    <>
      {news && <NoticeBanner type="message">{news}</NoticeBanner>}
      {!emailVerified && session.user && <VerifyEmailNotice email={session.user.email} />}
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Upcoming</h2>
        {upcoming.length === 0 ? (
          <p>
            Nothing booked yet. <Link to={pagePaths.booking}>Book a session</Link>
          </p>
        ) : (
          <div className={styles.list}>
            {upcoming.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                onCancel={setCancelling}
                onMove={setMoving}
              />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title">Past and cancelled</h2>
        {past.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <div className={styles.list}>
            {past.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </div>
        )}
      </section>
      <CancelDialog
        booking={cancelling}
        cutoffHours={cancellationCutoffHours}
        onClose={() => setCancelling(null)}
        onCancelled={(booking, refundPence) => {
          setCancelling(null);
          setNews(
            refundPence > 0
              ? `Booking ${booking.id} is cancelled. ${formatPence(refundPence)} is on its way back to your card.`
              : `Booking ${booking.id} is cancelled. No refund was due.`,
          );
        }}
      />
      <MoveDialog
        booking={moving}
        onClose={() => setMoving(null)}
        onMoved={(booking, date, time) => {
          setMoving(null);
          setNews(
            `Booking ${booking.id} now starts at ${time} on the ${dateInWords(date)}. We've e-mailed you the details.`,
          );
        }}
      />
    </>
  );
}

export function MyBookingsPage() {
  usePageTitle('My bookings');
  return (
    <RequireSignedIn>
      <h1>My bookings</h1>
      <MyBookings />
    </RequireSignedIn>
  );
}
