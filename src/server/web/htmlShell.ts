import type { InitialData } from '../../contract/initialData';

/** The id the web app reads its first data from, so the first paint needs no request. */
export const INITIAL_DATA_ELEMENT_ID = 'paddock-data';

/** JSON that can't close the script element it sits in. */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The built index.html with the park's name as its title (for shared links), and in its head
 * the park's settings, the server's time and who is signed in.
 */
export function renderShell(template: string, data: InitialData | null): string {
  if (!data) return template;
  const script = `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${safeJson(data)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(data.park.park.name)}</title>`)
    .replace('</head>', `${script}</head>`);
}
