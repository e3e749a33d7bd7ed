import type { PublicPark } from '../../../../contract/park';
import type { ParkField } from '../../../../contract/parkFields';
import { dogCountChoices } from '../../../../domain/bookingConsent';
import { dateInWords } from '../../../../domain/dates';
import { bandLabel } from '../../../../domain/fieldSales';
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
  dogs: string;
  onDogs: (dogs: string) => void;
  dogCount: number;
  onDogCount: (count: number) => void;
}

/** The lengths, dog bands and most dogs on offer: the park's own are its first field's. */
function offerOf(park: PublicPark, field: ParkField | undefined) {
  if (!field) {
    const bands = (park.fields[0]?.bands ?? []).map(bandLabel);
    return { lengths: park.slots.steps, bands, maxDogs: park.maxDogs };
  }
  return { lengths: field.lengths, bands: field.bands.map(bandLabel), maxDogs: field.maxDogs };
}

/** The chosen day, with the slot length and the group of dogs to book for. */
export function DayOptions({
  day,
  field,
  minutes,
  onMinutes,
  dogs,
  onDogs,
  dogCount,
  onDogCount,
}: Props) {
  const { park } = useParkData();
  const offer = offerOf(park, field);
  const counts = dogCountChoices(dogs, offer.maxDogs);
  return (
    <>
      <h2 className={styles.dayTitle}>{dateInWords(day)}</h2>
      <div className={styles.options}>
        <LengthControl steps={offer.lengths} minutes={minutes} onMinutes={onMinutes} />
        <div className={formStyles.field}>
          <label htmlFor="booking-dogs">Number of dogs</label>
          <select id="booking-dogs" value={dogs} onChange={(event) => onDogs(event.target.value)}>
            {offer.bands.map((band) => (
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
