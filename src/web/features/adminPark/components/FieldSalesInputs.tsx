import { formStyles } from '../../../components/Field';
import { SettingsField } from './SettingsFields';
import styles from './settings.module.css';
import type { FieldForm } from './useFieldForm';
import { errorAt } from './useSectionForm';

/** What a field sells: how many dogs, the lengths, how often a session starts, the dog bands. */
export function FieldSalesInputs({ form }: { form: FieldForm }) {
  const { draft, errors, patch } = form;
  return (
    <fieldset className={styles.group}>
      <legend>What it sells</legend>
      <SettingsField
        label="Most dogs"
        inputMode="numeric"
        value={draft.maxDogs}
        onChange={(maxDogs) => patch({ maxDogs })}
        hint="The most dogs one booking may bring."
        error={errorAt(errors, 'sales.maxDogs')}
      />
      <SettingsField
        label="Session lengths (minutes)"
        value={draft.lengths}
        onChange={(lengths) => patch({ lengths })}
        hint="Any of 15 to 240 minutes, with commas: 30, 60 or 45, 120."
        error={errorAt(errors, 'sales.lengths')}
      />
      <SettingsField
        label="Minutes between start times"
        inputMode="numeric"
        value={draft.startStep}
        onChange={(startStep) => patch({ startStep })}
        hint="Empty: a session starts every session's own length (30-minute sessions at 09:00, 09:30 …). With 15, a 45-minute session may start at 09:00, 09:15, 09:30 …"
        error={errorAt(errors, 'sales.startStepMinutes')}
      />
      <SettingsField
        label="Dog bands"
        value={draft.bands}
        onChange={(bands) => patch({ bands })}
        hint="Numbers of dogs priced alike, from 1 to the most dogs in order, with commas: 1-4, 5-6, 7-8 or 1-2, 3-4."
        error={errorAt(errors, 'sales.bands')}
      />
      {errors.sales && <p className={formStyles.error}>{errors.sales}</p>}
    </fieldset>
  );
}
