import type { ParkField } from '../../../../contract/parkFields';
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
import { passesFor, usePaymentChoice } from './usePassChoice';
import { useTakenTimes } from './useTakenTimes';
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
  const dogChoice = useDogChoice(rules.context?.dogNames.length ?? 0, field);
  const { dogs, dogCount } = dogChoice;
  const usablePasses = passesFor(rules.context?.passes ?? [], {
    dogs,
    minutes: choice.step,
    day: choice.day,
    fieldId: field.id,
  });
  const payment = usePaymentChoice(usablePasses);
  const taken = useTakenTimes(choice, field.id);
  const draft = {
    day: choice.day,
    slot: choice.slot,
    minutes: choice.step,
    dogs,
    dogCount,
    repeatWeeks: payment.repeatWeeks,
    passId: payment.passId,
    fieldId,
  };

  return (
    <div className={styles.layout}>
      <section className={`card ${styles.picker}`} aria-label="Choose a day and a slot">
        <SlotPicker
          choice={choice}
          taken={taken}
          afterSlots={
            choice.day &&
            taken.open && (
              <WaitForTaken
                // Each taken time has its own offer: what was asked was for another.
                key={taken.open}
                id={taken.panelId}
                day={choice.day}
                time={taken.open}
                minutes={choice.step}
                dogs={dogs}
                fieldId={fieldId}
                waiting={taken.waiting.includes(taken.open)}
                onSlotFree={() => void choice.availability.refetch()}
              />
            )
          }
          dayOptions={(day) => (
            <DayOptions
              day={day}
              field={field}
              minutes={choice.step}
              onMinutes={choice.chooseStep}
              dogs={dogs}
              dogCount={dogCount}
              onDogCount={dogChoice.chooseDogCount}
            />
          )}
        />
      </section>
      <BookingSummary
        draft={draft}
        rules={rules}
        passes={usablePasses}
        onPass={payment.choosePass}
        onRepeatWeeks={payment.chooseRepeatWeeks}
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
