import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import compression from 'compression';
import { type Connect, defineConfig, type Plugin } from 'vite';
import { SLIDES } from './src/features/home/content';
import { robotsTxt, sitemapXml } from './src/lib/crawlers';
import { cleanAddressOf, documentFileOf, localSiteOrigin, withSiteOrigin } from './src/lib/page-documents';
import { heroPhotos } from './vite-plugins/hero-photos';

/* CloudFront compresses what it serves; the local preview does too, so measurements match. */
const compressPreview: Plugin = {
  name: 'campus:compress-preview',
  configurePreviewServer(server) {
    // compression is plain connect middleware; its types are written for Express.
    server.middlewares.use(compression() as unknown as Connect.NextHandleFunction);
  },
};

const siteOriginOf = (req: Connect.IncomingMessage): string => localSiteOrigin(req.headers.host);

/*
 * robots.txt and sitemap.xml for the address the site is served at: made from the site map, as the
 * deploy writes them for its domain (infra/stacks/web-stack.ts).
 */
const crawlerFiles: Connect.NextHandleFunction = (req, res, next) => {
  const path = req.url?.split('?')[0];
  const file =
    path === '/robots.txt'
      ? { type: 'text/plain; charset=utf-8', body: robotsTxt }
      : path === '/sitemap.xml'
        ? { type: 'application/xml; charset=utf-8', body: sitemapXml }
        : undefined;
  if (!file) return next();
  res.setHeader('content-type', file.type);
  res.end(file.body(siteOriginOf(req)));
};
const serveCrawlerFiles: Plugin = {
  name: 'campus:crawler-files',
  configureServer(server) {
    server.middlewares.use(crawlerFiles);
  },
  configurePreviewServer(server) {
    server.middlewares.use(crawlerFiles);
  },
};

/*
 * The built site's documents as CloudFront serves them (infra/stacks/web-policies.ts): each page
 * rendered at build time its own, with the site's address written in, and the app shell for every
 * other page. Vite's own fallback would serve index.html, the rendered landing page, everywhere.
 */
const serveRenderedPages: Plugin = {
  name: 'campus:rendered-pages',
  configurePreviewServer(server) {
    const dist = resolve(server.config.root, server.config.build.outDir);
    server.middlewares.use((req, res, next) => {
      const url = req.url ?? '/';
      const at = url.indexOf('?');
      const path = at < 0 ? url : url.slice(0, at);
      if ((req.method !== 'GET' && req.method !== 'HEAD') || path.startsWith('/media/')) return next();
      const address = cleanAddressOf(path);
      if (address) {
        // The query as sent, as CloudFront's function keeps it; an empty one is dropped, as there.
        const query = at < 0 ? '' : url.slice(at + 1);
        res.writeHead(301, { location: query === '' ? address : `${address}?${query}` }).end();
        return;
      }
      const file = documentFileOf(path);
      if (!file) return next();
      readFile(join(dist, file), 'utf8').then(
        (html) => {
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.setHeader('cache-control', 'no-cache');
          res.end(withSiteOrigin(html, siteOriginOf(req)));
        },
        // Built by `vite build` alone, without the rendered pages: Vite serves its index.html.
        () => next(),
      );
    });
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    compressPreview,
    serveCrawlerFiles,
    serveRenderedPages,
    heroPhotos(SLIDES.map((slide) => slide.src)),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are built for debugging but not linked from the bundles, and are not deployed.
    sourcemap: 'hidden',
    /*
     * The site's styles in one small file (decision 37): every page's first view needs only it, it is
     * cached for every page after, and a page's code never waits on a stylesheet of its own.
     */
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        /*
         * React and the router in one chunk: every page needs them at start, and one chunk
         * compresses better than the small ones the bundler otherwise shares out between the app
         * and its lazily loaded pages (landing JavaScript, bench/landing-js.ts). The query
         * cache is left out: the home page does without it (api/app-query-client.ts).
         */
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // Named, so a test can tell a page that starts without the routes' schemas (decision 37).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  // Pre-bundle up front so the first page load never triggers a re-optimisation reload.
  optimizeDeps: {
    include: ['react', 'react-dom/client', 'react-router-dom', '@tanstack/react-query', 'zod'],
  },
});
