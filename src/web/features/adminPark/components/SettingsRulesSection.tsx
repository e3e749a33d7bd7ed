import type { AdminSettings } from '../../../../contract/settings';
import { formStyles } from '../../../components/Field';
import { numberOrText } from '../../../lib/numberOrText';
import type { SectionInput } from '../api/settingsApi';
import { SettingsCheckbox, SettingsField } from './SettingsFields';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import styles from './settings.module.css';
import { type Draft, useSectionForm } from './useSectionForm';

type Rules = SectionInput<'booking-rules'>;
type Figure = Exclude<keyof Rules, 'slotLengths'>;

/** The rules as typed: each figure as its box's text. */
type RulesDraft = Pick<Rules, 'slotLengths'> & Record<Figure, string>;

const FIGURES: readonly { key: Figure; label: string; min: number; max: number; hint: string }[] = [
  {
    key: 'windowMonths',
    label: 'Booking window (months)',
    min: 1,
    max: 24,
    hint: 'How far ahead customers can book.',
  },
  {
    key: 'checkoutHoldMinutes',
    label: 'Checkout hold (minutes)',
    min: 10,
    max: 120,
    hint: 'How long a slot is kept for someone paying before it is freed.',
  },
  {
    key: 'waitlistOfferMinutes',
    label: 'Waiting-list offer (minutes)',
    min: 5,
    max: 120,
    hint: 'When a taken slot frees, how long it is held for the first person waiting for it before the next is offered it.',
  },
  {
    key: 'cancellationCutoffHours',
    label: 'Cancellation cut-off (hours)',
    min: 0,
    max: 168,
    hint: 'A booking cancelled more than this many hours before it starts is refunded in full.',
  },
  {
    key: 'reminderHours',
    label: 'Reminder (hours before)',
    min: 0,
    max: 336,
    hint: 'How many hours before a booking its reminder e-mail goes out.',
  },
  {
    key: 'arrivalMinutes',
    label: 'Arrival (minutes before)',
    min: 0,
    max: 60,
    hint: 'How many minutes before their slot customers may arrive.',
  },
  { key: 'maxDogs', label: 'Most dogs per booking', min: 1, max: 100, hint: '' },
  {
    key: 'handoverMinutes',
    label: 'Handover gap (minutes)',
    min: 0,
    max: 15,
    hint: 'Kept free at the end of every slot for the changeover: with 10, a one-hour slot at 10:00 is sold as 10:00 to 10:50.',
  },
];

const LENGTHS = [
  [30, '30 minutes'],
  [60, '1 hour'],
] as const;

const rulesDraft: Draft<'booking-rules', RulesDraft> = {
  fromSaved: (saved) => ({
    ...saved,
    ...(Object.fromEntries(FIGURES.map(({ key }) => [key, String(saved[key])])) as Record<
      Figure,
      string
    >),
  }),
  // Text that is no number goes as typed, for the schema to refuse in its own words.
  toValue: (draft) => ({
    value: {
      ...draft,
      ...Object.fromEntries(FIGURES.map(({ key }) => [key, numberOrText(draft[key])])),
    },
  }),
};

/** The Booking rules section: lengths offered, limits and times. */
export function SettingsRulesSection({ settings }: { settings: AdminSettings }) {
  const form = useSectionForm('booking-rules', settings.bookingRules, rulesDraft);
  const { value, errors } = form;
  // Lengths other than the seed's, set in Settings → Fields, are kept as they are.
  const offer = (minutes: 30 | 60, offered: boolean) =>
    form.patch({
      slotLengths: [
        ...value.slotLengths.filter((length) => length !== minutes),
        ...(offered ? [minutes] : []),
      ].sort((a, b) => a - b),
    });

  return (
    <SettingsSectionFrame
      title="Booking rules"
      section="booking-rules"
      form={form}
      changed={settings.changed}
    >
      <fieldset className={styles.group}>
        <legend>Slot lengths offered</legend>
        {LENGTHS.map(([minutes, label]) => (
          <SettingsCheckbox
            key={minutes}
            label={label}
            checked={value.slotLengths.includes(minutes)}
            onChange={(offered) => offer(minutes, offered)}
          />
        ))}
        {errors.slotLengths && <p className={formStyles.error}>{errors.slotLengths}</p>}
      </fieldset>
      {FIGURES.map(({ key, label, min, max, hint }) => (
        <SettingsField
          key={key}
          label={label}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value[key]}
          onChange={(text) => form.patch({ [key]: text })}
          hint={hint || undefined}
          error={errors[key]}
        />
      ))}
    </SettingsSectionFrame>
  );
}
