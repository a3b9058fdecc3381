import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { build, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS, photoVariantOf } from '../src/features/home/photo-sources';
import { heroPhotos } from './hero-photos';

/*
 * A college that puts a photograph in place of a slide gets it in AVIF and WebP at each width,
 * from the build and from the dev server alike. The photograph here is made for the test: a
 * blurred noise field 2,000 px wide, harder to compress than most photographs.
 */
const PHOTO = '/images/home/main quad.jpg';
const SVG = '/images/home/drawing.svg';
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'campus-hero-photos-'));
  await mkdir(join(root, 'public/images/home'), { recursive: true });
  const photo = await sharp({
    create: {
      width: 2000,
      height: 833,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .toBuffer();
  await writeFile(join(root, 'public', PHOTO), photo);
  await writeFile(
    join(root, 'public', SVG),
    '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="5"/>',
  );
  await writeFile(join(root, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const plugin = () => heroPhotos([PHOTO, SVG]);

async function describeImage(image: Buffer) {
  const { width } = await sharp(image).metadata();
  return { type: (await fileTypeFromBuffer(image))?.mime, width };
}

// Encoding AVIF is slow work, and these tests run beside others.
describe('heroPhotos', { timeout: 60_000 }, () => {
  it('writes each width of a photograph in AVIF and WebP into the build, each smaller than the photograph', async () => {
    const outDir = join(root, 'dist');
    await build({ root, logLevel: 'silent', configFile: false, plugins: [plugin()], build: { outDir } });
    const photoBytes = (await stat(join(root, 'public', PHOTO))).size;
    for (const width of PHOTO_WIDTHS) {
      for (const format of ['avif', 'webp'] as const) {
        const image = await readFile(join(outDir, photoVariantOf(PHOTO, width, format)));
        expect(await describeImage(image)).toEqual({ type: `image/${format}`, width });
        expect(image.length).toBeLessThan(photoBytes);
      }
    }
    // The photograph itself stays, the fallback; a drawing gets no variants.
    await expect(stat(join(outDir, PHOTO))).resolves.toBeTruthy();
    await expect(stat(join(outDir, photoVariantOf(SVG, 480, 'avif')))).rejects.toThrow();
  });

  it('makes them on request in the dev server, and leaves other addresses to it', async () => {
    const server = await createServer({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [plugin()],
      server: { port: 0, host: '127.0.0.1' },
    });
    await server.listen();
    try {
      const base = server.resolvedUrls?.local[0];
      if (!base) throw new Error('The dev server gave no address');
      const at = (path: string) => fetch(new URL(path, base));
      const answer = await at(encodeURI(photoVariantOf(PHOTO, 960, 'avif')));
      expect(answer.headers.get('content-type')).toBe('image/avif');
      expect(await describeImage(Buffer.from(await answer.arrayBuffer()))).toEqual({
        type: 'image/avif',
        width: 960,
      });
      // A width the build does not make is not made on request either.
      const other = await at(encodeURI(PHOTO.replace('.jpg', '-500w.avif')));
      expect(other.headers.get('content-type')).not.toBe('image/avif');
    } finally {
      await server.close();
    }
  });
});
