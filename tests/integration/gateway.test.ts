import { beforeAll, describe, expect, it } from 'vitest';
import { API_GATEWAY_MAX_BODY_BYTES, LAMBDA_MAX_PAYLOAD_BYTES } from '../../infra/local/gateway';
import { rawRequest } from '../support/raw-request';
import { sharedStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

describe('local gateway', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  it('answers 404 Not Found, as API Gateway does, for a path the route table lacks', async () => {
    const response = await fetch(`${stack.apiUrl}/api/no-such-route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers 400, not a crash, for a path whose % escapes do not decode', async () => {
    const response = await fetch(`${stack.apiUrl}/api/admin/users/%E0%A4%A/approve`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Bad Request' });
  });

  it('answers 415 to a JSON route sent another content type', async () => {
    const response = await fetch(`${stack.apiUrl}/api/send-mail`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'a@example.org', firstName: 'A', yourMess: 'Hello' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ msg: 'Content-Type must be application/json.' });
  });

  it('answers 404 for a known path with a method the route table lacks', async () => {
    const response = await fetch(`${stack.apiUrl}/api/admin/departments`, { method: 'PATCH' });
    expect(response.status).toBe(404);
  });

  it("refuses a body over API Gateway's 10 MB limit with 413", async () => {
    const body = Buffer.alloc(API_GATEWAY_MAX_BODY_BYTES + 1, 'a');
    const response = await rawRequest(`${stack.apiUrl}/api/admin/departments`, 'GET', body, {
      'content-type': 'text/plain',
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({ message: 'Request Entity Too Large' });
  });

  it("refuses an invocation over Lambda's 6 MB payload limit with 413", async () => {
    // Base64 grows a binary body by a third: 5 MB of bytes makes a 6.7 MB event.
    const body = Buffer.alloc(5 * 1024 * 1024, 1);
    expect(body.length * (4 / 3)).toBeGreaterThan(LAMBDA_MAX_PAYLOAD_BYTES);
    const response = await rawRequest(`${stack.apiUrl}/api/admin/departments`, 'GET', body, {
      'content-type': 'application/octet-stream',
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text).message).toMatch(/6 MB/);
  });

  it('passes a body under both limits to the handler', async () => {
    const body = Buffer.alloc(1024 * 1024, 'a');
    const response = await rawRequest(`${stack.apiUrl}/api/admin/departments`, 'GET', body, {
      'content-type': 'text/plain',
    });
    expect(response.status).toBe(200);
  });
});
