import { request } from 'node:http';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_MEDIA_HEADERS } from '../../infra/local/media-route';
import { localName } from '../../infra/local/provision';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { scanTable } from '../support/tables';
import { startTestStack, type TestStack } from '../support/test-stack';

/* A raw request, so the method, Host and Origin are exactly what an attacker would send. */
function send(url: string, method: string, headers: Record<string, string> = {}, body = '') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const outgoing = request(url, { method, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    },
  );
}

/*
 * The local stack refuses what the deployed one refuses: the site serves
 * /media/* as CloudFront does, the S3 stand-in answers CORS to the site only, and mailed links
 * are built on the site's configured address whatever Host a request names.
 */
describe('the local stack, as safe as the deployed one', () => {
  let stack: TestStack;
  let site: string;
  const s3 = () => new S3Client({ forcePathStyle: true });
  const media = localName('media');
  beforeAll(async () => {
    stack = await startTestStack({ web: 'dev' });
    site = stack.webUrl ?? '';
    await s3().send(
      new PutObjectCommand({
        Bucket: media,
        Key: 'media/calendar.pdf',
        Body: '%PDF-1.4 a calendar',
        ContentType: 'application/pdf',
      }),
    );
  }, 120_000);
  afterAll(() => stack?.destroy());

  it('serves /media/* for GET and HEAD only, with the media headers CloudFront adds', async () => {
    for (const method of ['GET', 'HEAD']) {
      const served = await send(`${site}/media/calendar.pdf`, method);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      for (const [name, value] of Object.entries(LOCAL_MEDIA_HEADERS)) {
        expect(served.headers[name.toLowerCase()]).toBe(value);
      }
    }
    for (const method of ['PUT', 'DELETE', 'POST']) {
      const refused = await send(
        `${site}/media/page.html`,
        method,
        { 'content-type': 'text/html' },
        '<script>1</script>',
      );
      expect(refused.status).toBe(403);
    }
    expect((await send(`${site}/media/calendar.pdf`, 'DELETE')).status).toBe(403);
    // Nothing was written or deleted behind the refusals.
    await expect(
      s3().send(new HeadObjectCommand({ Bucket: media, Key: 'media/page.html' })),
    ).rejects.toThrow();
    expect((await send(`${site}/media/calendar.pdf`, 'GET')).status).toBe(200);
  });

  it('answers the S3 stand-in’s CORS to the site’s origin only', async () => {
    const preflight = (origin: string) =>
      send(`${stack.endpoints.s3}/${media}`, 'OPTIONS', {
        origin,
        'access-control-request-method': 'POST',
      });
    // s3rver answers a matched preflight with `*` (S3 names the origin): what matters is the refusal.
    const fromSite = await preflight(site);
    expect(fromSite.status).toBe(200);
    expect(fromSite.headers['access-control-allow-origin']).toBeDefined();
    const fromElsewhere = await preflight('http://evil.example');
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('builds mailed links on the site’s address, whatever Host the request names', async () => {
    const email = `host-${Date.now()}@example.org`;
    // Straight to the gateway (the site's dev server refuses a Host it does not know).
    const asked = await call(stack.apiUrl, 'POST', '/api/password-reset', {
      body: { email },
      headers: { host: 'evil.example' },
      from: newVisitor(),
    });
    expect(asked.status).toBe(200);
    const [item] = (await scanTable('mailOutbox')).filter((stored) => stored.to === email);
    expect(item?.siteOrigin).toBe(site);
  });
});
