import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  APP_SHELL_FILE,
  cleanAddressOf,
  documentFileOf,
  RENDERED_PATHS,
} from '../../web/src/lib/page-documents';
import { PAGE_DOCUMENT_FUNCTION, VIEWER_HEADERS_FUNCTION } from './web-policies';

/* Runs the CloudFront Function's source as CloudFront would: a handler over a viewer request. */
function answer(uri: string): {
  uri?: string;
  statusCode?: number;
  headers?: { location?: { value: string } };
} {
  const context: { result?: ReturnType<typeof answer> } = {};
  runInNewContext(
    `${PAGE_DOCUMENT_FUNCTION}; result = handler({ request: { uri: ${JSON.stringify(uri)} } });`,
    context,
  );
  return context.result ?? {};
}

const rewrite = (uri: string): string => answer(uri).uri ?? '';

describe('page document function', () => {
  it('serves each rendered page its own document, with or without a trailing slash', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/departments')).toBe('/departments.html');
    expect(rewrite('/departments/')).toBe('/departments.html');
    expect(rewrite('/contact')).toBe('/contact.html');
  });

  it('serves the app shell for every other client-side route', () => {
    expect(rewrite('/admin/settings')).toBe(`/${APP_SHELL_FILE}`);
    expect(rewrite('/departments/unknown')).toBe(`/${APP_SHELL_FILE}`);
    expect(rewrite('/reset-password')).toBe(`/${APP_SHELL_FILE}`);
  });

  it('leaves files and the API alone', () => {
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/images/departments/default-1.svg')).toBe('/images/departments/default-1.svg');
    expect(rewrite('/api/admin/departments')).toBe('/api/admin/departments');
    expect(rewrite('/robots.txt')).toBe('/robots.txt');
  });

  it('sends a rendered page’s own file name on to its address, as the local server does', () => {
    for (const [uri, address] of [
      ['/index.html', '/'],
      ['/faculty.html', '/faculty'],
    ] as const) {
      expect(answer(uri)).toEqual({
        statusCode: 301,
        statusDescription: 'Moved Permanently',
        headers: { location: { value: address } },
      });
      expect(cleanAddressOf(uri)).toBe(address);
    }
    expect(cleanAddressOf('/app.html')).toBeNull();
  });

  it('chooses as the local server does (documentFileOf)', () => {
    const uris = [
      ...RENDERED_PATHS,
      '/admin',
      '/student/todo',
      '/x/',
      '/api/user',
      '/assets/a.css',
      '/favicon.svg',
    ];
    for (const uri of uris) {
      const file = documentFileOf(uri);
      expect(rewrite(uri), uri).toBe(file === null ? uri : `/${file}`);
    }
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
