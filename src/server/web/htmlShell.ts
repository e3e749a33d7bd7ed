import {
  PAGE_DATA_ELEMENT_ID,
  SESSION_ELEMENT_ID,
  type SharedPageData,
} from '../../contract/initialData';
import { HERO_SIZES } from '../../contract/photos';
import { pagePaths } from '../../contract/routes';
import type { SessionResponse } from '../../contract/session';

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
function heroPreload(data: SharedPageData, pagePath: string | undefined): string {
  const hero = pagePath === pagePaths.home ? data.park.photos?.['home-hero'][0] : undefined;
  if (!hero?.avif) return '';
  return `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${escapeHtml(hero.avif)}" imagesizes="${HERO_SIZES}">`;
}

/** A page as every visitor gets it, cut where a signed-in visitor's session goes in. */
export interface PageShell {
  /** Everything up to `</head>`. */
  head: string;
  /** `</head>` and the rest. */
  rest: string;
}

/**
 * The built index.html with the park's name as its title (for shared links), and in its head
 * the park's settings and the page's text (and, on the home page, the hero photo's preload).
 */
export function renderShell(
  template: string,
  data: SharedPageData,
  pagePath: string | undefined,
): PageShell {
  const script = `${heroPreload(data, pagePath)}<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${safeJson(data)}</script>`;
  // Replacers are functions: a replacement string would give '$&', '$`' and the like in the
  // park's name a meaning.
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(data.park.name)}</title>`)
    .replace('</head>', () => `${script}</head>`);
  const end = html.indexOf('</head>');
  return { head: html.slice(0, end), rest: html.slice(end) };
}

/** The page for one signed-in visitor: the shell with who they are in its head. */
export function withSession(shell: PageShell, session: SessionResponse): string {
  return `${shell.head}<script id="${SESSION_ELEMENT_ID}" type="application/json">${safeJson(session)}</script>${shell.rest}`;
}
