import { useState } from 'react';
import type { ParkField } from '../../../../contract/parkFields';
import { bandLabel } from '../../../../domain/fieldSales';
import { useParkData } from '../../../api/park';
import { PricingInfo } from '../../../components/PricingInfo';
import { SlotPicker } from '../../../components/slotPicker/SlotPicker';
import { useSlotChoice } from '../../../components/slotPicker/useSlotChoice';
import { fieldIdToSend } from '../../../lib/parkFields';
import { BookingSummary, type RulesChoice } from './BookingSummary';
import styles from './booking.module.css';
import { DayOptions } from './DayOptions';
import { PassesForSale } from './PassesForSale';
import { firstLength } from './sessionLengths';
import { useDogChoice } from './useDogChoice';
import { passesFor, usePassChoice } from './usePassChoice';
import { WaitForTaken } from './WaitForTaken';

/** A day and time chosen in the "any field" view, with the length it was free for. */
export interface FieldStart {
  day: string;
  slot: string;
  minutes: number;
}

interface Props {
  field: ParkField;
  rules: RulesChoice;
  start?: FieldStart | undefined;
}

/**
 * One field's day view: its days and times, its lengths and dog bands, the summary with Book
 * Now, and its prices. A park of one field shows only this, as the seed's page.
 */
export function FieldBooking({ field, rules, start }: Props) {
  const { park } = useParkData();
  const fieldId = fieldIdToSend(park, field);
  const choice = useSlotChoice({
    step: start?.minutes ?? firstLength(field.lengths),
    rules: field,
    fieldId,
    start,
  });
  const dogChoice = useDogChoice(
    rules.context?.dogNames.length ?? 0,
    field.maxDogs,
    field.bands[0] ? bandLabel(field.bands[0]) : undefined,
  );
  const { dogs, dogCount } = dogChoice;
  const [repeatWeeks, setRepeatWeeks] = useState<number | null>(null);
  const usablePasses = passesFor(rules.context?.passes ?? [], {
    dogs,
    minutes: choice.step,
    day: choice.day,
    fieldId: field.id,
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
    fieldId,
  };

  return (
    <div className={styles.layout}>
      <section className={`card ${styles.picker}`} aria-label="Choose a day and a slot">
        <SlotPicker
          choice={choice}
          dayOptions={(day) => (
            <DayOptions
              day={day}
              field={field}
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
            fieldId={fieldId}
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
        <PricingInfo park={park} field={field} className={styles.prices} />
        <PassesForSale fieldId={fieldId} />
      </section>
    </div>
  );
}
