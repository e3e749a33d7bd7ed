import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { HERO_SIZES } from '../../../../contract/heroSizes';
import type { PublicPark } from '../../../../contract/park';
import { pagePaths } from '../../../../contract/routes';
import { formatPence } from '../../../../domain/money';
import { lowestPence, nextOpening, openingWords, townOf } from '../../../../domain/parkFacts';
import { useParkData, useParkToday } from '../../../api/park';
import { useSession } from '../../../api/session';
import hero from '../../../assets/images/hero.svg';
import iconDogs from '../../../assets/images/icon-dogs.svg';
import iconFence from '../../../assets/images/icon-fence.svg';
import iconParking from '../../../assets/images/icon-parking.svg';
import iconShelter from '../../../assets/images/icon-shelter.svg';
import { ImageGallery } from '../../../components/ImageGallery';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { ParkPicture } from '../../../components/ParkPicture';
import { PricingInfo } from '../../../components/PricingInfo';
import { homePictures } from '../../../images';
import { cheapestPence, offersFieldChoice, openFields } from '../../../lib/parkFields';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useParkClock } from '../../../lib/useParkClock';
import { ClockIcon, PlaceIcon, PriceIcon } from './FactIcons';
import { FreeTimesSection } from './FreeTimesSection';
import styles from './HomePage.module.css';
import { OurFields } from './OurFields';
import { StoredText } from './StoredText';

/** The seed waits this long before choosing which call to action to show. */
const BUTTON_DELAY_MS = 500;

/** One wake-up call to the server per visit to the home page; its answer doesn't matter. */
function usePingOnce(): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // The answer is read to its end: a response left unread keeps the request open, and the
    // page never counts as loaded (Lighthouse waited out its 45 s limit on it).
    fetch('/ping', { cache: 'no-store' })
      .then((answer) => answer.text())
      .catch((error: unknown) => {
        console.error('Wake-up ping failed', error);
      });
  }, []);
}

function CallToAction() {
  const { session, isLoading } = useSession();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // The space is kept while waiting, so nothing below jumps when the button comes.
  if (!waited || isLoading) return <div className={styles.ctaSpace} />;
  return session.user ? (
    <Link className={`button ${styles.cta}`} to={pagePaths.booking}>
      Make a booking with us
    </Link>
  ) : (
    <Link
      className={`button ${styles.cta}`}
      to={pagePaths.signUp}
      state={{ from: pagePaths.booking }}
    >
      Sign up to create a booking
    </Link>
  );
}

/** The least a session costs: on any open field where the park has several. */
function lowestPrice(park: PublicPark): number | null {
  if (!offersFieldChoice(park)) return lowestPence(park.prices, park.slots.steps);
  const each = openFields(park).flatMap((field) => cheapestPence(field) ?? []);
  return each.length === 0 ? null : Math.min(...each);
}

/** Several fields sell their own lengths at their own prices: said with each field instead. */
function SeveralFieldsBooking() {
  return (
    <p>
      Book a session on one of our fields online for your group of dogs and pay by card. You'll get
      the gate code by e-mail as soon as your booking is confirmed. Each field's lengths and prices
      are shown with it below.
    </p>
  );
}

function BookingInfo({ park }: { park: PublicPark }) {
  return (
    <div className={styles.columns}>
      <section aria-labelledby="about-title" className="prose">
        <h2 id="about-title">About the field</h2>
        <StoredText textKey="about" />
      </section>

      <section aria-labelledby="booking-info-title" className={`card ${styles.booking}`}>
        <h2 id="booking-info-title">Booking</h2>
        {offersFieldChoice(park) ? (
          <SeveralFieldsBooking />
        ) : (
          <>
            <p>
              Book a 30-minute or 1-hour slot online for your group of dogs and pay by card. You'll
              get the gate code by e-mail as soon as your booking is confirmed.
            </p>
            <h3>Prices</h3>
            <PricingInfo park={park} className={styles.prices} />
          </>
        )}
      </section>
    </div>
  );
}

/** The owner's photo for the top of the page, or our drawing until there is one. */
function HeroImage({ park }: { park: PublicPark }) {
  const photo = park.photos['home-hero'][0];
  return (
    <div className={styles.heroMedia}>
      {photo ? (
        <ParkPicture photo={photo} sizes={HERO_SIZES} priority />
      ) : (
        <img src={hero} alt="" width={1600} height={640} fetchPriority="high" />
      )}
    </div>
  );
}

/** What a visitor wants to know before anything else: price, when, where. */
function QuickFacts({ park }: { park: PublicPark }) {
  const { today, nowTime } = useParkClock();
  const next = nextOpening({
    hours: park.hours,
    closedDates: park.closedDates,
    openingDate: park.openingDate,
    today,
    nowTime,
    step: Math.min(...park.slots.steps) === 60 ? 60 : 30,
  });
  const lowest = lowestPrice(park);
  const town = townOf(park.addressLines);
  return (
    <ul className={styles.facts} aria-label="At a glance">
      {lowest !== null && (
        <li>
          <PriceIcon />
          Sessions from {formatPence(lowest)}
        </li>
      )}
      {next && (
        <li>
          <ClockIcon />
          {openingWords(next)}
        </li>
      )}
      {town && (
        <li>
          <PlaceIcon />
          <span className="visually-hidden">Where: </span>
          {town}
        </li>
      )}
    </ul>
  );
}

/** The first screen, on a phone as on a desktop: who, what, how much, when, where, and book. */
function Hero({ park }: { park: PublicPark }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <HeroImage park={park} />
      <div className={styles.heroText}>
        <h1 id="home-title">{park.name}</h1>
        <p className={styles.promise}>
          {offersFieldChoice(park)
            ? 'Private, fully fenced fields, each all yours for the session you book.'
            : 'A private, fully fenced field that is all yours for half an hour or an hour.'}
        </p>
        <QuickFacts park={park} />
        <CallToAction />
      </div>
    </section>
  );
}

/** The most dogs a field lets in at once: the largest open field's, where there are several. */
function mostDogs(park: PublicPark): number {
  if (!offersFieldChoice(park)) return park.maxDogs;
  return Math.max(...openFields(park).map((field) => field.maxDogs));
}

export function HomePage() {
  const { park } = useParkData();
  const today = useParkToday();
  usePageTitle(null);
  usePingOnce();

  const amenities = [
    { icon: iconFence, text: '6ft fencing, with rabbit fencing on the lower half' },
    { icon: iconShelter, text: 'A sheltered seating area' },
    { icon: iconParking, text: 'Parking for two vehicles' },
    { icon: iconDogs, text: `Up to ${mostDogs(park)} dogs at once` },
  ];

  return (
    <>
      <Hero park={park} />

      {today < park.openingDate && <NoticeBanner type="event">{park.openingNotice}</NoticeBanner>}

      {/* Within a phone's first two screens, under the seed's button (decision 121). */}
      <FreeTimesSection />

      <BookingInfo park={park} />

      <OurFields />

      <section aria-labelledby="amenities-title">
        <h2 id="amenities-title">What's there</h2>
        <ul className={styles.amenities}>
          {amenities.map((amenity) => (
            <li key={amenity.text}>
              <img src={amenity.icon} alt="" width={96} height={96} />
              <span>{amenity.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="gallery-title">
        <h2 id="gallery-title">Take a look around</h2>
        <ImageGallery
          pictures={homePictures}
          photos={park.photos['home-gallery']}
          label="Pictures of the field"
        />
      </section>
    </>
  );
}
