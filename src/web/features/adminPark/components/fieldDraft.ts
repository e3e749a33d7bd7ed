import type { z } from 'zod';
import type {
  AccessKind,
  FieldAccess,
  FieldGate,
  fieldSettingsSchema,
  ParkField,
} from '../../../../contract/parkFields';
import {
  bandLabel,
  type DogBandRange,
  LONGEST_SESSION_MINUTES,
  MOST_DOGS_A_FIELD_TAKES,
  parseBandLabel,
  SHORTEST_SESSION_MINUTES,
} from '../../../../domain/fieldSales';
import { penceToPounds, poundsToPence } from './prices';
import type { FieldErrors } from './useSectionForm';

/** A price cell as typed: pounds, and pounds at weekends (empty: the same every day). */
export interface PriceDraft {
  pounds: string;
  weekend: string;
}

/**
 * A field as its boxes hold it, all text. Prices are kept by band and length ('1-4/60'), so a
 * price typed stays when a length is taken out and put back, or the bands are retyped.
 */
export interface FieldDraft {
  name: string;
  description: string;
  size: string;
  maxDogs: string;
  /** '30, 60' */
  lengths: string;
  /** Empty: a session starts every session's own length. */
  startStep: string;
  /** '1-4, 5-6, 7-8' */
  bands: string;
  prices: Record<string, PriceDraft>;
  hours: z.input<typeof fieldSettingsSchema>['hours'];
  handover: string;
  access: AccessDraft;
}

/** How the field's gate is opened (decision 117), as the Gate boxes hold it. */
export interface AccessDraft {
  kind: AccessKind;
  /** Seam's device id; empty: none chosen. */
  lockDeviceId: string;
  minutesAfter: string;
  deadlineMinutes: string;
}

/** What a field is opened by until the owner says otherwise: the week's codes, as the seed. */
export const DEFAULT_ACCESS: FieldAccess = {
  kind: 'week',
  lockDeviceId: null,
  minutesAfter: 10,
  deadlineMinutes: 120,
};

const accessDraftOf = (access: FieldAccess): AccessDraft => ({
  kind: access.kind,
  lockDeviceId: access.lockDeviceId ?? '',
  minutesAfter: String(access.minutesAfter),
  deadlineMinutes: String(access.deadlineMinutes),
});

export const priceKey = (band: string, minutes: number) => `${band}/${minutes}`;

/** Where a price cell's own problem is kept among the form's errors. */
export const priceErrorKey = (band: string, minutes: number, weekend: boolean) =>
  `price:${priceKey(band, minutes)}${weekend ? ':weekend' : ''}`;

/**
 * The field's gate, lock included, as the Settings answer has it (the park's answer leaves the
 * lock out, decision 137); until Settings has read a field just added, its public one, no lock.
 */
export function gateOf(gates: readonly FieldGate[], field: ParkField): FieldAccess {
  const known = gates.find((gate) => gate.fieldId === field.id);
  return known ? known.access : { ...field.access, lockDeviceId: null };
}

/** The field's boxes as it is saved, with its gate as staff read it (`gateOf`). */
export function draftOf(field: ParkField, gate: FieldAccess): FieldDraft {
  return {
    name: field.name,
    description: field.description,
    size: field.size,
    maxDogs: String(field.maxDogs),
    lengths: field.lengths.join(', '),
    startStep: field.startStepMinutes === null ? '' : String(field.startStepMinutes),
    bands: field.bands.map(bandLabel).join(', '),
    prices: Object.fromEntries(
      field.prices.map((row) => [
        priceKey(row.band, row.minutes),
        {
          pounds: penceToPounds(row.pence),
          weekend: row.weekendPence === null ? '' : penceToPounds(row.weekendPence),
        },
      ]),
    ),
    // Seasons are not edited here; they go back as they were.
    hours: { weekly: [...field.hours.weekly], seasons: [...field.hours.seasons] },
    handover: String(field.handoverMinutes),
    access: accessDraftOf(gate),
  };
}

/** A new field: the seed's lengths and bands, and the first field's week to start from. */
export function newFieldDraft(first: ParkField | undefined): FieldDraft {
  return {
    name: '',
    description: '',
    size: '',
    maxDogs: '8',
    lengths: '30, 60',
    startStep: '',
    bands: '1-4, 5-6, 7-8',
    prices: {},
    hours: { weekly: first ? [...first.hours.weekly] : Array(7).fill(null), seasons: [] },
    handover: '0',
    access: accessDraftOf(DEFAULT_ACCESS),
  };
}

const pieces = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((piece) => piece.trim())
    .filter(Boolean);

/** '45, 120' → [45, 120]; null when a piece is no whole number. */
export function lengthsOf(text: string): number[] | null {
  const lengths = pieces(text).map(Number);
  return lengths.every(Number.isInteger) ? lengths : null;
}

/** '1-2, 3-4' → its bands; null when a piece names none. */
export function bandsOf(text: string): DogBandRange[] | null {
  const bands = pieces(text).map(parseBandLabel);
  return bands.every((band) => band !== null) ? bands : null;
}

/**
 * The lengths and bands the price table has columns and rows for while the owner types: the
 * pieces that make sense so far, each once.
 */
export function tableOf(draft: Pick<FieldDraft, 'lengths' | 'bands'>) {
  const lengths = pieces(draft.lengths)
    .map(Number)
    .filter(
      (n) => Number.isInteger(n) && n >= SHORTEST_SESSION_MINUTES && n <= LONGEST_SESSION_MINUTES,
    );
  const bands = pieces(draft.bands)
    .map(parseBandLabel)
    .filter((band) => band !== null)
    .map(bandLabel);
  return { lengths: [...new Set(lengths)], bands: [...new Set(bands)] };
}

/** A box's whole number from `low` to `high`, or null. */
function wholeIn(text: string, low: number, high: number): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= low && value <= high
    ? value
    : null;
}

const WORDS = {
  maxDogs: `A field takes from 1 to ${MOST_DOGS_A_FIELD_TAKES} dogs.`,
  lengths: `Write each length in minutes, from ${SHORTEST_SESSION_MINUTES} to ${LONGEST_SESSION_MINUTES}, with commas: 30, 60.`,
  startStep: `Sessions start every 5 to ${LONGEST_SESSION_MINUTES} minutes; leave it empty for a session's own length.`,
  bands: 'Write the bands as numbers of dogs with commas: 1-4, 5-6, 7-8.',
  handover: 'The handover gap is a whole number from 0 to 15.',
  minutesAfter: "The code's minutes after the booking ends are a whole number from 0 to 60.",
  deadlineMinutes:
    "The minutes before the start to give the day's code are a whole number from 0 to 1440.",
};

/**
 * How the field is opened, as sent: always, with what the boxes hold. The minutes are checked
 * only with a lock (the only way that uses them); otherwise figures that are not figures go as
 * the defaults.
 */
function accessOf(access: AccessDraft, errors: FieldErrors): FieldAccess {
  const lock = access.kind === 'lock';
  const minutesAfter = wholeIn(access.minutesAfter, 0, 60);
  if (lock && minutesAfter === null) errors['access.minutesAfter'] = WORDS.minutesAfter;
  const deadlineMinutes = wholeIn(access.deadlineMinutes, 0, 1440);
  if (lock && deadlineMinutes === null) errors['access.deadlineMinutes'] = WORDS.deadlineMinutes;
  return {
    kind: access.kind,
    lockDeviceId: access.lockDeviceId.trim() === '' ? null : access.lockDeviceId,
    minutesAfter: minutesAfter ?? DEFAULT_ACCESS.minutesAfter,
    deadlineMinutes: deadlineMinutes ?? DEFAULT_ACCESS.deadlineMinutes,
  };
}

/** The boxes that hold figures, read; each that is not one is refused in the owner's words. */
function figuresOf(draft: FieldDraft, errors: FieldErrors) {
  const maxDogs = wholeIn(draft.maxDogs, 1, MOST_DOGS_A_FIELD_TAKES);
  if (maxDogs === null) errors['sales.maxDogs'] = WORDS.maxDogs;
  const lengths = lengthsOf(draft.lengths);
  const inRange = (minutes: number) =>
    minutes >= SHORTEST_SESSION_MINUTES && minutes <= LONGEST_SESSION_MINUTES;
  if (!lengths?.every(inRange) || lengths.length === 0) errors['sales.lengths'] = WORDS.lengths;
  const noStep = draft.startStep.trim() === '';
  const startStep = noStep ? null : wholeIn(draft.startStep, 5, LONGEST_SESSION_MINUTES);
  if (!noStep && startStep === null) errors['sales.startStepMinutes'] = WORDS.startStep;
  const bands = bandsOf(draft.bands);
  if (!bands || bands.length === 0) errors['sales.bands'] = WORDS.bands;
  const handover = wholeIn(draft.handover, 0, 15);
  if (handover === null) errors.handoverMinutes = WORDS.handover;
  // Only lengths it may sell get price boxes, and go.
  const sold = (lengths ?? []).filter(inRange);
  return { maxDogs, lengths: sold, startStep, bands: bands ?? [], handover };
}

/**
 * What the draft sends, before the contract's schema checks it, and what the draft itself shows
 * to be wrong (lengths that are not minutes, a price that is no amount of pounds). A price that
 * is no amount stands in as 0 so that the schema still checks the rest.
 */
export function fieldSettingsOf(draft: FieldDraft): { value: unknown; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const figures = figuresOf(draft, errors);
  const prices = figures.bands.flatMap((band) =>
    figures.lengths.map((minutes) => {
      const label = bandLabel(band);
      const typed = draft.prices[priceKey(label, minutes)] ?? { pounds: '', weekend: '' };
      const price = poundsToPence(typed.pounds);
      if ('problem' in price) errors[priceErrorKey(label, minutes, false)] = price.problem;
      const weekend = typed.weekend.trim() === '' ? null : poundsToPence(typed.weekend);
      if (weekend && 'problem' in weekend) {
        errors[priceErrorKey(label, minutes, true)] = weekend.problem;
      }
      return {
        band: label,
        minutes,
        pence: 'pence' in price ? price.pence : 0,
        weekendPence: weekend && 'pence' in weekend ? weekend.pence : null,
      };
    }),
  );
  const value = {
    name: draft.name,
    description: draft.description,
    size: draft.size,
    // A figure refused above stands in as one the schema takes, so it checks the rest.
    sales: {
      maxDogs: figures.maxDogs ?? Math.max(1, ...figures.bands.map((band) => band.to)),
      lengths: figures.lengths,
      startStepMinutes: figures.startStep,
      bands: figures.bands,
      prices,
    },
    hours: draft.hours,
    handoverMinutes: figures.handover ?? 0,
    access: accessOf(draft.access, errors),
  };
  return { value, errors };
}
