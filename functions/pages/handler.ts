import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { LambdaFunctionURLEvent, APIGatewayProxyStructuredResultV2 as PageResponse } from 'aws-lambda';
import type { RouteDefinition } from '#shared/api/define';
import { departmentsRoutes } from '#shared/api/routes/departments';
import { renderedFileOf } from '#web/page-documents';
import { PAGE_READS, renderWithData } from '#web/served-pages';
import { publicDepartmentList } from '../departments';
import { s3 } from '../lib/clients/s3';
import { requireEnv } from '../lib/env';
import { logger } from '../lib/logger';

/*
 * The public pages whose largest paint is what they fetch, served with that data in their HTML
 * (decision 38): CloudFront asks here for /departments, through the function's URL, and keeps the
 * answer a minute. The page's document is the one the deploy wrote to the site bucket (its head
 * and the build's code names, the site's address written in); its cards replace the loading state.
 */

/**
 * How long CloudFront keeps a page served with its data (a minute; the browser asks again each
 * visit), and how long after that the edge may still serve it when this function fails (a day):
 * CloudFront honours `stale-if-error` when its origin answers 500, 502, 503 or 504, or times out.
 */
export const SERVED_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-if-error=86400';
/* A document of another build (a deploy in progress), served as built: kept briefly, then tried again. */
export const BUILT_PAGE_CACHE = 'public, max-age=0, s-maxage=5';

/** What a visitor reads when the page's document cannot be read. */
export const PAGE_UNAVAILABLE =
  '<!doctype html><html lang="en"><title>Campus</title><p>This page could not be loaded. Please try again in a moment.</p></html>';

/** What answers each read a page carries, by the read's route id. */
export type PageReads = Readonly<Record<string, () => Promise<unknown>>>;

/* Each read answered as the API answers it. */
const READS: PageReads = { [departmentsRoutes.listDepartments.id]: publicDepartmentList };

async function builtDocument(pathname: string): Promise<string> {
  const stored = await s3().send(
    new GetObjectCommand({ Bucket: requireEnv('SITE_BUCKET'), Key: renderedFileOf(pathname) }),
  );
  return (await stored.Body?.transformToString('utf-8')) ?? '';
}

const page = (statusCode: number, body: string, cache: string): PageResponse => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cache },
  body,
});

/** The function's handler, with its reads given (a test gives one that fails). */
export const pageHandler =
  (reads: PageReads) =>
  async (event: LambdaFunctionURLEvent): Promise<PageResponse> => {
    let readFailed = false;
    const read = async (route: RouteDefinition) => {
      const answer = reads[route.id];
      if (!answer) throw new Error(`No read for ${route.id} is served with a page`);
      try {
        return await answer();
      } catch (error) {
        readFailed = true;
        throw error;
      }
    };
    const method = event.requestContext.http.method;
    const pathname = event.rawPath;
    if (method !== 'GET' && method !== 'HEAD') return page(405, '', 'no-store');
    if (!PAGE_READS[pathname]) return page(404, '', 'no-store');
    let built: string;
    try {
      built = await builtDocument(pathname);
    } catch (error) {
      // Nothing to serve (the deploy has not written it, or S3 is failing): not kept at the edge.
      logger.error('Page document unreadable', { pathname, error });
      return page(503, PAGE_UNAVAILABLE, 'no-store');
    }
    try {
      return page(200, await renderWithData(built, pathname, read), SERVED_PAGE_CACHE);
    } catch (error) {
      // The page as built still works: the browser reads the list itself. When the data could not
      // be read, an error status lets the edge serve the last page it kept with its data instead
      // (stale-if-error); a visitor it has none for gets the page as built, `no-store` (CloudFront
      // still keeps an error its error-caching minimum, 10 s by default).
      logger.error('Page served as built', { pathname, error });
      return readFailed ? page(503, built, 'no-store') : page(200, built, BUILT_PAGE_CACHE);
    }
  };

export const handler = pageHandler(READS);
