/** What a number box sends: a number, or the text typed when it is none. */
export type NumberOrText = number | string;

/**
 * A number box's text as the API takes it. Text that is no number ('' or '1e') goes as it is,
 * so the server refuses it with its own words for the field: Number('') would quietly be 0, and
 * NaN would travel as null.
 */
export function numberOrText(text: string): NumberOrText {
  const number = Number(text);
  return text.trim() !== '' && Number.isFinite(number) ? number : text;
}
