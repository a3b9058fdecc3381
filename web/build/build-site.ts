import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type LogLevel } from 'vite';
import { prerender } from './prerender';
import { writePreviewImage } from './preview-image';
import { SERVER_BUILD } from './server-build';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(webRoot, 'dist');

/**
 * The production build of the site: the browser's bundle, then the same app built for node, which
 * renders the public pages into HTML files beside the bundle (prerender.ts), and the link preview's
 * picture. Only web/dist is deployed.
 */
export async function buildSite(logLevel: LogLevel = 'info'): Promise<void> {
  await build({ configFile, logLevel, build: { manifest: true } });
  try {
    await build({
      configFile,
      logLevel,
      build: {
        ssr: 'src/prerender/render-page.tsx',
        outDir: SERVER_BUILD,
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        // The node build names the public reads its pages are served with (prerender/page-reads.ts)
        // at once, and so their schemas, which the browser's build loads lazily: a chunk left
        // whole in node is no loss, and no warning worth a developer's attention.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      },
    });
    await prerender(dist, SERVER_BUILD);
    await writePreviewImage(webRoot, dist);
  } finally {
    // The manifest served the build only; it is not part of the site.
    await rm(`${dist}/.vite`, { recursive: true, force: true });
  }
}
