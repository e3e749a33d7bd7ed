import { ApiRequestError, OFFLINE_MESSAGE } from './client';

/**
 * The areas of the contract the first visit's code calls (the park, the pages' texts, the
 * session, signing out), loaded when one of them is first called rather than with the page.
 * Loading an area builds every zod schema it has, and with them most of zod: 27 KiB (brotli)
 * that decision 089 took out of the first visit. The first paint calls none of them: the page
 * comes with the park, its own text and the session written into it (initialData.ts).
 */

/** Not loaded (the phone went offline since the page came): the same refusal as the call's. */
function offline(): never {
  throw new ApiRequestError(0, 'network', OFFLINE_MESSAGE);
}

export const siteEndpoints = () =>
  import('../../contract/api/site').then((area) => area.siteApi, offline);

export const authEndpoints = () =>
  import('../../contract/api/auth').then((area) => area.authApi, offline);
