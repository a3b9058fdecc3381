import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { SLIDES } from '../src/features/home/content';
import { isPhotograph } from '../src/features/home/photo-sources';
import { PREVIEW_SIZE } from '../src/lib/page-documents';

const [FIRST_SLIDE] = SLIDES;
if (!FIRST_SLIDE) throw new Error('The home page has no slide to make the link preview from');

/*
 * A drawing makes the smallest preview as a palette PNG, a photograph as a JPEG (decision 37 has
 * the sizes). Previews do not read SVG, AVIF or WebP everywhere.
 */
const PHOTOGRAPH = isPhotograph(FIRST_SLIDE.src);

/** Where the link previews' picture is, on the site. */
export const PREVIEW_PATH = PHOTOGRAPH ? '/images/preview.jpg' : '/images/preview.png';

/**
 * The picture link previews show (og:image): the home page's first slide, cut to the 1200 × 630
 * that previews draw. Made at build time from the slide, so it follows the slide.
 */
export async function writePreviewImage(webRoot: string, dist: string): Promise<void> {
  const out = join(dist, PREVIEW_PATH);
  await mkdir(dirname(out), { recursive: true });
  const cut = sharp(join(webRoot, 'public', FIRST_SLIDE.src), { density: 150 }).resize(
    PREVIEW_SIZE.width,
    PREVIEW_SIZE.height,
    { fit: 'cover' },
  );
  await (PHOTOGRAPH
    ? cut.jpeg({ quality: 82, mozjpeg: true })
    : cut.png({ compressionLevel: 9, palette: true })
  ).toFile(out);
}
