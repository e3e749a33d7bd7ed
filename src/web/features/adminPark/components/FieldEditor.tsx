import { type FormEvent, useId } from 'react';
import type { ParkField } from '../../../../contract/parkFields';
import { FormError, formStyles } from '../../../components/Field';
import { FieldGateInputs } from './FieldGateInputs';
import { FieldPricesTable } from './FieldPricesTable';
import { FieldSalesInputs } from './FieldSalesInputs';
import type { FieldDraft } from './fieldDraft';
import { SettingsField } from './SettingsFields';
import styles from './settings.module.css';
import { type FieldForm, useFieldForm } from './useFieldForm';
import { errorAt, type FieldErrors } from './useSectionForm';
import { type WeekHours, WeekHoursEditor } from './WeekHoursEditor';

/** The paths the boxes of this form show beside them; any other refusal is listed under it. */
const SHOWN_BESIDE = [
  'name',
  'description',
  'size',
  'sales',
  'sales.maxDogs',
  'sales.lengths',
  'sales.startStepMinutes',
  'sales.bands',
  'hours.weekly',
  'handoverMinutes',
  'access',
];

function elsewhere(errors: FieldErrors): string[] {
  const beside = (path: string) =>
    path.startsWith('price:') ||
    SHOWN_BESIDE.some((shown) => path === shown || path.startsWith(`${shown}.`));
  return [
    ...new Set(
      Object.keys(errors)
        .filter((path) => !beside(path))
        .map((p) => errors[p]),
    ),
  ].filter((message): message is string => Boolean(message));
}

// On a phone the button is far below the box in question.
const NOT_SAVED = 'Nothing was saved: put right what is marked above.';

function Problems({ form }: { form: FieldForm }) {
  const listed = elsewhere(form.errors);
  const refused = Object.keys(form.errors).length > 0;
  return (
    <>
      {listed.length > 0 && (
        <ul className={formStyles.error}>
          {listed.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <FormError message={form.failure ?? (refused ? NOT_SAVED : null)} />
    </>
  );
}

interface Props {
  /** The field changed, or null for a new one. */
  field: ParkField | null;
  initial: () => FieldDraft;
  onSaved: (saved: ParkField) => void;
  onCancel: () => void;
}

/**
 * A field's form: its name and words, what it sells and at what prices, its weekly hours,
 * handover gap and gate. A refusal, in the browser or from the server, keeps everything typed.
 */
export function FieldEditor({ field, initial, onSaved, onCancel }: Props) {
  const form = useFieldForm(field, initial, onSaved);
  const headingId = useId();
  const { draft, errors, patch } = form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  const title = field ? `Edit ${field.name}` : 'New field';
  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className={styles.subheading}>
        {title}
      </h3>
      <SettingsField
        label="Field name"
        value={draft.name}
        onChange={(name) => patch({ name })}
        hint="Customers see it when the park has two or more fields."
        error={errors.name}
      />
      <SettingsField
        label="Description"
        value={draft.description}
        onChange={(description) => patch({ description })}
        hint="A line for the field's card: what it is good for."
        error={errors.description}
      />
      <SettingsField
        label="Size"
        value={draft.size}
        onChange={(size) => patch({ size })}
        placeholder="e.g. Two acres"
        error={errors.size}
      />
      <FieldSalesInputs form={form} />
      <FieldPricesTable form={form} />
      <WeekHoursEditor
        caption={`Hours of ${field ? field.name : 'the new field'}`}
        week={draft.hours.weekly as WeekHours}
        onChange={(weekly) => patch({ hours: { ...draft.hours, weekly } })}
        errors={errors}
        path="hours.weekly"
      />
      <SettingsField
        label="Handover gap (minutes)"
        inputMode="numeric"
        value={draft.handover}
        onChange={(handover) => patch({ handover })}
        hint="Kept free at the end of every session for the changeover, from 0 to 15."
        error={errorAt(errors, 'handoverMinutes')}
      />
      <FieldGateInputs form={form} />
      <Problems form={form} />
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.saving}>
          {field ? 'Save field' : 'Add field'}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {field ? 'Stop editing' : 'Cancel'}
        </button>
        {form.done && (
          <p className={formStyles.note} role="status">
            Saved.
          </p>
        )}
      </div>
    </form>
  );
}
