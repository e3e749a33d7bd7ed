import { z } from 'zod';
import { isLocalDate } from '../../domain/dates';
import type { Sql } from '../db/database';

const text = z.string().trim().min(1, 'must not be empty').max(500);
const httpsUrl = z
  .string()
  .trim()
  .url('must be a web address')
  .refine((value) => value.startsWith('https://'), 'must start with https://');

/** The settings an owner can change from the command line, each with its own rule. */
const fields = {
  name: { schema: text, apply: (v: string) => ({ sql: 'name = $1', params: [v] }) },
  phone: { schema: text, apply: (v: string) => ({ sql: 'phone = $1', params: [v] }) },
  email: {
    schema: z.string().trim().email('must be an e-mail address'),
    apply: (v: string) => ({ sql: 'email = $1', params: [v] }),
  },
  address: {
    schema: text.transform((v) =>
      v
        .split(/\||\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
    apply: (lines: string[]) => ({ sql: 'address_lines = $1', params: [lines] }),
  },
  map: {
    schema: z
      .string()
      .regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, 'must be "latitude,longitude"')
      .transform((v) => v.split(',').map(Number) as [number, number])
      .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'is off the globe'),
    apply: ([lat, lng]: [number, number]) => ({
      sql: 'map_lat = $1, map_lng = $2',
      params: [lat, lng],
    }),
  },
  'social-label': {
    schema: text,
    apply: (v: string) => ({ sql: 'social_label = $1', params: [v] }),
  },
  'social-url': {
    schema: httpsUrl,
    apply: (v: string) => ({ sql: 'social_url = $1', params: [v] }),
  },
  'opening-date': {
    schema: z.string().trim().refine(isLocalDate, 'must be a date written YYYY-MM-DD'),
    apply: (v: string) => ({ sql: 'opening_date = $1', params: [v] }),
  },
  'opening-notice': {
    schema: text,
    apply: (v: string) => ({ sql: 'opening_notice = $1', params: [v] }),
  },
  'discounts-enabled': {
    schema: z.enum(['yes', 'no']).transform((v) => v === 'yes'),
    apply: (v: boolean) => ({ sql: 'discounts_enabled = $1', params: [v] }),
  },
  'first50-event': {
    schema: z.enum(['yes', 'no']).transform((v) => v === 'yes'),
    apply: (v: boolean) => ({ sql: 'first50_event_active = $1', params: [v] }),
  },
  'video-1': {
    schema: z.union([z.literal('none').transform(() => null), httpsUrl]),
    apply: (v: string | null) => ({
      sql: `about_videos = jsonb_set(about_videos, '{0,embedUrl}', to_jsonb($1::text))`,
      params: [v],
    }),
  },
  'video-2': {
    schema: z.union([z.literal('none').transform(() => null), httpsUrl]),
    apply: (v: string | null) => ({
      sql: `about_videos = jsonb_set(about_videos, '{1,embedUrl}', to_jsonb($1::text))`,
      params: [v],
    }),
  },
} as const;

export type EditableParkField = keyof typeof fields;
export const editableParkFields = Object.keys(fields) as EditableParkField[];

export function isEditableParkField(name: string): name is EditableParkField {
  return Object.hasOwn(fields, name);
}

/** Checks `value` against the field's rule and stores it; answers the problem when it fails. */
export async function editParkSetting(
  sql: Sql,
  field: EditableParkField,
  value: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; problem: string }> {
  const { schema, apply } = fields[field];
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, problem: `${field} ${parsed.error.issues[0]?.message ?? 'is not valid'}` };
  }
  const update = (apply as (v: unknown) => { sql: string; params: unknown[] })(parsed.data);
  const nowParam = `$${update.params.length + 1}`;
  await sql.query(`update park_settings set ${update.sql}, updated_at = ${nowParam} where id = 1`, [
    ...update.params,
    now,
  ]);
  return { ok: true };
}
