import { useState } from 'react';
import type { DogBand } from '../../../../domain/prices';
import type { SlotMinutes } from '../../../../domain/slots';
import { useParkData } from '../../../api/park';
import hero from '../../../assets/images/hero.svg';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { PricingInfo } from '../../../components/PricingInfo';
import { RequireSignedIn } from '../../../components/RequireSignedIn';
import { SlotPicker } from '../../../components/slotPicker/SlotPicker';
import { useSlotChoice } from '../../../components/slotPicker/useSlotChoice';
import { usePageTitle } from '../../../lib/usePageTitle';
import { BookingSummary } from './BookingSummary';
import styles from './booking.module.css';
import { DayOptions } from './DayOptions';
import { useReleaseOnReturn } from './useReleaseOnReturn';
import { WaitForTaken } from './WaitForTaken';

function Notices({ today }: { today: string }) {
  const { park } = useParkData();
  const released = useReleaseOnReturn();
  return (
    <>
      {today < park.openingDate && <NoticeBanner type="event">{park.openingNotice}</NoticeBanner>}
      {released && (
        <NoticeBanner type="message">
          Your booking was not paid, so the slot has been freed. Choose again whenever you like.
        </NoticeBanner>
      )}
    </>
  );
}

/** The park's usual length where it sells it, else the one it does. */
function firstLength(steps: readonly SlotMinutes[]): SlotMinutes {
  return steps.includes(30) ? 30 : (steps[0] ?? 30);
}

function Booking() {
  const { park } = useParkData();
  const choice = useSlotChoice({ step: firstLength(park.slots.steps) });
  const [dogs, setDogs] = useState<DogBand>('1-4');
  const draft = { day: choice.day, slot: choice.slot, minutes: choice.step, dogs };

  return (
    <>
      <div className={styles.banner}>
        <img src={hero} alt="" width={1600} height={640} />
      </div>
      <h1>Book Now</h1>
      <Notices today={choice.today} />
      <div className={styles.layout}>
        <section className={`card ${styles.picker}`} aria-label="Choose a day and a slot">
          <SlotPicker
            choice={choice}
            dayOptions={(day) => (
              <DayOptions
                day={day}
                minutes={choice.step}
                onMinutes={choice.chooseStep}
                dogs={dogs}
                onDogs={setDogs}
              />
            )}
          />
          {choice.day && choice.availability.isSuccess && (
            <WaitForTaken
              // A new day or length starts afresh: what was asked was for another slot.
              key={`${choice.day}/${choice.step}`}
              day={choice.day}
              minutes={choice.step}
              dogs={dogs}
              slots={choice.slots}
              onSlotFree={() => void choice.availability.refetch()}
            />
          )}
        </section>
        <BookingSummary draft={draft} onSlotTaken={choice.slotTaken} />
        <section className={`card ${styles.pricing}`} aria-labelledby="pricing-title">
          <h2 id="pricing-title">Pricing</h2>
          <PricingInfo park={park} className={styles.prices} />
        </section>
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

export { BookingPage as Component };
