import type { InitialData } from '../../contract/initialData';
import { HERO_SIZES } from '../../contract/photos';
import { pagePaths } from '../../contract/routes';

/** The id the web app reads its first data from, so the first paint needs no request. */
export const INITIAL_DATA_ELEMENT_ID = 'paddock-data';

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that can't close the script element it sits in, nor be read as markup or a line end. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c] ?? c);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * On the home page, the hero photo's AVIF (the largest thing above the fold) is asked for
 * with the page instead of once the app has run. A browser without AVIF skips it by its type.
 */
function heroPreload(data: InitialData, pagePath: string | undefined): string {
  const hero = pagePath === pagePaths.home ? data.park.park.photos?.['home-hero'][0] : undefined;
  if (!hero?.avif) return '';
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${escapeHtml(hero.avif)}" imagesizes="${HERO_SIZES}">`;
}

/**
 * The built index.html with the park's name as its title (for shared links), and in its head
 * the park's settings, the server's time and who is signed in (and, on the home page, the
 * hero photo's preload).
 */
export function renderShell(template: string, data: InitialData | null, pagePath?: string): string {
  if (!data) return template;
  const script = `${heroPreload(data, pagePath)}<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${safeJson(data)}</script>`;
  // Replacers are functions: a replacement string would give '$&', '$`' and the like in the
  // park's name or someone's e-mail address a meaning.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(data.park.park.name)}</title>`)
    .replace('</head>', () => `${script}</head>`);
}
