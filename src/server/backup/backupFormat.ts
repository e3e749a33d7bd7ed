import { z } from 'zod';

/**
 * A Paddock backup (docs/decisions/093): gzipped JSON lines. First a header; then, table by
 * table, a line naming the table and one line per row (an array of the columns' values as
 * PostgreSQL writes them as text, bytea as base64, null as null); last an end line, without
 * which the file is incomplete.
 */
export const FORMAT = 'paddock-backup';
export const FORMAT_VERSION = 1;

const columnSchema = z.object({
  name: z.string(),
  type: z.string(),
  bytea: z.boolean(),
});

export const headerSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  /** Which database it was taken from: any restores into either. */
  database: z.enum(['pglite', 'postgres']),
  /** The migrations applied, in order: the restore rebuilds the schema to the same point. */
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({ name: z.string(), columns: z.array(columnSchema), rows: z.number().int().min(0) }),
  ),
  /** Identity sequences as they stood, so that restored ids are never handed out again. */
  sequences: z.array(
    z.object({
      table: z.string(),
      column: z.string(),
      lastValue: z.string(),
      isCalled: z.boolean(),
    }),
  ),
});

export type BackupHeader = z.infer<typeof headerSchema>;

export const tableLineSchema = z.object({ table: z.string() });
export const endLineSchema = z.object({ end: z.literal(true), rows: z.number().int().min(0) });

export type RowValue = string | null;

/** The first bytes of pg_dump's custom format. */
export const PG_DUMP_MAGIC = 'PGDMP';

/** The first bytes of any gzip stream. */
export const GZIP_MAGIC = [0x1f, 0x8b] as const;

/** A backup that can't be read: the person at the keyboard reads the message. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}
