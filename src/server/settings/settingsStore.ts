import type { z } from 'zod';
import type { AdminSettings, SettingsSection, sectionSchemas } from '../../contract/settings';
import { formatPence } from '../../domain/money';
import { weekInWords } from '../../domain/openingHours';
import type { Database, Sql } from '../db/database';
import { readFieldGates } from '../park/fieldsSql';
import { passTypeProblems } from '../passes/passTypeChecks';
import { readPassTypesSection, writePassTypesSection } from '../passes/passTypesSql';
import { readTexts, writeTexts } from '../texts/textsSql';
import { bookingRulesProblems } from './bookingRulesChecks';
import {
  readBookingRulesSection,
  readFeaturesSection,
  readLastChanges,
  readOpeningSection,
  readParkSection,
  readPricesSection,
  readVideosSection,
  writeBookingRulesSection,
  writeFeaturesSection,
  writeOpeningSection,
  writeParkSection,
  writePricesSection,
  writeVideosSection,
} from './settingsSql';
import { embedVideos } from './videoAddresses';

export type SectionValue<S extends SettingsSection> = z.output<(typeof sectionSchemas)[S]>;

interface SectionStore<S extends SettingsSection> {
  read(sql: Sql): Promise<SectionValue<S>>;
  write(sql: Sql, value: SectionValue<S>): Promise<void>;
  /** The value as Activity lists its changes, when its own shape reads poorly there. */
  inWords?(value: SectionValue<S>): unknown;
  /** What the schema cannot see (it needs the tables), by the value's paths; none: it holds. */
  problems?(sql: Sql, value: SectionValue<S>): Promise<Record<string, string>>;
}

/** 'weekly.Monday: 06:00–22:00 → 07:30–16:30' rather than 'weekly.0.opens: …'. */
function openingInWords(opening: SectionValue<'opening'>): unknown {
  return {
    ...opening,
    hours: {
      weekly: weekInWords(opening.hours.weekly),
      seasons: opening.hours.seasons.map((season) => ({
        ...season,
        weekly: weekInWords(season.weekly),
      })),
    },
  };
}

/** '1-4 dogs, 60 min: £11.00 → £12.00'. */
function pricesInWords(prices: SectionValue<'prices'>): unknown {
  return Object.fromEntries(
    prices.map((row) => [`${row.dogs} dogs, ${row.minutes} min`, formatPence(row.pence)]),
  );
}

/** 'Ten hours: 10 × 1 hour, 1-4 dogs, £100.00, 6 months, on sale', by name. */
function passTypesInWords(types: SectionValue<'passes'>): unknown {
  return Object.fromEntries(
    types.map((type) => [
      type.name,
      `${type.sessions} × ${type.minutes} min, ${type.dogs} dogs, ${formatPence(type.pricePence)}, ${type.validMonths} months${type.onSale ? ', on sale' : ', not on sale'}`,
    ]),
  );
}

/** Where each section of the Settings area is kept. */
export const stores: { [S in SettingsSection]: SectionStore<S> } = {
  park: { read: readParkSection, write: writeParkSection },
  opening: { read: readOpeningSection, write: writeOpeningSection, inWords: openingInWords },
  'booking-rules': {
    read: readBookingRulesSection,
    write: writeBookingRulesSection,
    problems: bookingRulesProblems,
  },
  prices: { read: readPricesSection, write: writePricesSection, inWords: pricesInWords },
  features: { read: readFeaturesSection, write: writeFeaturesSection },
  videos: {
    read: readVideosSection,
    write: (sql, videos) => writeVideosSection(sql, embedVideos(videos)),
  },
  texts: { read: readTexts, write: writeTexts },
  passes: {
    read: readPassTypesSection,
    write: writePassTypesSection,
    inWords: passTypesInWords,
    problems: passTypeProblems,
  },
};

/** Every section's values, and when and by whom each was last saved. */
export async function readAdminSettings(db: Database): Promise<AdminSettings> {
  const changes = await readLastChanges(db);
  const changed = Object.fromEntries(
    Object.keys(stores).map((section) => {
      const change = changes.get(section);
      return [section, change ? { at: change.at.toISOString(), by: change.by } : null];
    }),
  ) as AdminSettings['changed'];
  return {
    park: await stores.park.read(db),
    opening: await stores.opening.read(db),
    bookingRules: await stores['booking-rules'].read(db),
    prices: await stores.prices.read(db),
    features: await stores.features.read(db),
    videos: await stores.videos.read(db),
    texts: await stores.texts.read(db),
    passes: await stores.passes.read(db),
    fieldGates: await readFieldGates(db),
    changed,
  };
}
