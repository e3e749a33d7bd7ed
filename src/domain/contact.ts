// The customer's name and mobile, kept on their account and asked at their first booking
// (docs/decisions/118).

/** Whether the first booking asks for a mobile: the owner's choice in Settings. */
export const MOBILE_ASKS = ['off', 'optional', 'required'] as const;
export type MobileAsk = (typeof MOBILE_ASKS)[number];

export const MAX_CONTACT_NAME_LENGTH = 100;
export const MOBILE_DIGITS = { min: 7, max: 15 } as const;
/** Room for the longest number with its spaces, brackets and dashes. */
export const MAX_MOBILE_LENGTH = 30;

/** The reason a mobile is asked for, as the customer reads it beside the box. */
export const MOBILE_WHY = 'so the park can reach you on the day';

export const NAME_NEEDED = 'Give your name.';
export const MOBILE_NEEDED = `Give a mobile number, ${MOBILE_WHY}.`;
export const NAME_TOO_LONG = `Keep your name to ${MAX_CONTACT_NAME_LENGTH} characters or fewer.`;
export const NOT_A_MOBILE = `That is not a phone number: use ${MOBILE_DIGITS.min} to ${MOBILE_DIGITS.max} digits, with + at the start if it has a country code (such as 07700 900123).`;

/** Digits, spaces, brackets and dashes, with a + only at the start. */
const PHONE_CHARACTERS = /^\+?[0-9 ()-]+$/;

/** Text as typed, trimmed and with each run of spaces made one (how it is kept and shown). */
export function tidied(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Why the text is not a plausible phone number, or null when it is one. */
export function mobileProblem(text: string): string | null {
  const typed = tidied(text);
  if (!PHONE_CHARACTERS.test(typed) || typed.length > MAX_MOBILE_LENGTH) return NOT_A_MOBILE;
  const digits = typed.replace(/\D/g, '').length;
  return digits < MOBILE_DIGITS.min || digits > MOBILE_DIGITS.max ? NOT_A_MOBILE : null;
}

/** Why the text is not a name to keep, or null. */
export function contactNameProblem(text: string): string | null {
  const name = tidied(text);
  if (name === '') return NAME_NEEDED;
  return name.length > MAX_CONTACT_NAME_LENGTH ? NAME_TOO_LONG : null;
}

export interface Contact {
  name: string | null;
  mobile: string | null;
}

/** What a booking leaves the account with: what was sent, else what it had. */
export function contactAfter(kept: Contact, sent: Partial<Contact> | undefined): Contact {
  return { name: sent?.name || kept.name, mobile: sent?.mobile || kept.mobile };
}

/** Which of the name and mobile a booking still lacks, each with the words beside its box. */
export function missingContact(contact: Contact, ask: MobileAsk): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!contact.name) missing.name = NAME_NEEDED;
  if (ask === 'required' && !contact.mobile) missing.mobile = MOBILE_NEEDED;
  return missing;
}

/** The refusal's sentence, naming what is missing. */
export function contactNeededSentence(missing: Record<string, string>): string {
  if (missing.name && missing.mobile) {
    return `Please give your name and a mobile number, ${MOBILE_WHY}.`;
  }
  if (missing.mobile) return `Please give a mobile number, ${MOBILE_WHY}.`;
  return 'Please give your name, so the park knows who is booking.';
}

/**
 * Which boxes a booking asks for: the name while the account has none, and with it the mobile
 * unless the park doesn't ask; the mobile alone when the park requires one the account lacks.
 */
export function contactToAsk(kept: Contact, ask: MobileAsk): { name: boolean; mobile: boolean } {
  const firstTime = !kept.name;
  return {
    name: firstTime,
    mobile: ask !== 'off' && !kept.mobile && (firstTime || ask === 'required'),
  };
}

/** What is wrong with the boxes asked, each with the words beside it; empty when nothing is. */
export function contactBoxProblems(
  asked: { name: boolean; mobile: boolean },
  typed: Contact,
  ask: MobileAsk,
): { name?: string; mobile?: string } {
  const problems: { name?: string; mobile?: string } = {};
  const name = asked.name ? contactNameProblem(typed.name ?? '') : null;
  if (name) problems.name = name;
  const mobile = tidied(typed.mobile ?? '');
  if (asked.mobile && mobile !== '' && mobileProblem(mobile)) problems.mobile = NOT_A_MOBILE;
  if (asked.mobile && mobile === '' && ask === 'required') problems.mobile = MOBILE_NEEDED;
  return problems;
}

/** The name and mobile a booking sends: what was typed in the boxes asked, the name kept else. */
export function contactToSend(
  kept: Contact,
  asked: { name: boolean; mobile: boolean },
  typed: { name: string; mobile: string },
): { name: string; mobile?: string } | undefined {
  if (!asked.name && !asked.mobile) return undefined;
  const name = asked.name ? typed.name : (kept.name ?? '');
  return asked.mobile && typed.mobile.trim() ? { name, mobile: typed.mobile } : { name };
}
