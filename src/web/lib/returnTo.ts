import type { Location } from 'react-router';

interface ReturnState {
  from?: string;
}

/** Where to go after signing in: the page that sent the visitor here, else home. */
export function returnTo(location: Location): string {
  const from = (location.state as ReturnState | null)?.from;
  return from?.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** The state to pass to the sign-in page so it can send the visitor back here. */
export function comingFrom(location: Location): ReturnState {
  return { from: `${location.pathname}${location.search}` };
}
