import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { RouteDefinition } from '#shared/api/define';
import { PAGE_CODE_META } from '../src/lib/page-code';
import { APP_SHELL_FILE, headTagsOf, RENDERED_PATHS, renderedFileOf } from '../src/lib/page-documents';
import { PREVIEW_PATH } from './preview-image';

/** What a Vite manifest says of one source module's output. */
interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly dynamicImports?: readonly string[];
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What the server build's entry (web/src/prerender/render-page.tsx) offers. */
interface ServerEntry {
  renderPage(path: string): Promise<{
    readonly html: string;
    readonly lazyComponents: readonly ComponentType[];
    readonly readsCache: boolean;
  }>;
  renderWithData(
    built: string,
    path: string,
    read: (route: RouteDefinition) => Promise<unknown>,
  ): Promise<string>;
}

/** The server build's entry in `serverDir`, as the build left it. */
export async function serverEntry(serverDir: string): Promise<ServerEntry> {
  const server = await readJson<Manifest>(join(serverDir, '.vite', 'manifest.json'));
  const entry = Object.values(server).find((chunk) => chunk.src?.endsWith('render-page.tsx'));
  if (!entry) throw new Error('The server build has no render-page entry');
  // Imported by its own address, which the lazily loaded modules import it by: a query added to
  // tell builds apart would make two of it, with two of each React context. So one build per
  // process: node keeps the module it imported first.
  return import(pathToFileURL(join(serverDir, entry.file)).href);
}

const readJson = async <T>(path: string): Promise<T> => JSON.parse(await readFile(path, 'utf8')) as T;

/* The generic head in index.html, between its two comments: each rendered page gets its own. */
const PAGE_HEAD = /<!-- page head[^>]*-->[\s\S]*<!-- \/page head -->/;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The source module that exports `component`, found by identity among the server build's lazily
 * loaded modules: the node build and the browser build name each module by the same source path.
 */
async function sourceOf(component: ComponentType, serverDir: string, server: Manifest): Promise<string> {
  for (const [source, chunk] of Object.entries(server)) {
    if (!chunk.isDynamicEntry) continue;
    const exports: Record<string, unknown> = await import(pathToFileURL(join(serverDir, chunk.file)).href);
    if (Object.values(exports).includes(component)) return source;
  }
  throw new Error(`No lazily loaded module exports ${component.name}`);
}

/** The browser's files a module needs at once: its chunk, the chunks it imports, and their CSS. */
function filesOf(source: string, client: Manifest, seen = new Set<string>()): Set<string> {
  const chunk = client[source];
  if (!chunk) throw new Error(`The browser build has no module ${source}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) filesOf(imported, client, seen);
  return seen;
}

/* Links to stylesheets, and to the app's code for the app shell to fetch beside its entry. */
function linksTo(files: Iterable<string>, template: string): string[] {
  return [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}" />`
        : `<link rel="modulepreload" crossorigin href="/${file}" />`,
    );
}

/** `html` with `tags` at the end of its head. */
const withHeadTags = (html: string, tags: readonly string[]): string =>
  tags.length === 0 ? html : html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);

/*
 * A rendered page is readable before its scripts run; they only hydrate it. So it names none of
 * the app's code for the browser to fetch at once: fetched beside the first view's stylesheet and
 * hero image, on a slow link they held the first paint back (decision 37). The entry asks for the
 * app's code once the page has painted (web/src/main.tsx), and for the page's own lazily loaded
 * code, which this tag names, beside it. The entry itself is fetched at low priority.
 */
function tagsOfRenderedPage(
  files: Iterable<string>,
  appFiles: ReadonlySet<string>,
  template: string,
): string[] {
  const isStyle = (file: string) => file.endsWith('.css');
  const styles = [...files].filter(isStyle);
  const code = [...files].filter((file) => !isStyle(file) && !appFiles.has(file)).map((file) => `/${file}`);
  return [
    ...linksTo(styles, template),
    ...(code.length > 0 ? [`<meta name="${PAGE_CODE_META}" content="${code.join(' ')}" />`] : []),
  ];
}

const withEntryAfterFirstView = (html: string): string =>
  html.replaceAll(
    '<script type="module" crossorigin',
    '<script type="module" fetchpriority="low" crossorigin',
  );

/**
 * Renders each public page into its own HTML file in `dist` (lib/page-documents.ts names them),
 * from index.html as Vite built it, and keeps index.html's empty form as the app shell every other
 * path is served.
 */
let renderedOnce = false;

export async function prerender(dist: string, serverDir: string): Promise<void> {
  if (renderedOnce)
    throw new Error('The pages are rendered once per process (see below); run the build anew');
  renderedOnce = true;
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  if (!PAGE_HEAD.test(template) || !template.includes(EMPTY_ROOT)) {
    throw new Error('index.html lost its page-head comments or its empty #root');
  }
  const client = await readJson<Manifest>(join(dist, '.vite', 'manifest.json'));
  const server = await readJson<Manifest>(join(serverDir, '.vite', 'manifest.json'));
  const { renderPage } = await serverEntry(serverDir);

  // The app's code, which the small entry imports (web/src/main.tsx): the app shell names it for
  // the browser to fetch beside the entry; a rendered page leaves it to the entry.
  const clientEntry = Object.values(client).find((chunk) => chunk.isEntry);
  if (!clientEntry) throw new Error('The browser build has no entry');
  const appFiles = new Set<string>();
  const queryCacheSource = Object.keys(client).find((source) => source.endsWith('api/query-client.ts'));
  if (!queryCacheSource) throw new Error('The browser build has no query cache module');
  for (const source of clientEntry.dynamicImports ?? []) filesOf(source, client, appFiles);
  await writeFile(join(dist, APP_SHELL_FILE), withHeadTags(template, linksTo(appFiles, template)));
  for (const path of RENDERED_PATHS) {
    const { html, lazyComponents, readsCache } = await renderPage(path);
    const files = new Set(appFiles);
    for (const component of lazyComponents) {
      filesOf(await sourceOf(component, serverDir, server), client, files);
    }
    // A page that reads through the query cache gets its code with the cache's (web/src/app/routes.tsx).
    if (readsCache) filesOf(queryCacheSource, client, files);
    const filled = template
      .replace(PAGE_HEAD, () => headTagsOf(path, PREVIEW_PATH))
      .replace(EMPTY_ROOT, () => `<div id="root">${html}</div>`);
    // After Vite's own tags, so the stylesheets cascade in the order the app would load them.
    const page = withEntryAfterFirstView(withHeadTags(filled, tagsOfRenderedPage(files, appFiles, template)));
    await writeFile(join(dist, renderedFileOf(path)), page);
  }
}
