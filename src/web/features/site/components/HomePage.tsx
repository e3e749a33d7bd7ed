import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PublicPark } from '../../../../contract/park';
import { HERO_SIZES } from '../../../../contract/photos';
import { pagePaths } from '../../../../contract/routes';
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
import { usePageTitle } from '../../../lib/usePageTitle';
import styles from './HomePage.module.css';
import { StoredText } from './StoredText';

/** The seed waits this long before choosing which call to action to show. */
const BUTTON_DELAY_MS = 500;

/** One wake-up call to the server per visit to the home page; its answer doesn't matter. */
function usePingOnce(): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    fetch('/ping', { cache: 'no-store' }).catch((error: unknown) => {
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
  if (!waited || isLoading) return <div className={styles.ctaSpace} />;
  return session.user ? (
    <Link className="button" to={pagePaths.booking}>
      Make a booking with us
    </Link>
  ) : (
    <Link className="button" to={pagePaths.signUp}>
      Sign up to create a booking
    </Link>
  );
}

function AboutAndBooking({ park }: { park: PublicPark }) {
  return (
    <div className={styles.columns}>
      <section aria-labelledby="about-title" className="prose">
        <h2 id="about-title">About the field</h2>
        <StoredText textKey="about" />
      </section>

      <section aria-labelledby="booking-info-title" className={`card ${styles.booking}`}>
        <h2 id="booking-info-title">Booking</h2>
        <p>
          Book a 30-minute or 1-hour slot online for your group of dogs and pay by card. You'll get
          the gate code by e-mail as soon as your booking is confirmed.
        </p>
        <h3>Prices</h3>
        <PricingInfo park={park} className={styles.prices} />
        <CallToAction />
      </section>
    </div>
  );
}

/** The owner's photo for the top of the page, or our drawing until there is one. */
function HeroImage({ park }: { park: PublicPark }) {
  const photo = park.photos['home-hero'][0];
  if (photo) {
    return (
      <ParkPicture
        photo={photo}
        sizes={HERO_SIZES}
        priority
        className={`${styles.heroImage} ${styles.heroPhoto}`}
      />
    );
  }
  return (
    <img
      src={hero}
      alt=""
      width={1600}
      height={640}
      className={styles.heroImage}
      fetchPriority="high"
    />
  );
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
    { icon: iconDogs, text: `Up to ${park.maxDogs} dogs at once` },
  ];

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <HeroImage park={park} />
        <div className={styles.heroText}>
          <h1 id="home-title">{park.name}</h1>
          <p>A private, fully fenced field that is all yours for half an hour or an hour.</p>
        </div>
      </section>

      {today < park.openingDate && <NoticeBanner type="event">{park.openingNotice}</NoticeBanner>}

      <AboutAndBooking park={park} />

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
