import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_FILE, cleanAddressOf, documentFileOf, RENDERED_PATHS } from '#web/page-documents';
import { PAGE_DOCUMENT_FUNCTION, VIEWER_HEADERS_FUNCTION } from './web-policies';

/* A query string as CloudFront Functions hand it over: each name's value, or values when repeated. */
type QueryString = Record<string, { value: string; multiValue?: { value: string }[] }>;

/* Runs the CloudFront Function's source as CloudFront would: a handler over a viewer request. */
function answer(
  uri: string,
  querystring: QueryString = {},
): {
  uri?: string;
  statusCode?: number;
  headers?: { location?: { value: string } };
} {
  const context: { result?: ReturnType<typeof answer> } = {};
  const request = JSON.stringify({ uri, querystring });
  runInNewContext(`${PAGE_DOCUMENT_FUNCTION}; result = handler({ request: ${request} });`, context);
  return context.result ?? {};
}

const rewrite = (uri: string): string => answer(uri).uri ?? '';
const location = (uri: string, querystring?: QueryString) =>
  answer(uri, querystring).headers?.location?.value;

describe('page document function', () => {
  it('serves each rendered page its own document', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/departments')).toBe('/departments.html');
    expect(rewrite('/contact')).toBe('/contact.html');
  });

  it('sends a rendered page asked for with a trailing slash on to its address, with its query', () => {
    // /departments/ would miss the behaviour that serves the page with its list (decision 38).
    expect(answer('/departments/')).toMatchObject({ statusCode: 301 });
    expect(location('/departments/')).toBe('/departments');
    expect(location('/faculty//')).toBe('/faculty');
    expect(
      location('/departments/', {
        tab: { value: 'a%20b' },
        seen: { value: '' },
        id: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] },
      }),
    ).toBe('/departments?tab=a%20b&seen&id=1&id=2');
    expect(location('/faculty.html', { q: { value: 'x' } })).toBe('/faculty?q=x');
    for (const path of RENDERED_PATHS) {
      const uri = path === '/' ? '/' : `${path}/`;
      expect(location(uri) ?? null, uri).toBe(cleanAddressOf(uri));
    }
    expect(cleanAddressOf('/departments/')).toBe('/departments');
    expect(cleanAddressOf('/')).toBeNull();
    expect(cleanAddressOf('/student/')).toBeNull();
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
