/** A `like`/`ilike` pattern for text typed by a person: their `%` and `_` are looked for as themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
