import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { BookingView, SeriesWeekView } from '../../../../contract/bookings';
import { pagePaths } from '../../../../contract/routes';
import { dateInWords } from '../../../../domain/dates';
import { ApiRequestError } from '../../../api/client';
import { useParkData } from '../../../api/park';
import { useSession } from '../../../api/session';
import { comingFrom } from '../../../lib/returnTo';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useRefreshBooking } from '../api/refreshBooking';
import styles from './PaySuccessPage.module.css';
import { lockCodeToCome, VisitDetails } from './VisitDetails';

/** The seed waits a second before deciding that nobody is signed in. */
const SIGNED_IN_CHECK_DELAY_MS = 1_000;
/** A webhook can trail the customer back by a few seconds; ask again for a little while. */
const ASK_AGAIN_MS = 2_000;
const ASK_AT_MOST = 10;

const WEEK_STATUS: Record<SeriesWeekView['status'], string> = {
  complete: 'Confirmed',
  pending: 'Awaiting payment',
  expired: 'Not paid',
  cancelled: 'Cancelled',
};

/** Every week paid for with a repeat booking, each with its own gate code (decision 100). */
function SeriesWeeks({ weeks }: { weeks: readonly SeriesWeekView[] }) {
  return (
    <section className="card" aria-labelledby="series-weeks">
      <h2 id="series-weeks">Your weekly bookings</h2>
      <ul className={styles.weeks}>
        {weeks.map((week) => (
          <li key={week.id}>
            <strong>
              {dateInWords(week.date)}, {week.time} to {week.endTime}
            </strong>
            <span>
              Booking {week.id}:{' '}
              {week.gateCode ? `gate code ${week.gateCode}` : WEEK_STATUS[week.status]}
            </span>
          </li>
        ))}
      </ul>
      <p>Each week is a booking of its own: move or cancel any of them in My bookings.</p>
    </section>
  );
}

/** The seed's words, then what the customer needs on the day (not a dead end). */
function Confirmed({ booking }: { booking: BookingView }) {
  return (
    <div className={styles.page}>
      <section className={styles.seed}>
        <h1>Your booking has been successfully confirmed!</h1>
        <p>Booking number: {booking.id}</p>
        <p>
          Your booking is on the {dateInWords(booking.date)} at {booking.time}.
        </p>
        <p>A confirmation email has been sent to {booking.email}.</p>
      </section>
      {booking.series && <SeriesWeeks weeks={booking.series} />}
      <VisitDetails booking={booking} />
      <p>We look forward to seeing you soon!</p>
    </div>
  );
}

function NotPaid({ booking, stillAsking }: { booking: BookingView; stillAsking: boolean }) {
  if (stillAsking) return <p aria-live="polite">Finalizing payment and confirming booking....</p>;
  if (booking.status === 'pending' && booking.checkoutUrl) {
    return (
      <section className="prose">
        <h1>We haven't received your payment yet</h1>
        <p>
          Your slot on the {dateInWords(booking.date)} at {booking.time} is held for you while you
          pay.
        </p>
        <p>
          <a className="button" href={booking.checkoutUrl}>
            Return to the checkout
          </a>
        </p>
      </section>
    );
  }
  return (
    <section className="prose">
      <h1>This booking was not paid</h1>
      <p>It was not paid in time, so its slot has been freed and nothing was charged.</p>
      <p>
        <Link className="button" to={pagePaths.booking}>
          Book again
        </Link>
      </p>
    </section>
  );
}

/** As in the seed, someone signed out is sent to sign in (and back here) after a second. */
function useSignInWhenSignedOut(): void {
  const { session, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (isLoading || session.user) return;
    const timer = setTimeout(
      () => navigate(pagePaths.signIn, { replace: true, state: comingFrom(location) }),
      SIGNED_IN_CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [isLoading, session.user, navigate, location]);
}

/**
 * Asks the server about the booking until it is paid (and, on a field opened by lock, has its
 * own code), or for a little while.
 */
function useAskUntilPaid(id: string) {
  const { session } = useSession();
  const { park } = useParkData();
  const navigate = useNavigate();
  const refresh = useRefreshBooking();
  const [booking, setBooking] = useState<BookingView | null>(null);
  const [asked, setAsked] = useState(0);
  const asking = useRef(false);

  useEffect(() => {
    const settled = booking?.status === 'complete' && !lockCodeToCome(park, booking);
    if (!session.user || asking.current || settled || asked >= ASK_AT_MOST) return;
    asking.current = true;
    const timer = setTimeout(
      () =>
        refresh.mutate(id, {
          onSuccess: (view) => setBooking(view),
          onError: (error) => {
            // Someone else's booking, or none at all: nothing to show here.
            if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
              navigate(pagePaths.home, { replace: true });
            }
          },
          onSettled: () => {
            asking.current = false;
            setAsked((n) => n + 1);
          },
        }),
      asked === 0 ? 0 : ASK_AGAIN_MS,
    );
    return () => clearTimeout(timer);
  }, [session.user, id, asked, booking, park, refresh, navigate]);

  return { booking, stillAsking: booking?.status === 'pending' && asked < ASK_AT_MOST };
}

export function PaySuccessPage() {
  usePageTitle('Booking confirmation');
  const { booking: bookingParam = '' } = useParams();
  useSignInWhenSignedOut();
  const { booking, stillAsking } = useAskUntilPaid(bookingParam.replace(/^:/, ''));

  if (booking?.status === 'complete') return <Confirmed booking={booking} />;
  if (!booking) return <p aria-live="polite">Finalizing payment and confirming booking....</p>;
  return <NotPaid booking={booking} stillAsking={stillAsking} />;
}

export { PaySuccessPage as Component };
