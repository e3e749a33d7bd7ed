import { useState } from 'react';
import type { SlotMinutes } from '../../../../domain/slots';
import { useBookingContext } from '../../../api/bookingContext';
import { useParkData } from '../../../api/park';
import hero from '../../../assets/images/hero.svg';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { PricingInfo } from '../../../components/PricingInfo';
import { RequireSignedIn } from '../../../components/RequireSignedIn';
import { SlotPicker } from '../../../components/slotPicker/SlotPicker';
import { useSlotChoice } from '../../../components/slotPicker/useSlotChoice';
import { usePageTitle } from '../../../lib/usePageTitle';
import { BookingSummary, type RulesChoice } from './BookingSummary';
import styles from './booking.module.css';
import { DayOptions } from './DayOptions';
import { PassesForSale } from './PassesForSale';
import { useDogChoice } from './useDogChoice';
import { passesFor, usePassChoice } from './usePassChoice';
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

/** The site rules' tick: kept while the page is open, asked afresh if the rules change. */
function useRulesChoice(): RulesChoice {
  const context = useBookingContext();
  const [ticked, setTicked] = useState(false);
  return {
    context: context.data,
    loading: context.isPending,
    ticked,
    onTicked: setTicked,
    onChanged: () => {
      setTicked(false);
      void context.refetch();
    },
  };
}

function Booking() {
  const { park } = useParkData();
  const choice = useSlotChoice({ step: firstLength(park.slots.steps) });
  const rules = useRulesChoice();
  const dogChoice = useDogChoice(rules.context?.dogNames.length ?? 0, park.maxDogs);
  const { dogs, dogCount } = dogChoice;
  const [repeatWeeks, setRepeatWeeks] = useState<number | null>(null);
  const usablePasses = passesFor(rules.context?.passes ?? [], {
    dogs,
    minutes: choice.step,
    day: choice.day,
  });
  const { passId, choosePass } = usePassChoice(usablePasses);
  const draft = {
    day: choice.day,
    slot: choice.slot,
    minutes: choice.step,
    dogs,
    dogCount,
    // A pass pays for one session: a repeat booking is paid by card.
    repeatWeeks: passId === null ? repeatWeeks : null,
    passId,
  };

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
                onDogs={dogChoice.chooseDogs}
                dogCount={dogCount}
                onDogCount={dogChoice.chooseDogCount}
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
        <BookingSummary
          draft={draft}
          rules={rules}
          passes={usablePasses}
          onPass={choosePass}
          onRepeatWeeks={setRepeatWeeks}
          onSlotTaken={choice.slotTaken}
        />
        <section className={`card ${styles.pricing}`} aria-labelledby="pricing-title">
          <h2 id="pricing-title">Pricing</h2>
          <PricingInfo park={park} className={styles.prices} />
          <PassesForSale />
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
