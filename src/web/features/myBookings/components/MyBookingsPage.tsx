import { useState } from 'react';
import { Link } from 'react-router';
import type { MyBooking, MyBookingsResponse } from '../../../../contract/bookings';
import { pagePaths } from '../../../../contract/routes';
import type { WaitlistEntry } from '../../../../contract/waitlist';
import { dateInWords } from '../../../../domain/dates';
import { formatPence } from '../../../../domain/money';
import { useSession } from '../../../api/session';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { RequireSignedIn } from '../../../components/RequireSignedIn';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useMyBookings, useMyWaitlist } from '../api/myBookingsApi';
import { BookingCard } from './BookingCard';
import { CancelDialog } from './CancelDialog';
import { MoveDialog } from './MoveDialog';
import styles from './myBookings.module.css';
import { PassesList } from './PassesList';
import { usePassReturn } from './usePassReturn';
import { VerifyEmailNotice } from './VerifyEmailNotice';
import { WaitingLists } from './WaitingLists';

const cancelledNews = (booking: MyBooking, refundPence: number) =>
  booking.pass
    ? `Booking ${booking.id} is cancelled.${booking.cancel === 'full-refund' ? ' The session has gone back on your pass.' : ''}`
    : refundPence > 0
      ? `Booking ${booking.id} is cancelled. ${formatPence(refundPence)} is on its way back to your card.`
      : `Booking ${booking.id} is cancelled. No refund was due.`;

const leftNews = (entry: WaitlistEntry) =>
  `You have left the waiting list for ${entry.time} on the ${dateInWords(entry.date)}.`;

const movedNews = (booking: MyBooking, date: string, time: string) =>
  `Booking ${booking.id} now starts at ${time} on the ${dateInWords(date)}. We've e-mailed you the details.`;

interface ListProps {
  bookings: MyBooking[];
  onCancel: (booking: MyBooking) => void;
  onMove: (booking: MyBooking) => void;
}

function Upcoming({ bookings, onCancel, onMove }: ListProps) {
  return (
    <section aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">Upcoming</h2>
      {bookings.length === 0 ? (
        <EmptyState
          title="Nothing booked yet"
          action={
            <Link className="button" to={pagePaths.booking}>
              Book a session
            </Link>
          }
        >
          Your sessions to come will show here, each with its gate code once it is paid.
        </EmptyState>
      ) : (
        <div className={styles.list}>
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} onCancel={onCancel} onMove={onMove} />
          ))}
        </div>
      )}
    </section>
  );
}

function Past({ bookings }: { bookings: MyBooking[] }) {
  return (
    <section aria-labelledby="past-title">
      <h2 id="past-title">Past and cancelled</h2>
      {bookings.length === 0 ? (
        <EmptyState title="None yet">
          Sessions you have had, and any you cancel, will be kept here.
        </EmptyState>
      ) : (
        <div className={styles.list}>
          {bookings.map((booking) => (
            <BookingCard key={booking.id} booking={booking} />
          ))}
        </div>
      )}
    </section>
  );
}

function Bookings({
  data,
  waitlist,
}: {
  data: MyBookingsResponse;
  waitlist: ReturnType<typeof useMyWaitlist>;
}) {
  const { session } = useSession();
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);
  const [moving, setMoving] = useState<MyBooking | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const passNews = usePassReturn();

  return (
    <>
      {(news ?? passNews) && <NoticeBanner type="message">{news ?? passNews}</NoticeBanner>}
      {!data.emailVerified && session.user && <VerifyEmailNotice email={session.user.email} />}
      <Upcoming bookings={data.upcoming} onCancel={setCancelling} onMove={setMoving} />
      <PassesList passes={data.passes} />
      <WaitingLists query={waitlist} onLeft={(entry) => setNews(leftNews(entry))} />
      <Past bookings={data.past} />
      <CancelDialog
        booking={cancelling}
        cutoffHours={data.cancellationCutoffHours}
        onClose={() => setCancelling(null)}
        onCancelled={(booking, refundPence) => {
          setCancelling(null);
          setNews(cancelledNews(booking, refundPence));
        }}
      />
      <MoveDialog
        booking={moving}
        onClose={() => setMoving(null)}
        onMoved={(booking, date, time) => {
          setMoving(null);
          setNews(movedNews(booking, date, time));
        }}
      />
    </>
  );
}

function MyBookings() {
  const bookings = useMyBookings();
  // Both asked for at once, and the page drawn once both have answered, so that the waiting
  // lists never push the page down after it is drawn. A list that fails says so in its place.
  const waitlist = useMyWaitlist();
  if (!bookings.isSuccess || waitlist.isPending)
    return (
      <QueryWaiting
        query={bookings}
        loading="Loading your bookings…"
        failed="We can't load your bookings right now. Please try again in a minute."
        lines={4}
        wholePage
      />
    );
  return <Bookings data={bookings.data} waitlist={waitlist} />;
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

export { MyBookingsPage as Component };
