import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALUMNI_POSTS_PER_DAY, FORUM_MESSAGES } from '#shared/constants/forum-messages';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf } from '../support/confirm-email';
import { sharedStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';

describe('alumni posting: a confirmed email, and a bounded number of posts a day', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  /* A new Alumni account, confirmed and signed in. */
  async function alumnus(): Promise<{ email: string; token: string }> {
    const email = `poster-${randomUUID()}@example.org`;
    const password = 'an alumni passphrase';
    const body = {
      firstName: 'Vik',
      lastName: 'Rao',
      email,
      password,
      birthDate: '1985-05-05',
      role: 'Alumni',
    };
    expect((await call(stack.apiUrl, 'POST', '/api/signup', { body, from: newVisitor() })).status).toBe(201);
    await confirmEmailOf(stack, email);
    const login = await call(stack.apiUrl, 'POST', '/api/login', {
      body: { email, password, role: 'Alumni' },
      from: newVisitor(),
    });
    expect(login.status).toBe(200);
    return { email, token: login.body.token as string };
  }
  const publish = (token: string, heading: string, extra: Record<string, unknown> = {}) =>
    call(stack.apiUrl, 'POST', '/api/forum/post', {
      token,
      body: { heading, body: 'Cheap watches, click here', date: '2027-04-01T10:00', ...extra },
    });
  const storedWith = async (tag: string) =>
    (await scanTable('forumPosts')).filter((item) => String(item.heading).includes(tag));

  it(`stores ${ALUMNI_POSTS_PER_DAY} of 40 parallel spam posts from one account and refuses the rest with a message`, async () => {
    const spammer = await alumnus();
    const tag = randomUUID();
    // A post refused for its own reason (an image never uploaded) uses none of the day's posts.
    const refused = await publish(spammer.token, `Refused ${tag}`, { imageFileId: randomUUID() });
    expect(refused.body.msg).toBe(FORUM_MESSAGES.imageNotReady);

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => publish(spammer.token, `Spam ${tag} ${i}`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(ALUMNI_POSTS_PER_DAY);
    const turnedAway = answers.filter((answer) => answer.status !== 201);
    expect(turnedAway).toHaveLength(40 - ALUMNI_POSTS_PER_DAY);
    for (const answer of turnedAway) {
      expect(answer).toEqual({ status: 429, body: { msg: FORUM_MESSAGES.tooManyPostsToday } });
    }
    expect(await storedWith(tag)).toHaveLength(ALUMNI_POSTS_PER_DAY);
    expect((await publish(spammer.token, `Later ${tag}`)).status).toBe(429);

    // The bound is the account's own: another alumnus still posts.
    const neighbour = await alumnus();
    expect((await publish(neighbour.token, `Neighbour ${tag}`)).status).toBe(201);
  });

  it('refuses a post, and stores nothing, from an account whose email is not confirmed', async () => {
    const poster = await alumnus();
    // Logging in needs a confirmed email; the rule holds on its own too, for an account stored
    // unconfirmed some other way.
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('users'),
        Key: { login: poster.email },
        UpdateExpression: 'SET emailConfirmed = :false',
        ExpressionAttributeValues: { ':false': false },
      }),
    );
    const tag = randomUUID();
    expect(await publish(poster.token, `Unconfirmed ${tag}`)).toEqual({
      status: 403,
      body: { msg: FORUM_MESSAGES.confirmEmailToPost },
    });
    expect(await storedWith(tag)).toEqual([]);
  });
});
