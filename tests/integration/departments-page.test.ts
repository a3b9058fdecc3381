import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { LambdaFunctionURLEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { addDepartment, deleteDepartment } from '../../functions/departments/repository';
import { s3 } from '../../functions/lib/clients/s3';
import {
  BUILT_PAGE_CACHE,
  handler,
  PAGE_UNAVAILABLE,
  pageHandler,
  SERVED_PAGE_CACHE,
} from '../../functions/pages/handler';
import { PAGE_DATA_ID } from '../../web/src/api/page-data';
import { renderPage } from '../../web/src/prerender/render-page';
import { sharedStack } from '../support/shared-stack';

/*
 * The function CloudFront asks for /departments (decision 38), against the S3 and DynamoDB stand-ins:
 * the deploy's document from the site bucket, the departments from their table.
 */
const request = (rawPath: string, method = 'GET') =>
  ({ rawPath, requestContext: { http: { method } } }) as unknown as LambdaFunctionURLEvent;

const documentOf = (root: string) =>
  `<!doctype html><html><head><title>Departments — Campus</title>\n  </head><body><div id="root">${root}</div></body></html>`;

describe('the Departments page served with its list', () => {
  const bucket = `campus-site-${randomUUID().slice(0, 8)}`;
  const putDocument = (body: string) =>
    s3().send(new PutObjectCommand({ Bucket: bucket, Key: 'departments.html', Body: body }));

  beforeAll(async () => {
    await sharedStack();
    process.env.SITE_BUCKET = bucket;
    await s3().send(new CreateBucketCommand({ Bucket: bucket }));
  });

  it('holds every department’s card and the list the browser starts from, an Admin’s markup kept as text', async () => {
    await putDocument(documentOf((await renderPage('/departments')).html));
    const name = `Naval Architecture ${randomUUID().slice(0, 6)}`;
    await addDepartment({ name, description: 'Hulls </script><script>alert(1)</script> and <b>decks</b>.' });
    try {
      const served = await handler(request('/departments'));
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': SERVED_PAGE_CACHE,
      });
      const body = String(served.body);
      for (const department of [...DEPARTMENT_NAMES, name]) {
        expect(body).toContain(`<h2 class="card-title">${department.replace('&', '&amp;')}</h2>`);
      }
      expect(body).toContain(
        'Hulls &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; and &lt;b&gt;decks&lt;/b&gt;.',
      );
      expect(body).not.toContain('Loading departments');
      const block = body.slice(body.indexOf(`id="${PAGE_DATA_ID}">`));
      const json = block.slice(block.indexOf('>') + 1, block.indexOf('</script>'));
      expect(json).not.toContain('<');
      expect(JSON.stringify(JSON.parse(json))).toContain(name);
      expect(body.match(/<script/g)).toHaveLength(1);
    } finally {
      await deleteDepartment(name);
    }
  });

  it('serves a document of another build as it is, kept briefly, to load its list itself', async () => {
    const other = documentOf('<main>another build</main>');
    await putDocument(other);
    const served = await handler(request('/departments'));
    expect(served).toMatchObject({ statusCode: 200, body: other });
    expect(served.headers?.['cache-control']).toBe(BUILT_PAGE_CACHE);
  });

  it('answers 503, kept nowhere, when the deploy’s document cannot be read', async () => {
    const missing = pageHandler({});
    await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: 'departments.html' }));
    const served = await missing(request('/departments'));
    expect(served).toMatchObject({ statusCode: 503, body: PAGE_UNAVAILABLE });
    expect(served.headers?.['cache-control']).toBe('no-store');
  });

  it('serves no other path and no other method', async () => {
    expect((await handler(request('/contact'))).statusCode).toBe(404);
    expect((await handler(request('/departments', 'POST'))).statusCode).toBe(405);
  });

  it('lets the edge keep serving its last page with the list for a day after it fails', () => {
    const directives = SERVED_PAGE_CACHE.split(',').map((directive) => directive.trim());
    expect(directives).toEqual(expect.arrayContaining(['s-maxage=60', 'stale-if-error=86400']));
  });

  it('answers an error when its list cannot be read, with the page as built kept nowhere, so the edge serves its last good page', async () => {
    const built = documentOf((await renderPage('/departments')).html);
    await putDocument(built);
    const listDepartments = vi.fn(() => Promise.reject(new Error('The table is not answering')));
    const failing = pageHandler({ listDepartments });
    const served = await failing(request('/departments'));
    expect(listDepartments).toHaveBeenCalledTimes(1);
    // A 5xx is what makes CloudFront use stale-if-error; with no page kept, this one still works.
    expect(served).toMatchObject({ statusCode: 503, body: built });
    expect(served.headers?.['cache-control']).toBe('no-store');
  });
});
