import type { VideosSection } from '../../contract/settings';
import { VIDEO_HOSTS_WORDS, videoEmbedUrl } from '../../domain/videos';
import { AppError } from '../http/errors';

/**
 * The videos as they are kept: each address in its embed form (null while none is set). An
 * address on any other host is refused, naming the field, and nothing is saved.
 */
export function embedVideos(videos: VideosSection): { title: string; embedUrl: string | null }[] {
  const fields: Record<string, string> = {};
  const kept = videos.map((video, index) => {
    const url = video.url.trim();
    if (url === '') return { title: video.title, embedUrl: null };
    const embedUrl = videoEmbedUrl(url);
    if (!embedUrl) fields[`${index}.url`] = `Use ${VIDEO_HOSTS_WORDS}.`;
    return { title: video.title, embedUrl };
  });
  if (Object.keys(fields).length > 0) throw new AppError('request/invalid', undefined, fields);
  return kept;
}
