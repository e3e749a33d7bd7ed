/**
 * Links that act for whoever holds them: a one-time link that proves an address, resets a
 * password or confirms a new address; a waiting-list offer; the owner's calendar feed; a
 * checkout page. Copies of what we sent (the account's data download) carry none of them,
 * live or not, so a copy never proves anything its reader could not prove otherwise.
 */

/** What stands where such a link was. */
export const LINK_REMOVED = '(link removed)';

/** Pages whose address is itself the secret, or opens the offer it names. */
const SECRET_PATHS = [
  'verify-email',
  'reset-password',
  'confirm-email',
  'waitlist/offer',
  'calendar',
];

/**
 * A run of characters long enough to be a token of ours (32 random bytes are 43 characters of
 * base64url) or a provider's session: treated as a secret wherever it sits in an address.
 */
const TOKEN_RUN = /[A-Za-z0-9_-]{32,}/;

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
/** Our own links written without the host, as a page or a log line might hold them. */
const BARE_SECRET_PATH = new RegExp(
  `(?<![\\w/])/(?:${SECRET_PATHS.join('|')})(?=[/#?.]|$)[^\\s<>"'\`]*`,
  'g',
);
const SECRET_PATH = new RegExp(`^/(?:${SECRET_PATHS.join('|')})(?:[/#?.]|$)`);

function isSecretLink(address: string): boolean {
  if (TOKEN_RUN.test(address) || /[#?&]token=/.test(address)) return true;
  const path = address.replace(/^https?:\/\/[^/?#]*/, '');
  return SECRET_PATH.test(path);
}

/** The text with every link that acts for its holder replaced by LINK_REMOVED. */
export function withoutLinkSecrets(text: string): string {
  return text
    .replace(URL_PATTERN, (address) => (isSecretLink(address) ? LINK_REMOVED : address))
    .replace(BARE_SECRET_PATH, LINK_REMOVED);
}

/** Every string in a JSON-like value passed through withoutLinkSecrets; the shape kept. */
export function deepWithoutLinkSecrets<T>(value: T): T {
  if (typeof value === 'string') return withoutLinkSecrets(value) as T;
  if (Array.isArray(value)) return value.map(deepWithoutLinkSecrets) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, deepWithoutLinkSecrets(inner)]),
    ) as T;
  }
  return value;
}
