import type { Locator } from '@playwright/test';

export type Hue = 'green' | 'blue' | 'grey' | 'other';

/** Which family a computed background colour belongs to, as a person would name it. */
export async function backgroundHue(locator: Locator): Promise<Hue> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number) as [number, number, number];
  if (Math.max(r, g, b) - Math.min(r, g, b) < 12) return 'grey';
  if (g > r && g > b) return 'green';
  if (b > r && b > g) return 'blue';
  return 'other';
}
