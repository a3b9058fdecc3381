import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, createServer, type Logger, type Plugin, preview } from 'vite';
import { localSiteOrigin, renderedFileOf, withSiteOrigin } from '#web/page-documents';
import { PAGE_READS } from '#web/page-reads';
import { buildSite } from '../../web/build/build-site';
import { servedWithData } from '../../web/build/served-with-data';
import { contentSecurityPolicy } from '../stacks/web-policies';
import { MEDIA_PATH, mediaRoute } from './media-route';
import { LOOPBACK, reservePort } from './ports';

/**
 * `dev`: Vite's dev server (every page drawn in the browser); `build`: build the site with its
 * rendered pages, then serve it; `preview`: serve the last build.
 */
export type WebMode = 'dev' | 'build' | 'preview';

const configFile = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));

/**
 * The built site carries the CSP CloudFront adds (web-policies.ts), with the S3 stand-in as the
 * upload host, so the end-to-end tests run under the production policy. The dev server has none:
 * its hot reload injects inline scripts.
 */
const productionCsp = (s3Url: string): Plugin => {
  const site = contentSecurityPolicy([new URL(s3Url).host], 'http');
  return {
    name: 'campus:production-csp',
    // Before the site's own middleware (web/vite.config.ts), which answers a rendered page itself.
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(MEDIA_PATH)) res.setHeader('Content-Security-Policy', site);
        next();
      });
    },
  };
};

/* /media/* as CloudFront serves it, in every mode: GET and HEAD only, the media headers (media-route.ts). */
const mediaAsOnCloudFront: Plugin = {
  name: 'campus:media',
  enforce: 'pre',
  configureServer(server) {
    server.middlewares.use(mediaRoute);
  },
  configurePreviewServer(server) {
    server.middlewares.use(mediaRoute);
  },
};

/*
 * /departments as CloudFront serves it on AWS, from the pages function (decision 38): the built
 * page with the department cards in it. Before the site's own middleware, which serves it as built.
 */
const pagesWithData = (apiUrl: string): Plugin => ({
  name: 'campus:pages-with-data',
  enforce: 'pre',
  configurePreviewServer(server) {
    const dist = resolve(server.config.root, server.config.build.outDir);
    server.middlewares.use((req, res, next) => {
      const path = req.url?.split('?')[0] ?? '/';
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !PAGE_READS[path]) return next();
      const origin = localSiteOrigin(req.headers.host);
      readFile(join(dist, renderedFileOf(path)), 'utf8')
        .then((built) => servedWithData(built, path, apiUrl))
        .then(
          (html) => {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.setHeader('cache-control', 'no-cache');
            res.end(withSiteOrigin(html, origin));
          },
          // Built by `vite build` alone, without the rendered pages: Vite serves its index.html.
          () => next(),
        );
    });
  },
});

/*
 * The dev server's dependency cache, one per NODE_ENV: Vite keys the cache by it, so the tests' dev
 * servers (NODE_ENV=test) and a developer's `npm start` sharing one would each find the other's
 * and bundle the dependencies again, saying so before the start's banner.
 */
const devCacheDir = () =>
  fileURLToPath(
    new URL(`../../node_modules/.vite/${process.env.NODE_ENV ?? 'development'}`, import.meta.url),
  );

/*
 * Vite's logger without its one note written before the start's banner, that the dependency cache
 * is rebuilt (after an install changed the lockfile, or its config changed): nothing to act on.
 */
function devLogger(): Logger {
  const logger = createLogger();
  const info = logger.info.bind(logger);
  logger.info = (message, options) => {
    if (!message.includes('Re-optimizing dependencies because')) info(message, options);
  };
  return logger;
}

export interface WebServer {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * Serves the web app with `/api` proxied to the local gateway, so the site and its API share one
 * origin as they do behind CloudFront. `dev` is Vite's dev server (hot reload); `build` serves the
 * production bundle, as the end-to-end tests and Lighthouse want.
 */
export async function startWebServer(
  mode: WebMode,
  port: number,
  apiUrl: string,
  media: { readonly s3Url: string; readonly bucket: string },
): Promise<WebServer> {
  // Vite warns of each import in its config's files that `configLoader: 'native'` could not load
  // (extensionless, as every file here is written). That loader needs a Node that runs TypeScript
  // (22.18+) and the project supports Node 20 (package.json's engines), so it cannot be this
  // project's yet: that one warning is muted, through the variable Vite names for it.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const webPort = await reservePort('web', port);
  // Public files: CloudFront serves the media bucket's media/ prefix at /media/*; here s3rver does.
  // Only what the media route let through, as it rewrote it (a key under /media/), reaches it.
  const proxy = {
    '/api': { target: apiUrl, changeOrigin: false },
    [`^${MEDIA_PATH}`]: {
      target: media.s3Url,
      changeOrigin: true,
      rewrite: (path: string) => `/${media.bucket}${path}`,
    },
  };
  const server = { host: LOOPBACK, port: webPort, strictPort: true, proxy };
  if (mode === 'dev') {
    const dev = await createServer({
      configFile,
      server,
      cacheDir: devCacheDir(),
      customLogger: devLogger(),
      clearScreen: false,
      plugins: [mediaAsOnCloudFront],
    });
    await dev.listen();
    return { url: `http://${LOOPBACK}:${webPort}`, port: webPort, stop: () => dev.close() };
  }
  if (mode === 'build') await buildSite('warn');
  const served = await preview({
    configFile,
    preview: server,
    logLevel: 'warn',
    plugins: [mediaAsOnCloudFront, productionCsp(media.s3Url), pagesWithData(apiUrl)],
  });
  return {
    url: `http://${LOOPBACK}:${webPort}`,
    port: webPort,
    stop: () => new Promise((resolve) => served.httpServer.close(() => resolve())),
  };
}
