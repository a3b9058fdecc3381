import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../../infra/definitions/functions';

export const LANDING_JS_BUDGET_BYTES = 150 * 1024;

/** The JavaScript the landing page loads at start: index.html's module script and its preloads. */
export async function landingJavaScriptGzipBytes(): Promise<number> {
  const dist = join(PROJECT_ROOT, 'web', 'dist');
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  let total = 0;
  for (const script of new Set(scripts)) total += gzipSync(await readFile(join(dist, script))).length;
  return total;
}
