import type { Location } from 'react-router';
import { pagePaths } from '../../contract/routes';

interface ReturnState {
  from?: string;
}

/** Pages that would send the visitor round again (or sign them out) rather than back. */
const NOT_BACK_TO: readonly string[] = [pagePaths.signIn, pagePaths.signUp, pagePaths.signOut];

/**
 * A path on this site, or null: '/booking' passes; '//elsewhere.example', '/\elsewhere.example'
 * (which browsers read as '//') and 'https://…' do not, so a crafted link can't send a
 * freshly signed-in visitor to another site. The answer is the path as a browser reads it,
 * tabs and backslashes resolved, so what was checked is what is followed.
 */
export function sameSitePath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/')) return null;
  const base = 'https://paddock.invalid';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return null;
  }
  if (url.origin !== base || NOT_BACK_TO.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page that sent the visitor here to sign in or up, if it is one to go back to. */
export function sentFrom(location: Location): string | null {
  return sameSitePath((location.state as ReturnState | null)?.from);
}

/** Where to go after signing in or up: the page that sent the visitor here, else home. */
export function returnTo(location: Location): string {
  return sentFrom(location) ?? pagePaths.home;
}

/** The state to pass to the sign-in page so it can send the visitor back here. */
export function comingFrom(location: Location): ReturnState {
  return { from: `${location.pathname}${location.search}` };
}

/** For a link to sign up or in from a page that leads to `path` once the visitor has an account. */
export function backTo(path: string): ReturnState {
  return { from: path };
}
