import { useId } from 'react';
import type { ParkField } from '../../../contract/parkFields';
import { useParkData } from '../../api/park';
import { formStyles } from '../Field';

/**
 * The park's fields when it has several, in the owner's order; none in a park of one field,
 * whose admin pages name no field and offer no choice of one (decision 114).
 */
export function useFieldsToName(): ParkField[] {
  const { park } = useParkData();
  return park.fields.length > 1 ? park.fields : [];
}

/**
 * A select labelled 'Field': each field by name, and first, where the page can do without one
 * field, the option that means none (`noneLabel`: 'All fields', 'Whole park'), as null.
 */
export function FieldSelect({
  fields,
  value,
  onChange,
  noneLabel,
  label = 'Field',
}: {
  fields: readonly Pick<ParkField, 'id' | 'name'>[];
  value: number | null;
  onChange: (fieldId: number | null) => void;
  noneLabel?: string;
  label?: string;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        {noneLabel !== undefined && <option value="">{noneLabel}</option>}
        {fields.map((field) => (
          <option key={field.id} value={field.id}>
            {field.name}
          </option>
        ))}
      </select>
    </div>
  );
}
