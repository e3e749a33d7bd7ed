import type { Page } from '@playwright/test';

/**
 * Where the page's browser talks to the app: the page's own site, or, before it has opened
 * one, its context's baseURL (which a relative request goes to). The API asks this Origin of
 * every POST, as our own pages send it.
 */
export async function originOf(page: Page): Promise<string> {
  const here = page.url();
  if (here.startsWith('http')) return new URL(here).origin;
  return new URL((await page.request.get('/ping')).url()).origin;
}
