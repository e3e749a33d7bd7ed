import { mapUrl } from '../../domain/directions';
/** OpenStreetMap's embed around the park, loaded only when it scrolls into view. */
export function MapEmbed({ lat, lng, title }: { lat: number; lng: number; title: string }) {
  const bbox = [lng - 0.012, lat - 0.006, lng + 0.012, lat + 0.006]
    .map((n) => n.toFixed(5))
    .join(',');
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
  const full = mapUrl({ lat, lng });
  return (
    <figure style={{ margin: 0 }}>
      <iframe
        title={title}
        src={embed}
        loading="lazy"
        width={400}
        height={260}
        style={{ border: 0, width: '100%', borderRadius: 'var(--radius)', background: '#dfe7d8' }}
        referrerPolicy="no-referrer"
      />
      <figcaption>
        <a href={full} target="_blank" rel="noreferrer">
          View a larger map
        </a>
      </figcaption>
    </figure>
  );
}
