import { useId } from 'react';
import type { PublicPark } from '../../../../contract/park';
import type { ParkField } from '../../../../contract/parkFields';
import { dateInWords } from '../../../../domain/dates';
import { type DogCountGroup, dogCountGroups, dogsInWords } from '../../../../domain/fieldSales';
import { useParkData } from '../../../api/park';
import { formStyles } from '../../../components/Field';
import styles from './booking.module.css';
import { LengthControl } from './LengthControl';

interface Props {
  day: string;
  /** What is booked: without it, the park's own values (its one field's, as the seed has them). */
  field?: ParkField;
  minutes: number;
  onMinutes: (minutes: number) => void;
  /** The band the number of dogs falls in, which prices the booking. */
  dogs: string;
  dogCount: number;
  onDogCount: (count: number) => void;
}

/** The lengths, dog bands and most dogs on offer: the park's own are its first field's. */
function offerOf(park: PublicPark, field: ParkField | undefined) {
  if (!field) {
    return { lengths: park.slots.steps, bands: park.fields[0]?.bands ?? [], maxDogs: park.maxDogs };
  }
  return { lengths: field.lengths, bands: field.bands, maxDogs: field.maxDogs };
}

/**
 * One choice of how many dogs come, listed under the band each number falls in (the seed's
 * 1-4, 5-6 and 7-8), so the customer says the number and sees the band that prices it.
 */
function DogCount({
  groups,
  dogs,
  dogCount,
  onDogCount,
}: {
  groups: DogCountGroup[];
  dogs: string;
  dogCount: number;
  onDogCount: (count: number) => void;
}) {
  const bandNote = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor="booking-dogs">Number of dogs</label>
      <select
        id="booking-dogs"
        value={dogCount}
        aria-describedby={bandNote}
        onChange={(event) => onDogCount(Number(event.target.value))}
      >
        {groups.map((group) => (
          <optgroup key={group.band} label={group.band}>
            {group.counts.map((count) => (
              <option key={count} value={count}>
                {dogsInWords(count)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={bandNote} className={styles.bandNote}>
        Priced as {dogs} dogs
      </p>
    </div>
  );
}

/** The chosen day, with the slot length and the number of dogs to book for. */
export function DayOptions({ day, field, minutes, onMinutes, dogs, dogCount, onDogCount }: Props) {
  const { park } = useParkData();
  const offer = offerOf(park, field);
  return (
    <>
      <h2 className={styles.dayTitle}>{dateInWords(day)}</h2>
      <div className={styles.options}>
        <LengthControl steps={offer.lengths} minutes={minutes} onMinutes={onMinutes} />
        <DogCount
          groups={dogCountGroups(offer)}
          dogs={dogs}
          dogCount={dogCount}
          onDogCount={onDogCount}
        />
      </div>
    </>
  );
}
