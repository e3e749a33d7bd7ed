import { useSyncExternalStore } from 'react';
import { SIGNED_OUT_COOKIE } from '../../contract/session';

/**
 * A sign-out this browser owes the server (docs/decisions/136). Signing out forgets at once what
 * the device keeps, and sets a cookie that says so before any request: with no signal the
 * sign-out can't be sent, and the tab may be closed before the signal comes back. The session's
 * own cookie is HttpOnly, so the page can't take it away; this one goes with every request the
 * browser sends from then on, in this visit or a later one, and the server ends the session
 * with the first of them, whatever it asks, and clears both cookies in its answer.
 */

/** The session lasts 30 days at most (SESSION_LIFETIME_MS): nothing is owed after that. */
const OWED_FOR_SECONDS = 30 * 24 * 60 * 60;

const listeners = new Set<() => void>();

/** As the server names it: `__Host-` prefixed on https, as the session's own cookie is. */
function cookieName(): string {
  return globalThis.location?.protocol === 'https:'
    ? `__Host-${SIGNED_OUT_COOKIE}`
    : SIGNED_OUT_COOKIE;
}

/** Whether this browser has signed out and the server has not yet heard of it. */
export function isSignOutOwed(): boolean {
  const name = cookieName();
  return (globalThis.document?.cookie ?? '')
    .split(';')
    .some((part) => part.slice(0, part.indexOf('=')).trim() === name);
}

/** Tells every reader that whether a sign-out is owed may have changed (an answer came). */
export function signOutNews(): void {
  for (const listener of listeners) listener();
}

/** Signing out: from now on every request this browser sends ends the session first. */
export function oweSignOut(): void {
  const secure = globalThis.location?.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous, and the cookie must be set before the next request leaves
  document.cookie = [
    `${cookieName()}=1`,
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${OWED_FOR_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
  signOutNews();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a sign-out is owed, re-rendering the caller when it is made or paid. */
export function useSignOutOwed(): boolean {
  return useSyncExternalStore(subscribe, isSignOutOwed, () => false);
}
