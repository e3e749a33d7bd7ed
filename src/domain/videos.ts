/**
 * The About page embeds videos from two hosts only: YouTube (in its no-cookie form, which sets
 * no cookies until played) and Vimeo. Whatever address the owner pastes (a watch page, a short
 * link, an embed) is kept in its embed form, so the page's frame policy can name the hosts.
 */

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

export const VIDEO_HOSTS_WORDS = 'a YouTube or Vimeo address';

function parsed(address: string): URL | null {
  try {
    return new URL(address.trim());
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const path = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return path[0] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (path[0] === 'watch') return url.searchParams.get('v');
  if (path[0] === 'embed' || path[0] === 'shorts' || path[0] === 'live') return path[1] ?? null;
  return null;
}

function vimeoId(url: URL): string | null {
  const path = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com' && path[0] === 'video') return path[1] ?? null;
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') return path[0] ?? null;
  return null;
}

/** The embed address of a YouTube or Vimeo video, or null when it is neither. */
export function videoEmbedUrl(address: string): string | null {
  const url = parsed(address);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube))
    return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo)) return `https://player.vimeo.com/video/${vimeo}`;
  return null;
}
