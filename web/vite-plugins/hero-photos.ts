import { join } from 'node:path';
import sharp from 'sharp';
import type { Connect, Plugin } from 'vite';
import {
  isPhotograph,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoFormat,
  photoVariantOf,
} from '../src/features/home/photo-sources';

interface Variant {
  /** The photograph's file, in the public folder. */
  readonly file: string;
  readonly width: number;
  readonly format: PhotoFormat;
}

/** One width of a photograph in one format; never wider than the photograph itself. */
function renderVariant({ file, width, format }: Variant): Promise<Buffer> {
  // sharp's default quality for each (AVIF 50, WebP 80).
  const resized = sharp(file).resize({ width, withoutEnlargement: true });
  return (format === 'avif' ? resized.avif() : resized.webp()).toBuffer();
}

/** Every variant of the photographs among `images` (paths under the public folder), by URL. */
function variantsOf(images: readonly string[], publicDir: string): Map<string, Variant> {
  const variants = new Map<string, Variant>();
  for (const src of images.filter(isPhotograph)) {
    for (const width of PHOTO_WIDTHS) {
      for (const { extension } of PHOTO_FORMATS) {
        variants.set(photoVariantOf(src, width, extension), {
          file: join(publicDir, src),
          width,
          format: extension,
        });
      }
    }
  }
  return variants;
}

/* A request's path as the variants are named (a space is %20 in the address); none if malformed. */
function decodedPath(url: string | undefined): string {
  try {
    return decodeURI(url?.split('?')[0] ?? '');
  } catch {
    return '';
  }
}

/**
 * The AVIF and WebP widths of the photographs among `images` (web/src/features/home/photo-sources.ts):
 * written beside them into the browser's build, and made on request by the dev server. Made here
 * with sharp, which the build already uses; vite-imagetools, the plugin for this, needs Node 22
 * from version 10, and its version 9 brings a second sharp.
 */
export function heroPhotos(images: readonly string[]): Plugin {
  let variants = new Map<string, Variant>();
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const variant = variants.get(decodedPath(req.url));
    if (!variant) return next();
    renderVariant(variant).then((image) => {
      res.setHeader('content-type', `image/${variant.format}`);
      res.setHeader('cache-control', 'no-cache');
      res.end(image);
    }, next);
  };
  return {
    name: 'campus:hero-photos',
    configResolved(config) {
      variants = variantsOf(images, config.publicDir);
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
    async generateBundle() {
      // The browser's build only: the node build that renders the pages serves no images.
      if (this.environment.config.consumer !== 'client') return;
      for (const [url, variant] of variants) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: await renderVariant(variant) });
      }
    },
  };
}
