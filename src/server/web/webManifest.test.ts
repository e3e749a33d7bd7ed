import { describe, expect, it } from 'vitest';
import { ICONS } from '../../../scripts/serviceWorkerPlugin.mjs';
import { shortNameOf, webManifest } from './webManifest';

describe('the web manifest', () => {
  it('Then every icon it names is one the build makes, at the size it says', () => {
    const made = new Map(ICONS.map((icon) => [`/${icon.fileName}`, icon]));
    for (const icon of webManifest('Meadow Paddock').icons) {
      const built = made.get(icon.src);
      expect(built, icon.src).toBeDefined();
      expect(icon.sizes).toBe(`${built?.size}x${built?.size}`);
      expect(icon.purpose === 'maskable').toBe(built?.fullBleed);
    }
  });

  it('When the park’s name is long, then the short name is its first words that fit 12 letters', () => {
    expect(shortNameOf('Meadow Paddock Dog Field')).toBe('Meadow');
    expect(shortNameOf('Oak Run Dog Field')).toBe('Oak Run Dog');
    expect(shortNameOf('Hilltop')).toBe('Hilltop');
    expect(shortNameOf('  Supercalifragilistic Field ')).toBe('Supercalifragilistic Field');
  });
});
