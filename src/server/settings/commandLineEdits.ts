import type { z } from 'zod';
import { type SettingsSection, sectionSchemas } from '../../contract/settings';
import { AppError } from '../http/errors';
import type { SectionValue } from './settingsStore';

/**
 * `npm run cli -- park set <field> <value>`: one field of a Settings section, typed at the
 * keyboard. It changes the section as the Settings tab would, so the same schema checks it and
 * Activity records it.
 */
interface FieldEdit<S extends SettingsSection> {
  section: S;
  /** The section with this field changed, or the problem with what was typed. */
  apply(current: SectionValue<S>, typed: string): z.input<(typeof sectionSchemas)[S]> | string;
}

const yesNo = (typed: string): boolean | string =>
  typed === 'yes' ? true : typed === 'no' ? false : 'must be yes or no';

const wholeNumber = (typed: string): number | string =>
  /^\d+$/.test(typed.trim()) ? Number(typed) : 'must be a whole number';

function parkField(key: 'name' | 'phone' | 'email'): FieldEdit<'park'> {
  return { section: 'park', apply: (park, typed) => ({ ...park, [key]: typed }) };
}

function videoField(index: 0 | 1): FieldEdit<'videos'> {
  return {
    section: 'videos',
    apply: (videos, typed) => {
      const url = typed.trim() === 'none' ? '' : typed;
      const kept = videos.map((video) => ({ ...video }));
      while (kept.length <= index) kept.push({ title: `Video ${kept.length + 1}`, url: '' });
      const video = kept[index];
      if (video) video.url = url;
      return kept;
    },
  };
}

function ruleField(
  key:
    | 'windowMonths'
    | 'handoverMinutes'
    | 'maxDogs'
    | 'checkoutHoldMinutes'
    | 'waitlistOfferMinutes',
): FieldEdit<'booking-rules'> {
  return {
    section: 'booking-rules',
    apply: (rules, typed) => {
      const number = wholeNumber(typed);
      return typeof number === 'string' ? number : { ...rules, [key]: number };
    },
  };
}

function featureField(
  key: 'discountsEnabled' | 'first50EventActive' | 'ownerNotices',
): FieldEdit<'features'> {
  return {
    section: 'features',
    apply: (features, typed) => {
      const on = yesNo(typed);
      return typeof on === 'string' ? on : { ...features, [key]: on };
    },
  };
}

const MAP = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;

const edits = {
  name: parkField('name'),
  phone: parkField('phone'),
  email: parkField('email'),
  address: {
    section: 'park',
    apply: (park, typed) => ({
      ...park,
      addressLines: typed
        .split(/\||\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    }),
  } satisfies FieldEdit<'park'>,
  map: {
    section: 'park',
    apply: (park, typed) => {
      const match = MAP.exec(typed);
      if (!match) return 'must be "latitude,longitude"';
      return { ...park, map: { lat: Number(match[1]), lng: Number(match[2]) } };
    },
  } satisfies FieldEdit<'park'>,
  'social-label': {
    section: 'park',
    apply: (park, typed) => ({ ...park, social: { ...park.social, label: typed } }),
  } satisfies FieldEdit<'park'>,
  'social-url': {
    section: 'park',
    apply: (park, typed) => ({ ...park, social: { ...park.social, url: typed } }),
  } satisfies FieldEdit<'park'>,
  'opening-date': {
    section: 'opening',
    apply: (opening, typed) => ({ ...opening, openingDate: typed.trim() }),
  } satisfies FieldEdit<'opening'>,
  'opening-notice': {
    section: 'opening',
    apply: (opening, typed) => ({ ...opening, openingNotice: typed }),
  } satisfies FieldEdit<'opening'>,
  'booking-window-months': ruleField('windowMonths'),
  'handover-minutes': ruleField('handoverMinutes'),
  'max-dogs': ruleField('maxDogs'),
  'checkout-hold-minutes': ruleField('checkoutHoldMinutes'),
  'waitlist-offer-minutes': ruleField('waitlistOfferMinutes'),
  'discounts-enabled': featureField('discountsEnabled'),
  'first50-event': featureField('first50EventActive'),
  'owner-notices': featureField('ownerNotices'),
  'video-1': videoField(0),
  'video-2': videoField(1),
} as const satisfies Record<string, FieldEdit<SettingsSection>>;

export type CommandLineField = keyof typeof edits;
export const commandLineFields = Object.keys(edits) as CommandLineField[];

export function isCommandLineField(name: string): name is CommandLineField {
  return Object.hasOwn(edits, name);
}

export function sectionOfField(field: CommandLineField): SettingsSection {
  return edits[field].section;
}

/**
 * The section's new value with `field` set from what was typed, checked by the section's
 * schema; throws the problem, naming the field, when it is refused.
 */
export function editedSection<S extends SettingsSection>(
  field: CommandLineField,
  current: SectionValue<S>,
  typed: string,
): SectionValue<S> {
  const edit = edits[field] as unknown as FieldEdit<S>;
  const changed = edit.apply(current, typed);
  if (typeof changed === 'string') throw new Error(`${field} ${changed}`);
  return checkedSection(edit.section, changed, field);
}

/** The value as the section's schema reads it; throws its first problem, after `label`. */
export function checkedSection<S extends SettingsSection>(
  section: S,
  value: unknown,
  label: string,
): SectionValue<S> {
  const checked = sectionSchemas[section].safeParse(value);
  if (checked.success) return checked.data as SectionValue<S>;
  const issue = checked.error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  throw new Error(`${label}${where}: ${issue?.message}`);
}

/** A refusal from saving (a video on another host, say) in words for the keyboard. */
export function refusalWords(field: string, error: unknown): string | null {
  if (!(error instanceof AppError)) return null;
  const reason = Object.values(error.fields ?? {})[0] ?? error.message;
  return `${field}: ${reason}`;
}
