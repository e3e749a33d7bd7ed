import { useState } from 'react';
import styles from './LazyVideo.module.css';

function withAutoplay(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/**
 * A poster of our own until someone asks for the video: the page stays light and works
 * offline, and the video host is only contacted on that click.
 */
export function LazyVideo({
  title,
  embedUrl,
  poster,
}: {
  title: string;
  embedUrl: string;
  poster: string;
}) {
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <figure className={styles.frame}>
        <iframe
          src={withAutoplay(embedUrl)}
          title={title}
          width={1280}
          height={720}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <figcaption>{title}</figcaption>
      </figure>
    );
  }

  return (
    <figure className={styles.frame}>
      <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
        <img src={poster} alt="" width={1280} height={720} loading="lazy" decoding="async" />
        <span className={styles.play} aria-hidden="true" />
        <span className="visually-hidden">Play video: {title}</span>
      </button>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
