import type { ParkField } from '../../../../contract/parkFields';
import { bandLabel, lengthInWords } from '../../../../domain/fieldSales';
import { formStyles } from '../../../components/Field';
import { SettingsCheckbox } from './SettingsFields';
import styles from './settings.module.css';

// What a kind of pass may be for: the fields it covers, and the lengths and dogs they sell.

/** The fields a pass covers: those it names, or the first field when it names none. */
export function fieldsOfPass(fields: readonly ParkField[], fieldIds?: readonly number[]) {
  const first = fields[0];
  const ids = fieldIds ?? (first ? [first.id] : []);
  return fields.filter((field) => ids.includes(field.id));
}

/**
 * The lengths and bands its fields sell, shortest and smallest first, as the selects offer
 * them ('1 hour', '1-4 dogs'); the pass's own stays offered even where no field sells it, so
 * that the page shows what is saved and the server says what is wrong with it.
 */
export function passChoices(covered: readonly ParkField[], own: { minutes: number; dogs: string }) {
  const lengths = [...new Set([...covered.flatMap((field) => field.lengths), own.minutes])].sort(
    (a, b) => a - b,
  );
  const bands = [...new Set(covered.flatMap((field) => field.bands.map(bandLabel)))];
  if (!bands.includes(own.dogs)) bands.push(own.dogs);
  return {
    lengths: lengths.map((minutes) => [minutes, lengthInWords(minutes)] as const),
    bands: bands.map((band) => [band, `${band} dogs`] as const),
  };
}

/** Ticks for the fields a pass covers: shown only in a park of several fields. */
export function PassFieldsChoice({
  fields,
  fieldIds,
  number,
  error,
  onChange,
}: {
  fields: readonly ParkField[];
  fieldIds: readonly number[];
  number: number;
  error?: string | undefined;
  onChange: (fieldIds: number[]) => void;
}) {
  const toggle = (id: number, on: boolean) =>
    onChange(
      fields
        .map((field) => field.id)
        .filter((each) => (each === id ? on : fieldIds.includes(each))),
    );
  return (
    <fieldset className={styles.group}>
      <legend>Fields for pass {number}</legend>
      {fields.map((field) => (
        <SettingsCheckbox
          key={field.id}
          label={field.name}
          checked={fieldIds.includes(field.id)}
          onChange={(on) => toggle(field.id, on)}
        />
      ))}
      {error && <p className={formStyles.error}>{error}</p>}
    </fieldset>
  );
}
