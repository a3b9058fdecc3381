import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { handler as authorizer } from '../../functions/authorizer/handler';
import { handler as contact } from '../../functions/contact/handler';
import { ORIGIN_HEADER, originSecret } from '../../functions/lib/origin';
import { buildEvent } from '../../infra/local/lambda-event';
import { loginAs } from '../support/api';
import { sharedStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

/*
 * On AWS the execute-api address can be called without CloudFront, which would let a caller
 * choose their own client address. The handlers and the authorizer refuse any request that does
 * not carry the origin secret CloudFront adds; these events are what such a direct call delivers.
 */
describe('requests that did not come through the site', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  const contactEvent = (headers: Record<string, string>): APIGatewayProxyEventV2 =>
    buildEvent(
      {
        method: 'POST',
        url: new URL('http://api.local/api/send-mail'),
        headers: { 'content-type': 'application/json', ...headers },
        body: Buffer.from(JSON.stringify({ email: 'd@example.org', firstName: 'Dev', yourMess: 'Hi' })),
        sourceIp: '198.51.100.50',
      },
      'POST /api/send-mail',
      {},
    );

  it('are refused by a public route, with or without a forged client address', async () => {
    const directCalls: Record<string, string>[] = [
      {},
      { 'x-campus-client-ip': '203.0.113.9' },
      { [ORIGIN_HEADER]: 'a guess', 'x-campus-client-ip': '203.0.113.9' },
    ];
    for (const headers of directCalls) {
      const result = await contact(contactEvent(headers));
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body ?? '{}')).toEqual({ msg: API_MESSAGES.notThroughSite });
    }
  });

  it('are let through with the secret CloudFront adds', async () => {
    const result = await contact(contactEvent({ [ORIGIN_HEADER]: await originSecret() }));
    expect(result.statusCode).toBe(200);
  });

  it('are refused by the authorizer even with a valid token', async () => {
    const admin = stack.demoAccounts.find((account) => account.role === 'Admin');
    if (!admin) throw new Error('no demo admin');
    const token = await loginAs(stack.apiUrl, admin);
    const authorizerEvent = (headers: Record<string, string>) =>
      ({
        ...buildEvent(
          {
            method: 'GET',
            url: new URL('http://api.local/api/user'),
            headers: { authorization: `Bearer ${token}`, ...headers },
            body: Buffer.alloc(0),
            sourceIp: '198.51.100.50',
          },
          'GET /api/user',
          {},
        ),
        type: 'REQUEST',
      }) as unknown as Parameters<typeof authorizer>[0];
    expect((await authorizer(authorizerEvent({}))).isAuthorized).toBe(false);
    expect((await authorizer(authorizerEvent({ [ORIGIN_HEADER]: 'a guess' }))).isAuthorized).toBe(false);
    expect((await authorizer(authorizerEvent({ [ORIGIN_HEADER]: await originSecret() }))).isAuthorized).toBe(
      true,
    );
  });
});
