import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { SLIDES } from '../src/features/home/content';
import { PREVIEW_IMAGE } from '../src/lib/page-documents';

/**
 * The picture link previews show (og:image): the home page's first slide, cut to the 1200 × 630
 * that previews draw. Made at build time from the slide, so it follows the slide; a PNG, because
 * previews do not read SVG; a palette PNG, the smallest for a flat illustration (decision 37).
 */
export async function writePreviewImage(webRoot: string, dist: string): Promise<void> {
  const [first] = SLIDES;
  if (!first) throw new Error('The home page has no slide to make the link preview from');
  const out = join(dist, PREVIEW_IMAGE.path);
  await mkdir(dirname(out), { recursive: true });
  await sharp(join(webRoot, 'public', first.src), { density: 150 })
    .resize(PREVIEW_IMAGE.width, PREVIEW_IMAGE.height, { fit: 'cover' })
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
}
