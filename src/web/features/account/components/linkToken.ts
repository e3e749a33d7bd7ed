/** The token of an e-mailed link. It travels after '#', so it never reaches a server log. */
export function linkToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
