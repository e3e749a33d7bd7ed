import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DiscountCheckResponse } from '../../../contract/bookings';
import { pagePaths } from '../../../contract/routes';
import { formatYearMonth, parseYearMonth, yearMonthOf } from '../../../domain/calendar';
import { dateInWords } from '../../../domain/dates';
import { formatPence } from '../../../domain/money';
import { DOG_BANDS, type DogBand } from '../../../domain/prices';
import { discountedPrice, priceFor } from '../../../domain/pricing';
import { useCreateBooking, useReleaseBooking } from '../../api/bookings';
import { ApiRequestError } from '../../api/client';
import { useParkData } from '../../api/park';
import hero from '../../assets/images/hero.svg';
import { FormError, formStyles } from '../../components/Field';
import { NoticeBanner } from '../../components/NoticeBanner';
import { PricingInfo } from '../../components/PricingInfo';
import { RequireSignedIn } from '../../components/RequireSignedIn';
import { usePageTitle } from '../../lib/usePageTitle';
import { useParkClock } from '../../lib/useParkClock';
import styles from './booking.module.css';
import { DiscountBox, INVALID_DISCOUNT } from './DiscountBox';
import { MonthCalendar } from './MonthCalendar';
import { MonthSelect } from './MonthSelect';
import { SlotPicker } from './SlotPicker';
import { useDaySlots } from './useDaySlots';

const SLOT_TAKEN = 'Apologies this time slot is already booked.';
const BOOKING_FAILED = 'An error occurred while booking. Please try again.';

/** The customer left the checkout unpaid: free the slot at once and say so. */
function useReleaseOnReturn(): boolean {
  const [params, setParams] = useSearchParams();
  const release = useReleaseBooking();
  const cancelled = params.get('cancelled');
  const done = useRef(false);
  useEffect(() => {
    if (!cancelled || done.current) return;
    done.current = true;
    release.mutate(cancelled, {
      onSettled: () =>
        setParams(
          (current) => {
            current.delete('cancelled');
            return current;
          },
          { replace: true },
        ),
    });
  }, [cancelled, release, setParams]);
  return release.isSuccess;
}

function Booking() {
  const { park } = useParkData();
  const { today } = useParkClock();
  const released = useReleaseOnReturn();
  const [month, setMonth] = useState(() => formatYearMonth(yearMonthOf(today)));
  const [day, setDay] = useState<string | null>(null);
  const [minutes, setMinutes] = useState<30 | 60>(30);
  const [slot, setSlot] = useState<string | null>(null);
  const [dogs, setDogs] = useState<DogBand>('1-4');
  const [discount, setDiscount] = useState<DiscountCheckResponse | null>(null);
  const [discountError, setDiscountError] = useState<string | null>(null);
  const [bookingError, setBookingError] = useState<string | null>(null);
  const [holdLimit, setHoldLimit] = useState(false);
  const { slots, availability, isDayDisabled } = useDaySlots(month, day, minutes);
  const createBooking = useCreateBooking();
  const [leaving, setLeaving] = useState(false);

  const shownMonth = parseYearMonth(month) ?? yearMonthOf(today);
  const listPrice = priceFor(park.prices, dogs, minutes);
  const price = discount ? discountedPrice(listPrice, discount.percent) : listPrice;
  const working = createBooking.isPending || leaving;

  const book = () => {
    if (!day || !slot) return;
    setBookingError(null);
    setHoldLimit(false);
    createBooking.mutate(
      { date: day, time: slot, minutes, dogs, discountCode: discount?.code ?? null },
      {
        onSuccess: ({ checkoutUrl }) => {
          setLeaving(true);
          window.location.assign(checkoutUrl);
        },
        onError: (error) => {
          const code = error instanceof ApiRequestError ? error.code : null;
          if (code === 'booking/slot-taken') {
            setBookingError(SLOT_TAKEN);
            setSlot(null);
            void availability.refetch();
          } else if (code === 'booking/invalid-discount') {
            setDiscount(null);
            setDiscountError(INVALID_DISCOUNT);
          } else if (error instanceof ApiRequestError && error.status === 429) {
            // A limit (two unpaid holds, too many codes tried): the server's words say which.
            setBookingError(error.message);
            setHoldLimit(code === 'booking/hold-limit');
          } else {
            setBookingError(BOOKING_FAILED);
          }
        },
      },
    );
  };

  return (
    <>
      <div className={styles.banner}>
        <img src={hero} alt="" width={1600} height={640} />
      </div>
      <h1>Book Now</h1>
      {today < park.openingDate && <NoticeBanner type="event">{park.openingNotice}</NoticeBanner>}
      {released && (
        <NoticeBanner type="message">
          Your booking was not paid, so the slot has been freed. Choose again whenever you like.
        </NoticeBanner>
      )}

      <div className={styles.layout}>
        <section className={`card ${styles.panel}`} aria-label="Choose a day and a slot">
          <MonthSelect
            today={today}
            value={month}
            onChange={(next) => {
              setMonth(next);
              setDay(null);
              setSlot(null);
            }}
          />

          <MonthCalendar
            month={shownMonth}
            selected={day}
            isDisabled={isDayDisabled}
            onSelect={(date) => {
              setDay(date);
              setSlot(null);
            }}
          />

          {day && (
            <>
              <h2>{dateInWords(day)}</h2>
              <div className={styles.options}>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => {
                    setMinutes(minutes === 30 ? 60 : 30);
                    setSlot(null);
                  }}
                >
                  {minutes === 30 ? 'Switch to 1 hour slots' : 'Switch to 30 minute slots'}
                </button>
                <div className={formStyles.field}>
                  <label htmlFor="booking-dogs">Number of dogs</label>
                  <select
                    id="booking-dogs"
                    value={dogs}
                    onChange={(event) => setDogs(event.target.value as DogBand)}
                  >
                    {DOG_BANDS.map((band) => (
                      <option key={band} value={band}>
                        {band}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <p>{minutes === 30 ? 'Showing 30-minute slots.' : 'Showing 1-hour slots.'}</p>
              {availability.isError ? (
                <FormError message="We can't load the free slots right now. Please try again in a minute." />
              ) : (
                <SlotPicker slots={slots} selected={slot} onSelect={setSlot} />
              )}
            </>
          )}
        </section>

        <aside className={styles.panel} aria-label="Your booking">
          <section className="card" aria-labelledby="pricing-title">
            <h2 id="pricing-title">Pricing</h2>
            <PricingInfo park={park} className={styles.prices} />
          </section>

          <section className={`card ${styles.summary}`} aria-labelledby="summary-title">
            <h2 id="summary-title">Your booking</h2>
            <dl>
              <dt>Day</dt>
              <dd>{day ? dateInWords(day) : '—'}</dd>
              <dt>Slot</dt>
              <dd>{slot ?? '—'}</dd>
              <dt>Duration</dt>
              <dd>{minutes === 30 ? '30 minutes' : '1 hour'}</dd>
              <dt>Price</dt>
              <dd>
                {formatPence(price)}
                {discount && ' (Discount applied)'}
              </dd>
            </dl>
            {park.flags.discountsEnabled && (
              <DiscountBox
                applied={discount}
                onApplied={(applied) => setDiscount(applied)}
                error={discountError}
                onError={setDiscountError}
              />
            )}
            <button
              type="button"
              className="button"
              onClick={book}
              disabled={working || !day || !slot}
              aria-busy={working}
            >
              {working && <span className={styles.spinner} aria-hidden="true" />}
              Book Now
            </button>
            <FormError message={bookingError} />
            {holdLimit && (
              <p>
                Pay for it or cancel it on <Link to={pagePaths.myBookings}>My bookings</Link>.
              </p>
            )}
          </section>
        </aside>
      </div>
    </>
  );
}

export function BookingPage() {
  usePageTitle('Book Now');
  return (
    <RequireSignedIn>
      <Booking />
    </RequireSignedIn>
  );
}
