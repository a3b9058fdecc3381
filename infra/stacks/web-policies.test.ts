import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SPA_FALLBACK_FUNCTION, VIEWER_HEADERS_FUNCTION } from './web-policies';

/* Runs the CloudFront Function's source as CloudFront would: a handler over a viewer request. */
function rewrite(uri: string): string {
  const context: { result?: { uri: string } } = {};
  runInNewContext(
    `${SPA_FALLBACK_FUNCTION}; result = handler({ request: { uri: ${JSON.stringify(uri)} } });`,
    context,
  );
  return context.result?.uri ?? '';
}

describe('SPA fallback function', () => {
  it('serves index.html for client-side routes', () => {
    expect(rewrite('/departments')).toBe('/index.html');
    expect(rewrite('/admin/settings')).toBe('/index.html');
    expect(rewrite('/')).toBe('/index.html');
  });

  it('leaves files and the API alone', () => {
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/images/departments/default-1.svg')).toBe('/images/departments/default-1.svg');
    expect(rewrite('/api/admin/departments')).toBe('/api/admin/departments');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
  });
});

describe('viewer headers function', () => {
  it('stamps the viewer address and the site address over whatever the viewer claimed', () => {
    const context: { result?: { headers: Record<string, { value: string }> } } = {};
    const event = {
      viewer: { ip: '198.51.100.9' },
      request: {
        headers: {
          host: { value: 'www.college.example' },
          'x-campus-client-ip': { value: '1.2.3.4' },
          'x-campus-site-origin': { value: 'https://evil.example' },
        },
      },
    };
    runInNewContext(`${VIEWER_HEADERS_FUNCTION}; result = handler(${JSON.stringify(event)});`, context);
    expect(context.result?.headers['x-campus-client-ip']).toEqual({ value: '198.51.100.9' });
    expect(context.result?.headers['x-campus-site-origin']).toEqual({ value: 'https://www.college.example' });
  });
});
