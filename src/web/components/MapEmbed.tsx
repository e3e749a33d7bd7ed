import { mapUrl } from '../../domain/directions';
import { useOnline } from '../lib/connection';

const FRAME_STYLE = {
  border: 0,
  width: '100%',
  borderRadius: 'var(--radius)',
  background: '#dfe7d8',
} as const;

/**
 * OpenStreetMap's embed around the park, loaded only when it scrolls into view. With no
 * connection its place says so, at the same size, rather than showing the browser's error.
 */
export function MapEmbed({ lat, lng, title }: { lat: number; lng: number; title: string }) {
  const online = useOnline();
  const bbox = [lng - 0.012, lat - 0.006, lng + 0.012, lat + 0.006]
    .map((n) => n.toFixed(5))
    .join(',');
  const embed = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
  const full = mapUrl({ lat, lng });
  return (
    <figure style={{ margin: 0 }}>
      {online ? (
        <iframe
          title={title}
          src={embed}
          loading="lazy"
          width={400}
          height={260}
          style={FRAME_STYLE}
          referrerPolicy="no-referrer"
        />
      ) : (
        <p
          style={{
            ...FRAME_STYLE,
            height: 260,
            margin: 0,
            display: 'grid',
            placeItems: 'center',
            color: 'var(--ink)',
          }}
        >
          The map needs a connection.
        </p>
      )}
      <figcaption>
        <a href={full} target="_blank" rel="noreferrer">
          View a larger map
        </a>
      </figcaption>
    </figure>
  );
}
