import { describe, expect, it } from 'vitest';
import { directionsUrl, mapUrl } from './directions';

describe('directionsUrl', () => {
  it("asks OpenStreetMap for directions to the park's map point, shown on the map", () => {
    expect(directionsUrl({ lat: 51.752, lng: -1.2577 })).toBe(
      'https://www.openstreetmap.org/directions?to=51.752,-1.2577#map=16/51.752/-1.2577',
    );
  });
});

describe('mapUrl', () => {
  it('marks the point on OpenStreetMap at street zoom, or the zoom asked for', () => {
    expect(mapUrl({ lat: 51.752, lng: -1.2577 })).toBe(
      'https://www.openstreetmap.org/?mlat=51.752&mlon=-1.2577#map=16/51.752/-1.2577',
    );
    expect(mapUrl({ lat: 51.75, lng: -1.5 }, 17)).toBe(
      'https://www.openstreetmap.org/?mlat=51.75&mlon=-1.5#map=17/51.75/-1.5',
    );
  });
});
