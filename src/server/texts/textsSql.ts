import type { TextsSection } from '../../contract/texts';
import type { Sql } from '../db/database';

/** The Texts section of the Settings area. (Filled in by the texts work.) */
export async function readTexts(_sql: Sql): Promise<TextsSection> {
  return { about: '', siteRules: '', cancellationPolicy: '', privacy: '', faq: [] };
}

export async function writeTexts(_sql: Sql, _texts: TextsSection): Promise<void> {}
