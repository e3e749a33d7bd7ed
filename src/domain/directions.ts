/** A point on the map, in degrees. */
export interface MapPoint {
  lat: number;
  lng: number;
}

const OSM = 'https://www.openstreetmap.org';

/**
 * Directions to the park on OpenStreetMap: the map the site already shows, neither Google's nor
 * Apple's, and an https address every mail client and phone opens (a geo: link is dropped by
 * webmail and ignored by iPhones). Its directions page asks only where the visitor starts.
 */
export function directionsUrl(map: MapPoint): string {
  // A bare comma is allowed in a query, and '51.75%2C' reads to spam filters as a percentage.
  return `${OSM}/directions?to=${map.lat},${map.lng}#map=16/${map.lat}/${map.lng}`;
}

/** OpenStreetMap with a marker on the point, zoomed to a field's surroundings (or closer). */
export function mapUrl(map: MapPoint, zoom = 16): string {
  return `${OSM}/?mlat=${map.lat}&mlon=${map.lng}#map=${zoom}/${map.lat}/${map.lng}`;
}
