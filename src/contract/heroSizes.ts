/**
 * How wide the home page's hero shows: the page's width, up to the content's (68rem). Apart from
 * photos.ts, whose schemas would bring zod into the home page's first download.
 */
export const HERO_SIZES = '(min-width: 68rem) 68rem, 100vw';
