import type { SlotState } from '../../../domain/slots';
import styles from './booking.module.css';

interface Props {
  slots: SlotState[];
  selected: string | null;
  onSelect: (time: string) => void;
}

/** The day's slots in four columns; taken and started ones can't be chosen. */
export function SlotPicker({ slots, selected, onSelect }: Props) {
  return (
    <fieldset className={styles.slots}>
      <legend className="visually-hidden">Time slots</legend>
      {slots.map((slot) => (
        <button
          key={slot.time}
          type="button"
          className={styles.slot}
          aria-pressed={selected === slot.time}
          disabled={!slot.available}
          onClick={() => onSelect(slot.time)}
        >
          {slot.time}
        </button>
      ))}
    </fieldset>
  );
}
