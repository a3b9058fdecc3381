import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { handler as authorizer } from '../../functions/authorizer/handler';
import { handler as contact } from '../../functions/contact/handler';
import { ORIGIN_HEADER, originSecret } from '../../functions/lib/origin';
import { buildEvent } from '../../infra/local/lambda-event';
import { rotateSecretFile } from '../../infra/local/secret-files';
import { loginAs } from '../support/api';
import { startTestStack, type TestStack } from '../support/test-stack';

/*
 * A rotation of the origin secret under way (docs/operations.md, “Rotate the origin secret”): the secret holds
 * a new value while CloudFront may still send the one it replaced. Locally the secret is a file;
 * rotateSecretFile does what put-secret-value does on AWS. The stack is one of its own (the
 * rotation would touch every other file's shared stack), rotated before any request reads it.
 */
describe('the origin secret while it is rotated', () => {
  let stack: TestStack;
  let values: { current: string; previous: string };
  beforeAll(async () => {
    stack = await startTestStack();
    values = await rotateSecretFile(stack.dataDir, 'origin-secret');
  });
  afterAll(() => stack?.destroy());

  const guesses = () => ['a guess', `${values.current}x`, values.previous.slice(0, -1)];

  const contactEvent = (origin: string): APIGatewayProxyEventV2 =>
    buildEvent(
      {
        method: 'POST',
        url: new URL('http://api.local/api/send-mail'),
        headers: { 'content-type': 'application/json', [ORIGIN_HEADER]: origin },
        body: Buffer.from(JSON.stringify({ email: 'r@example.org', firstName: 'Rota', yourMess: 'Hi' })),
        sourceIp: '198.51.100.60',
      },
      'POST /api/send-mail',
      {},
    );

  it('sends the new value from the gateway, as CloudFront does once it is deployed', async () => {
    expect(values.current).not.toBe(values.previous);
    expect(await originSecret()).toBe(values.current);
  });

  it('lets a public route take the previous and the current value, and nothing else', async () => {
    for (const origin of [values.previous, values.current]) {
      expect((await contact(contactEvent(origin))).statusCode).toBe(200);
    }
    for (const origin of guesses()) {
      const result = await contact(contactEvent(origin));
      expect(result.statusCode).toBe(403);
      expect(JSON.parse(result.body ?? '{}')).toEqual({ msg: API_MESSAGES.notThroughSite });
    }
  });

  it('lets the authorizer take the previous and the current value, and nothing else', async () => {
    const admin = stack.demoAccounts.find((account) => account.role === 'Admin');
    if (!admin) throw new Error('no demo admin');
    const token = await loginAs(stack.apiUrl, admin);
    const authorize = async (origin: string) => {
      const event = buildEvent(
        {
          method: 'GET',
          url: new URL('http://api.local/api/user'),
          headers: { authorization: `Bearer ${token}`, [ORIGIN_HEADER]: origin },
          body: Buffer.alloc(0),
          sourceIp: '198.51.100.60',
        },
        'GET /api/user',
        {},
      );
      const result = await authorizer({ ...event, type: 'REQUEST' } as unknown as Parameters<
        typeof authorizer
      >[0]);
      return result.isAuthorized;
    };
    expect(await authorize(values.previous)).toBe(true);
    expect(await authorize(values.current)).toBe(true);
    for (const origin of guesses()) expect(await authorize(origin)).toBe(false);
  });
});
