import { dogCountChoices } from '../../../../domain/bookingConsent';
import { dateInWords } from '../../../../domain/dates';
import { DOG_BANDS, type DogBand } from '../../../../domain/prices';
import type { SlotMinutes } from '../../../../domain/slots';
import { useParkData } from '../../../api/park';
import { formStyles } from '../../../components/Field';
import styles from './booking.module.css';
import { LengthControl } from './LengthControl';

interface Props {
  day: string;
  minutes: SlotMinutes;
  onMinutes: (minutes: SlotMinutes) => void;
  dogs: DogBand;
  onDogs: (dogs: DogBand) => void;
  dogCount: number;
  onDogCount: (count: number) => void;
}

/** The chosen day, with the slot length and the group of dogs to book for. */
export function DayOptions({ day, minutes, onMinutes, dogs, onDogs, dogCount, onDogCount }: Props) {
  const { park } = useParkData();
  const counts = dogCountChoices(dogs, park.maxDogs);
  return (
    <>
      <h2 className={styles.dayTitle}>{dateInWords(day)}</h2>
      <div className={styles.options}>
        <LengthControl steps={park.slots.steps} minutes={minutes} onMinutes={onMinutes} />
        <div className={formStyles.field}>
          <label htmlFor="booking-dogs">Number of dogs</label>
          <select
            id="booking-dogs"
            value={dogs}
            onChange={(event) => onDogs(event.target.value as DogBand)}
          >
            {DOG_BANDS.map((band) => (
              <option key={band} value={band}>
                {band}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="booking-dog-count">Dogs coming</label>
          <select
            id="booking-dog-count"
            value={dogCount}
            onChange={(event) => onDogCount(Number(event.target.value))}
          >
            {counts.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}
