import { type FaqItem, TEXT_OF_PAGE, type TextKey, type TextsSection } from '../../contract/texts';
import { readSettings, type Sql } from '../db/database';

/** Where each text of the Texts section is kept in park_texts. */
const KEYS = {
  about: 'about',
  siteRules: 'site-rules',
  cancellationPolicy: 'cancellation-policy',
  privacy: 'privacy',
} as const satisfies Record<Exclude<keyof TextsSection, 'faq'>, TextKey>;

/** As kept: no space around it, and one kind of line break whatever the browser sent. */
const tidy = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** One page's text as the owner wrote it ('' if it was never written; kept in memory). */
export function readText(sql: Sql, key: TextKey): Promise<string> {
  return readSettings(sql, `text:${key}`, (tables) => readTextRow(tables, key));
}

async function readTextRow(sql: Sql, key: TextKey): Promise<string> {
  const [row] = await sql.query<{ markdown: string }>(
    'select markdown from park_texts where key = $1',
    [key],
  );
  return row?.markdown ?? '';
}

/** The FAQ in the order it is shown (kept in memory). */
export function readFaq(sql: Sql): Promise<FaqItem[]> {
  return readSettings(sql, 'faq', (tables) =>
    tables.query<FaqItem>('select question, answer from park_faq order by position'),
  );
}

/** The Texts section of the Settings area. */
export async function readTexts(sql: Sql): Promise<TextsSection> {
  const rows = await sql.query<{ key: TextKey; markdown: string }>(
    'select key, markdown from park_texts',
  );
  const text = (key: TextKey) => rows.find((row) => row.key === key)?.markdown ?? '';
  return {
    about: text(KEYS.about),
    siteRules: text(KEYS.siteRules),
    cancellationPolicy: text(KEYS.cancellationPolicy),
    privacy: text(KEYS.privacy),
    faq: await readFaq(sql),
  };
}

/** Saves the whole section (inside the caller's transaction); the FAQ keeps the order given. */
export async function writeTexts(sql: Sql, texts: TextsSection): Promise<void> {
  const fields = Object.keys(KEYS) as (keyof typeof KEYS)[];
  await sql.query(
    `insert into park_texts (key, markdown) select * from unnest($1::text[], $2::text[])
     on conflict (key) do update set markdown = excluded.markdown`,
    [fields.map((field) => KEYS[field]), fields.map((field) => tidy(texts[field]))],
  );
  await sql.query('delete from park_faq');
  await sql.query(
    `insert into park_faq (position, question, answer)
     select position, question, answer
       from unnest($1::text[], $2::text[]) with ordinality as item (question, answer, position)`,
    [texts.faq.map((item) => tidy(item.question)), texts.faq.map((item) => tidy(item.answer))],
  );
}

/** Which of the owner's texts the page at `url` shows, if any. */
export function textKeyOfUrl(url: string): TextKey | null {
  const path = url.split('?')[0] ?? '';
  const page = path.length > 1 ? path.replace(/\/$/, '') : path;
  return (Object.hasOwn(TEXT_OF_PAGE, page) ? TEXT_OF_PAGE[page] : undefined) ?? null;
}
