/** The token of an e-mailed link. It travels after '#', so it never reaches a server log. */
export function linkToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** A link's token after '#', or in the query for a link written that way. */
export function linkTokenOf(location: { hash: string; search: string }): string {
  return linkToken(location.hash) || (new URLSearchParams(location.search).get('token') ?? '');
}
