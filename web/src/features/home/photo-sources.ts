/*
 * A hero slide may be a photograph the college puts in place of an illustration. A photograph
 * (JPEG or PNG) is then also served as AVIF and WebP at a few widths, made from it by the build
 * (web/vite-plugins/hero-photos.ts), and the browser takes the smallest it reads that fills the slide;
 * the photograph itself is the fallback. An SVG is sharp at every width and smaller than either
 * format, so it is served as it is (decision 37).
 */

/** The widths made of each photograph: a small phone, a phone's dense screen, a laptop, a wide screen. */
export const PHOTO_WIDTHS = [480, 960, 1440, 1920] as const;

/*
 * How wide the slide is drawn: the screen's width, but on a phone (web/src/features/home/home.css)
 * the banner is 4:3 and the 12:5 picture covers it, so it is drawn 1.8 times the screen's width.
 */
export const PHOTO_SIZES = '(max-width: 600px) 180vw, 100vw';

export const PHOTO_FORMATS = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]['extension'];

export const isPhotograph = (src: string): boolean => /\.(jpe?g|png)$/i.test(src);

/** Where one width of a photograph, in one format, is served: `/a/b.jpg` → `/a/b-960w.avif`. */
export const photoVariantOf = (src: string, width: number, format: PhotoFormat): string =>
  src.replace(/\.[^./]+$/, `-${width}w.${format}`);

export interface PhotoSource {
  readonly type: string;
  readonly srcSet: string;
}

/** The `<source>`s of a `<picture>` for an image: none for one that is not a photograph. */
export function photoSourcesOf(src: string): readonly PhotoSource[] {
  if (!isPhotograph(src)) return [];
  return PHOTO_FORMATS.map(({ extension, type }) => ({
    type,
    // Encoded, as a srcset's URLs end at a space and are split at commas.
    srcSet: PHOTO_WIDTHS.map((width) => `${encodeURI(photoVariantOf(src, width, extension))} ${width}w`).join(
      ', ',
    ),
  }));
}
