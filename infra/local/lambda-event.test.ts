import { describe, expect, it } from 'vitest';
import { buildEvent, type IncomingRequest } from './lambda-event';

const request = (overrides: Partial<IncomingRequest> = {}): IncomingRequest => ({
  method: 'POST',
  url: new URL('http://localhost/api/things?a=1&a=2&b=x'),
  headers: {
    'content-type': 'application/json',
    'x-multi': ['one', 'two'],
    cookie: 'a=1; b=2',
    host: 'localhost',
  },
  body: Buffer.from('{"ok":true}'),
  sourceIp: '127.0.0.1',
  ...overrides,
});

describe('payload 2.0 event', () => {
  it('carries the route key, path, query and headers as API Gateway does', () => {
    const event = buildEvent(request(), 'POST /api/things', {});
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('POST /api/things');
    expect(event.requestContext.routeKey).toBe('POST /api/things');
    expect(event.rawPath).toBe('/api/things');
    expect(event.rawQueryString).toBe('a=1&a=2&b=x');
    expect(event.queryStringParameters).toEqual({ a: '1,2', b: 'x' });
    expect(event.headers['x-multi']).toBe('one,two');
    expect(event.cookies).toEqual(['a=1', 'b=2']);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.http.method).toBe('POST');
    expect(event.pathParameters).toBeUndefined();
  });

  it('passes JSON as text and binary bodies base64-encoded', () => {
    expect(buildEvent(request(), 'POST /api/things', {})).toMatchObject({
      body: '{"ok":true}',
      isBase64Encoded: false,
    });
    const binary = Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff]);
    const event = buildEvent(
      request({ headers: { 'content-type': 'application/pdf' }, body: binary }),
      'POST /api/things',
      {},
    );
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(binary);
  });

  it('omits an empty body and includes path parameters', () => {
    const event = buildEvent(request({ body: Buffer.alloc(0) }), 'GET /api/x/{id}', { id: '7' });
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
    expect(event.pathParameters).toEqual({ id: '7' });
  });
});
