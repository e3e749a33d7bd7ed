import type { RenditionFormat } from './processPhoto';

const EXTENSIONS: Record<RenditionFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

export const CONTENT_TYPES: Record<RenditionFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** Where a rendition is served: by the hash of its bytes, so it may be cached for ever. */
export function renditionUrl(hash: string, format: RenditionFormat): string {
  return `/photos/${hash}.${EXTENSIONS[format]}`;
}

const FILE_NAME = /^([0-9a-f]{64})\.(avif|webp|jpg)$/;

/** The hash and format a served file's name stands for, or null for any other name. */
export function parseRenditionName(name: string): { hash: string; format: RenditionFormat } | null {
  const match = FILE_NAME.exec(name);
  if (!match?.[1] || !match[2]) return null;
  const format = match[2] === 'jpg' ? 'jpeg' : (match[2] as RenditionFormat);
  return { hash: match[1], format };
}
