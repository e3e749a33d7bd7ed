import { describe, expect, it } from 'vitest';
import { changesBetween } from './changes';

describe('changesBetween', () => {
  it('lists each changed value with its path, before and after', () => {
    expect(
      changesBetween(
        { name: 'Meadow', map: { lat: 52, lng: -1 }, lines: ['A', 'B'] },
        { name: 'Hilltop', map: { lat: 52, lng: -1.5 }, lines: ['A', 'B', 'C'] },
      ),
    ).toEqual(['name: Meadow → Hilltop', 'map.lng: -1 → -1.5', 'lines.2: — → C']);
  });

  it('says nothing when nothing changed, and shows removed and emptied values', () => {
    expect(changesBetween({ a: 1 }, { a: 1 })).toEqual([]);
    expect(changesBetween({ a: [1, 2] }, { a: [1] })).toEqual(['a.1: 2 → —']);
    expect(changesBetween({ a: 'x' }, { a: '' })).toEqual(['a: x → (empty)']);
    expect(changesBetween([{ opens: '06:00' }], [null])).toEqual(['0.opens: 06:00 → —']);
  });

  it('cuts a long text to one short line', () => {
    const [line] = changesBetween({ text: 'old' }, { text: `new\n${'x'.repeat(200)}` });
    expect(line).toMatch(/^text: old → new x+…$/);
    expect(line?.length).toBeLessThan(100);
  });
});
