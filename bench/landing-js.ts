import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_SHELL_FILE } from '#web/page-documents';
import { PROJECT_ROOT } from '../infra/definitions/functions';

/* The landing page's JavaScript and each lazy chunk, gzipped: their budgets (docs/testing.md). */
export const LANDING_JS_BUDGET_BYTES = 100 * 1024;
export const LAZY_CHUNK_BUDGET_BYTES = 60 * 1024;

const dist = join(PROJECT_ROOT, 'web', 'dist');
const gzipBytes = async (path: string) => gzipSync(await readFile(join(dist, path))).length;

/**
 * The scripts the landing page loads at start: the module script index.html names, the page code
 * it names for later, and the app's code the entry imports once the page has painted, which the
 * app shell names in its preloads (web/build/prerender.ts).
 */
async function landingScripts(): Promise<Set<string>> {
  const named = await Promise.all(
    ['index.html', APP_SHELL_FILE].map(async (file) => readFile(join(dist, file), 'utf8')),
  );
  return new Set(
    named.flatMap((html) => [...html.matchAll(/\/(assets\/[^"\s]+\.js)\b/g)].map((match) => match[1] ?? '')),
  );
}

/** The JavaScript the landing page loads at start, gzipped. */
export async function landingJavaScriptGzipBytes(): Promise<number> {
  let total = 0;
  for (const script of await landingScripts()) total += await gzipBytes(script);
  return total;
}

/** Every other chunk (loaded when a page or feature first needs it), gzipped, largest first. */
export async function lazyChunkSizes(): Promise<{ name: string; bytes: number }[]> {
  const landing = await landingScripts();
  const chunks = (await readdir(join(dist, 'assets')))
    .map((file) => `assets/${file}`)
    .filter((path) => path.endsWith('.js') && !landing.has(path));
  const sizes = await Promise.all(chunks.map(async (path) => ({ name: path, bytes: await gzipBytes(path) })));
  return sizes.sort((a, b) => b.bytes - a.bytes);
}
