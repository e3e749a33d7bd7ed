import { dateInWords } from '../../../../domain/dates';
import { DOG_BANDS, type DogBand } from '../../../../domain/prices';
import type { SlotMinutes } from '../../../../domain/slots';
import { formStyles } from '../../../components/Field';
import styles from './booking.module.css';

interface Props {
  day: string;
  minutes: SlotMinutes;
  onMinutes: (minutes: SlotMinutes) => void;
  dogs: DogBand;
  onDogs: (dogs: DogBand) => void;
}

/** The chosen day, with the slot length and the group of dogs to book for. */
export function DayOptions({ day, minutes, onMinutes, dogs, onDogs }: Props) {
  return (
    <>
      <h2>{dateInWords(day)}</h2>
      <div className={styles.options}>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => onMinutes(minutes === 30 ? 60 : 30)}
        >
          {minutes === 30 ? 'Switch to 1 hour slots' : 'Switch to 30 minute slots'}
        </button>
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
      </div>
      <p>{minutes === 30 ? 'Showing 30-minute slots.' : 'Showing 1-hour slots.'}</p>
    </>
  );
}
