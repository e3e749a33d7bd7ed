import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MyBooking, MyBookingsResponse } from '../../../../contract/bookings';
import { pagePaths } from '../../../../contract/routes';
import type { WaitlistEntry } from '../../../../contract/waitlist';
import { dateInWords } from '../../../../domain/dates';
import { formatPence } from '../../../../domain/money';
import { useParkData } from '../../../api/park';
import { sessionQuery, useSession } from '../../../api/session';
import { useMyWaitlist } from '../../../api/waitlist';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { RequireSignedIn } from '../../../components/RequireSignedIn';
import { useOnline, waitsOnConnection } from '../../../lib/connection';
import { useKeptVersion } from '../../../lib/deviceKeeping';
import { currentInstant } from '../../../lib/serverTime';
import { usePageTitle } from '../../../lib/usePageTitle';
import { keepBookings, keptAtWords, keptBookings } from '../api/keptBookings';
import { useMyBookings } from '../api/myBookingsApi';
import { BookingCard } from './BookingCard';
import { CancelDialog } from './CancelDialog';
import { GettingThere } from './GettingThere';
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

const hasPaid = (bookings: MyBooking[]) =>
  bookings.some((booking) => booking.status === 'complete');

function Upcoming({ bookings, onCancel, onMove }: ListProps) {
  const { park } = useParkData();
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
      {hasPaid(bookings) && <GettingThere park={park} />}
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

/**
 * With no connection: the bookings to come as the device kept them for this account, marked
 * with when (decision 116), or why there are none to show.
 */
function KeptOnDevice({
  accountId,
  online,
  onRetry,
  retrying,
}: {
  accountId: string | null;
  online: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  // Signing out (here or in another tab) takes them away at once.
  useKeptVersion();
  const kept = accountId ? keptBookings(accountId) : null;
  const why = online ? "we can't reach the park's booking system" : "you're offline";
  const retry = online && (
    <button type="button" className="button button--quiet" onClick={onRetry} disabled={retrying}>
      {retrying ? 'Trying again…' : 'Try again'}
    </button>
  );
  if (!kept) {
    return (
      <div className={styles.kept}>
        <NoticeBanner type="message">
          {online ? "We can't reach the park's booking system." : "You're offline."} My bookings
          needs a connection: nothing of yours is saved on this device yet.
        </NoticeBanner>
        <p>
          Open My bookings once with signal, and your bookings to come, with their gate codes, are
          kept on this device for when there is none.
        </p>
        {retry}
      </div>
    );
  }
  return (
    <>
      <div className={styles.kept}>
        <NoticeBanner type="message">
          Saved on this device as of {keptAtWords(kept)}: {why}.
        </NoticeBanner>
        <p>Anything changed since then shows once you have signal again.</p>
        {retry}
      </div>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Upcoming</h2>
        {kept.upcoming.length === 0 ? (
          <EmptyState title="Nothing booked to come">
            No paid booking to come was saved on this device.
          </EmptyState>
        ) : (
          <div className={styles.list}>
            {kept.upcoming.map((booking) => (
              <BookingCard key={booking.id} booking={booking} kept />
            ))}
          </div>
        )}
        {kept.upcoming.length > 0 && <GettingThere park={kept.park} />}
      </section>
    </>
  );
}

function MyBookings() {
  const client = useQueryClient();
  const { session, unreachable } = useSession();
  const online = useOnline();
  const { park, time } = useParkData();
  const bookings = useMyBookings();
  // Both asked for at once, and the page drawn once both have answered, so that the waiting
  // lists never push the page down after it is drawn. A list that fails says so in its place.
  const waitlist = useMyWaitlist();
  const account = unreachable ? null : session.user;

  // Each answer is kept on the device for this account alone, for when there is no signal.
  useEffect(() => {
    if (account && bookings.data) {
      keepBookings(account, bookings.data, park, currentInstant(time));
    }
  }, [account, bookings.data, park, time]);

  if (unreachable || !online || waitsOnConnection(bookings)) {
    return (
      <KeptOnDevice
        accountId={session.user?.id ?? null}
        online={online}
        onRetry={() => {
          // Who is signed in may not be known yet either: both are asked again.
          void client.refetchQueries({ queryKey: sessionQuery().queryKey });
          void bookings.refetch();
        }}
        retrying={bookings.isFetching}
      />
    );
  }
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
    <RequireSignedIn worksOffline>
      <h1>My bookings</h1>
      <MyBookings />
    </RequireSignedIn>
  );
}

export { MyBookingsPage as Component };
