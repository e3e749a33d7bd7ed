import type { ShownPhoto } from '../../contract/photos';
import { type GalleryPicture, isPhoto } from '../images';

interface ParkPictureProps {
  photo: ShownPhoto;
  /** How wide the picture shows, for the browser to choose a width (the `sizes` attribute). */
  sizes: string;
  /** Above the fold: fetched at once and first, instead of when scrolled near. */
  priority?: boolean;
  className?: string;
}

/**
 * One of the owner's photos: AVIF where the browser reads it, else WebP, else JPEG, each at
 * the width the layout needs. Its size is set, so the page doesn't jump when it arrives.
 */
export function ParkPicture({ photo, sizes, priority = false, className }: ParkPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
      <img
        src={photo.src}
        srcSet={photo.jpeg}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/** A gallery's picture: the owner's photo, or our own artwork where a place has none. */
export function GalleryImage({
  picture,
  sizes,
  priority = false,
}: {
  picture: GalleryPicture;
  sizes: string;
  priority?: boolean;
}) {
  if (isPhoto(picture)) return <ParkPicture photo={picture} sizes={sizes} priority={priority} />;
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
