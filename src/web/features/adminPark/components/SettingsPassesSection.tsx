import { useEffect, useId, useRef, useState } from 'react';
import type { ParkField } from '../../../../contract/parkFields';
import { MAX_PASS_TYPES } from '../../../../contract/passes';
import type { AdminSettings } from '../../../../contract/settings';
import { formatPence } from '../../../../domain/money';
import { sessionValuePence } from '../../../../domain/passes';
import { useParkData } from '../../../api/park';
import { formStyles } from '../../../components/Field';
import { numberOrText } from '../../../lib/numberOrText';
import type { SectionInput } from '../api/settingsApi';
import { fieldsOfPass, PassFieldsChoice, passChoices } from './PassFields';
import { penceToPounds, poundsToPence } from './prices';
import { SettingsCheckbox, SettingsField } from './SettingsFields';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import styles from './settings.module.css';
import { useRowKeys } from './useRowKeys';
import { type Draft, type FieldErrors, type SectionForm, useSectionForm } from './useSectionForm';

type PassType = SectionInput<'passes'>[number];

/** A kind of pass as typed: its figures as their boxes' text, the price in pounds. */
type PassDraft = Omit<PassType, 'sessions' | 'pricePence' | 'validMonths'> & {
  sessions: string;
  validMonths: string;
  pounds: string;
};

const passesDraft: Draft<'passes', PassDraft[]> = {
  fromSaved: (types) =>
    types.map(({ sessions, validMonths, pricePence, ...type }) => ({
      ...type,
      sessions: String(sessions),
      validMonths: String(validMonths),
      pounds: penceToPounds(pricePence),
    })),
  toValue: (drafts) => {
    const errors: FieldErrors = {};
    const value = drafts.map(({ sessions, validMonths, pounds, ...type }, index) => {
      const read = poundsToPence(pounds);
      if ('problem' in read) errors[`${index}.pricePence`] = read.problem;
      // Text that is no number goes as typed, for the schema to refuse in its own words; a
      // price that is no amount stands in as 0 so that the schema still checks the rest.
      return {
        ...type,
        sessions: numberOrText(sessions),
        validMonths: numberOrText(validMonths),
        pricePence: 'pence' in read ? read.pence : 0,
      };
    });
    return { value, errors };
  },
};

const newPass = (minutes: PassType['minutes'], fieldIds?: number[]): PassDraft => ({
  id: null,
  fieldIds,
  name: '',
  sessions: '',
  minutes,
  dogs: '1-4',
  pounds: '',
  validMonths: '',
  onSale: true,
});

/** A labelled drop-down with its error under it, in the look of the other settings fields. */
function SettingsSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: V;
  options: readonly (readonly [V, string])[];
  onChange: (value: V) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const chosen = options.find(([option]) => String(option) === event.target.value);
          if (chosen) onChange(chosen[0]);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map(([option, words]) => (
          <option key={option} value={String(option)}>
            {words}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * What one session of the pass comes to, beside what it costs booked on its own: at the
 * Prices section's price on the first field (as saved there), else at its field's.
 */
function priceHint(pass: PassDraft, single: number | undefined): string {
  const read = poundsToPence(pass.pounds);
  const sessions = Number(pass.sessions);
  const each =
    'pence' in read && Number.isInteger(sessions) && sessions >= 1
      ? `${formatPence(sessionValuePence(read.pence, sessions))} a session`
      : 'The price of the whole pass';
  return `${each}${single !== undefined ? `; ${formatPence(single)} a session booked on its own` : ''}.`;
}

interface PassProps {
  form: SectionForm<'passes', PassDraft[]>;
  pass: PassDraft;
  index: number;
  fields: readonly ParkField[];
  prices: AdminSettings['prices'];
  /** The note saying what removing does to passes already sold. */
  removeNoteId: string;
  change: (pass: PassDraft) => void;
  remove: () => void;
}

function singlePrice(
  pass: PassDraft,
  field: ParkField | undefined,
  firstPrices: AdminSettings['prices'],
  firstId: number | undefined,
): number | undefined {
  const same = (band: string, minutes: number) => band === pass.dogs && minutes === pass.minutes;
  if (field?.id === firstId) return firstPrices.find((row) => same(row.dogs, row.minutes))?.pence;
  return field?.prices.find((row) => same(row.band, row.minutes))?.pence;
}

function PassEditor(props: PassProps) {
  const { form, pass, index, fields, prices, removeNoteId, change, remove } = props;
  const number = index + 1;
  const error = (field: string) => form.errors[`${index}.${field}`];
  const covered = fieldsOfPass(fields, pass.fieldIds);
  const choices = passChoices(covered, pass);
  return (
    <fieldset className={styles.group}>
      <legend>Pass {number}</legend>
      <SettingsField
        label="Name"
        value={pass.name}
        maxLength={80}
        onChange={(name) => change({ ...pass, name })}
        hint="As customers see it, e.g. Ten hours."
        error={error('name') ?? form.errors[`${index}`]}
        data-pass-name={index}
      />
      <div className={styles.pair}>
        <SettingsField
          label="Sessions"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          step={1}
          value={pass.sessions}
          onChange={(sessions) => change({ ...pass, sessions })}
          hint="From 1 to 50."
          error={error('sessions')}
        />
        <SettingsField
          label="Months it lasts"
          type="number"
          inputMode="numeric"
          min={1}
          max={24}
          step={1}
          value={pass.validMonths}
          onChange={(validMonths) => change({ ...pass, validMonths })}
          hint="From 1 to 24, from the day it is bought."
          error={error('validMonths')}
        />
      </div>
      <div className={styles.pair}>
        <SettingsSelect
          label="Length of each session"
          value={pass.minutes}
          options={choices.lengths}
          onChange={(minutes) => change({ ...pass, minutes })}
          error={error('minutes')}
        />
        <SettingsSelect
          label="Dogs"
          value={pass.dogs}
          options={choices.bands}
          onChange={(dogs) => change({ ...pass, dogs })}
          error={error('dogs')}
        />
      </div>
      {fields.length > 1 && (
        <PassFieldsChoice
          fields={fields}
          fieldIds={covered.map((field) => field.id)}
          number={number}
          error={error('fieldIds')}
          onChange={(fieldIds) => change({ ...pass, fieldIds })}
        />
      )}
      <SettingsField
        label="Price (£)"
        inputMode="decimal"
        autoComplete="off"
        value={pass.pounds}
        onChange={(pounds) => change({ ...pass, pounds })}
        hint={priceHint(pass, singlePrice(pass, covered[0], prices, fields[0]?.id))}
        error={error('pricePence')}
      />
      <SettingsCheckbox
        label="On sale"
        checked={pass.onSale}
        onChange={(onSale) => change({ ...pass, onSale })}
        hint="Untick to stop selling it for a while and keep it here."
        error={error('onSale')}
      />
      <div>
        <button
          type="button"
          className="button button--quiet"
          onClick={remove}
          aria-describedby={removeNoteId}
        >
          Remove pass {number}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * The Session passes section: the kinds of pass customers can buy, each a number of sessions of
 * one length for one band of dogs, priced in pounds, lasting some months from the day bought.
 */
export function SettingsPassesSection({ settings }: { settings: AdminSettings }) {
  const form = useSectionForm('passes', settings.passes, passesDraft);
  const { park } = useParkData();
  const rows = useRowKeys(form.value.length);
  const removeNoteId = useId();
  const list = useRef<HTMLDivElement>(null);
  const [added, setAdded] = useState<number | null>(null);

  // A new pass's name box takes the focus, ready to type in.
  useEffect(() => {
    if (added === null) return;
    list.current?.querySelector<HTMLInputElement>(`[data-pass-name="${added}"]`)?.focus();
    setAdded(null);
  }, [added]);

  const change = (index: number, pass: PassDraft) =>
    form.setValue((passes) => passes.map((old, at) => (at === index ? pass : old)));
  const remove = (index: number) => {
    rows.removed(index);
    form.setValue((passes) => passes.filter((_, at) => at !== index));
  };
  const add = () => {
    rows.added();
    setAdded(form.value.length);
    const lengths = settings.bookingRules.slotLengths;
    // A park of several fields starts a new kind on the first; one field never names it.
    const fieldIds = park.fields.length > 1 ? park.fields.slice(0, 1).map((f) => f.id) : undefined;
    form.setValue((passes) => [...passes, newPass(lengths.includes(60) ? 60 : 30, fieldIds)]);
  };

  return (
    <SettingsSectionFrame
      title="Session passes"
      section="passes"
      form={form}
      changed={settings.changed}
    >
      <p className={styles.note}>
        A pass is a number of sessions bought at once and booked one at a time, until they are used
        or the pass runs out.
      </p>
      <p id={removeNoteId} className={styles.note}>
        Changes apply to passes bought from now on. Passes already sold keep their terms, even when
        their kind is changed or removed.
      </p>
      <div ref={list} className={styles.form}>
        {form.value.length === 0 && <p className={styles.note}>No passes yet.</p>}
        {form.value.map((pass, index) => (
          <PassEditor
            key={rows.keyOf(index)}
            form={form}
            pass={pass}
            index={index}
            fields={park.fields}
            prices={settings.prices}
            removeNoteId={removeNoteId}
            change={(changed) => change(index, changed)}
            remove={() => remove(index)}
          />
        ))}
      </div>
      {form.value.length < MAX_PASS_TYPES ? (
        <div>
          <button type="button" className="button button--quiet" onClick={add}>
            Add a pass
          </button>
        </div>
      ) : (
        <p className={styles.note}>{MAX_PASS_TYPES} kinds of pass at most.</p>
      )}
    </SettingsSectionFrame>
  );
}
