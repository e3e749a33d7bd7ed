import { SIGNED_OUT_COOKIE } from '../../contract/session';

/**
 * What the server's answer does to the signed-out cookie of a sign-out it has heard (decision
 * 136): the web tests' fake server sets no cookies, so a test that signs out clears it after.
 */
export function serverClearsSignedOutCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the page's own way, as the server's Set-Cookie
  document.cookie = `${SIGNED_OUT_COOKIE}=; Path=/; Max-Age=0`;
}
