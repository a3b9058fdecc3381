import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/schemas/chat';
import type { UndeliveredPage } from '#shared/schemas/contact';
import type { Post } from '#shared/schemas/forum';
import type { Task } from '#shared/schemas/gpt';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { bucketName, tableName } from '../../functions/lib/env';
import { RETENTION_DAYS_DEFAULTS } from '../../functions/lib/retention';
import { MEDIA_CACHE_CONTROL } from '../../functions/uploads/buckets';
import { adminSession } from '../support/admin-session';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { pngImage } from '../support/images';
import { madeAccount, tokenOf } from '../support/made-accounts';
import { signedInStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';
import { traces, uploadThroughApi } from '../support/uploads';

const DAY = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const put = (table: 'chatMessages' | 'contactMessages' | 'gptTasks', item: Record<string, unknown>) =>
  dynamo().send(new PutCommand({ TableName: tableName(table), Item: item }));

describe('deleted means deleted', () => {
  let stack: TestStack;
  let alumnus: string;
  let student: { token: string; userId: string };
  beforeAll(async () => {
    ({ stack } = await signedInStack());
    // Accounts of their own: posting allowances and task lists start empty.
    const password = 'a long test passphrase';
    const alumni = await madeAccount('Alumni', password);
    alumnus = await tokenOf(stack.apiUrl, alumni, password);
    const account = await madeAccount('Student', password);
    student = { token: await tokenOf(stack.apiUrl, account, password), userId: account.userId };
  });

  const uploadImage = () =>
    uploadThroughApi(stack.apiUrl, alumnus, {
      kind: 'forumImage',
      name: 'hall.png',
      type: 'image/png',
      bytes: pngImage(6, 4, [20, 120, 40]),
    });
  const publish = async (imageFileId: string) => {
    const made = await call(stack.apiUrl, 'POST', '/api/forum/post', {
      token: alumnus,
      body: {
        heading: `Shared ${randomUUID().slice(0, 6)}`,
        body: 'b',
        date: '2027-03-01T10:00',
        imageFileId,
      },
    });
    expect(made.status).toBe(201);
    return (made.body.post as Post)._id;
  };
  const remove = (id: string) => call(stack.apiUrl, 'DELETE', `/api/forum/post/${id}`, { token: alumnus });
  const served = (fileId: string) =>
    fetch(`${stack.endpoints.s3}/${bucketName('media')}/media/forumImage/${fileId}`).then((r) => r.status);

  it('stores public files with a five-minute Cache-Control, so a deleted one leaves every cache soon', async () => {
    const image = await uploadImage();
    expect(image.confirm?.status).toBe(200);
    const s3 = new S3Client({ forcePathStyle: true });
    try {
      const head = await s3.send(
        new HeadObjectCommand({ Bucket: bucketName('media'), Key: `media/forumImage/${image.fileId}` }),
      );
      expect(head.CacheControl).toBe(MEDIA_CACHE_CONTROL);
      expect(MEDIA_CACHE_CONTROL).toBe('public, max-age=300');
    } finally {
      s3.destroy();
    }
  });

  it('keeps an image two posts show until the second post goes', async () => {
    const { fileId = '' } = await uploadImage();
    const first = await publish(fileId);
    const second = await publish(fileId);
    expect((await remove(first)).status).toBe(200);
    expect(await served(fileId)).toBe(200);
    expect((await traces(fileId)).recorded).toBe(true);
    expect((await remove(second)).status).toBe(200);
    expect(await served(fileId)).toBe(404);
    expect(await traces(fileId)).toEqual({ keys: [], recorded: false });
  });

  it('removes a shared image exactly once when its posts are deleted at the same time', async () => {
    const { fileId = '' } = await uploadImage();
    const posts = [await publish(fileId), await publish(fileId), await publish(fileId)];
    const answers = await Promise.all(posts.map(remove));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await served(fileId)).toBe(404);
    expect(await traces(fileId)).toEqual({ keys: [], recorded: false });
  });

  it('stamps new chat messages, contact messages and GPT tasks with the end of their retention', async () => {
    const text = `Retention ${randomUUID()}`;
    expect(
      (await call(stack.apiUrl, 'POST', '/api/messages', { token: student.token, body: { message: text } }))
        .status,
    ).toBe(201);
    const yourMess = `Retention ${randomUUID()}`;
    const mail = {
      firstName: 'Ria',
      lastName: 'Shah',
      email: 'ria@example.org',
      phoneNo: '+91 98765 43210',
      yourMess,
    };
    expect(
      (await call(stack.apiUrl, 'POST', '/api/send-mail', { body: mail, from: newVisitor() })).status,
    ).toBe(200);
    const query = `Retention ${randomUUID()}`;
    expect(
      (await call(stack.apiUrl, 'POST', '/api/personalizedgpt', { token: student.token, body: { query } }))
        .status,
    ).toBe(202);
    const expiry = async (
      table: 'chatMessages' | 'contactMessages' | 'gptTasks',
      match: (item: Record<string, unknown>) => boolean,
    ) => (await scanTable(table)).find(match)?.expiresAt as number;
    const near = (days: number) => expect.closeTo(nowSeconds() + days * DAY, -2); // within 50 s
    expect(await expiry('chatMessages', (item) => item.text === text)).toEqual(
      near(RETENTION_DAYS_DEFAULTS.chat),
    );
    expect(await expiry('contactMessages', (item) => item.yourMess === yourMess)).toEqual(
      near(RETENTION_DAYS_DEFAULTS.contact),
    );
    expect(await expiry('gptTasks', (item) => item.query === query)).toEqual(
      near(RETENTION_DAYS_DEFAULTS.gptTasks),
    );
  });

  it('never shows a chat message past its expiry, though DynamoDB has not deleted it yet', async () => {
    const before = (await call(stack.apiUrl, 'GET', '/api/messages', { token: student.token })).body
      .messages as ChatMessage[];
    const after = before.at(-1)?.cursor;
    const sentAt = new Date().toISOString();
    for (const [text, expiresAt] of [
      [`expired ${randomUUID()}`, nowSeconds() - 60],
      [`kept ${randomUUID()}`, nowSeconds() + DAY],
    ] as const) {
      const id = randomUUID();
      await put('chatMessages', {
        room: 'community',
        position: `${sentAt}#${id}`,
        id,
        text,
        sender: 'Old',
        senderId: 'x',
        sentAt,
        expiresAt,
      });
    }
    const path = `/api/messages${after ? `?after=${encodeURIComponent(after)}` : ''}`;
    const texts = (
      (await call(stack.apiUrl, 'GET', path, { token: student.token })).body.messages as ChatMessage[]
    ).map((message) => message.text);
    expect(texts.some((text) => text.startsWith('kept '))).toBe(true);
    expect(texts.some((text) => text.startsWith('expired '))).toBe(false);
  });

  describe('as the Admin', () => {
    const session = adminSession();
    it('never lists a given-up contact message past its expiry', async () => {
      const token = session.admin;
      const createdAt = new Date().toISOString();
      const base = {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.org',
        phoneNo: '1',
        status: 'failed',
        gaveUp: 'yes',
        createdAt,
        gaveUpAt: createdAt,
      };
      const expired = randomUUID();
      const kept = randomUUID();
      await put('contactMessages', {
        ...base,
        messageId: expired,
        yourMess: 'old',
        expiresAt: nowSeconds() - 60,
      });
      await put('contactMessages', {
        ...base,
        messageId: kept,
        yourMess: 'new',
        expiresAt: nowSeconds() + DAY,
      });
      const page = (await call(stack.apiUrl, 'GET', '/api/admin/contact-messages', { token }))
        .body as unknown as UndeliveredPage;
      const ids = page.messages.map((message) => message.messageId);
      expect(ids).toContain(kept);
      expect(ids).not.toContain(expired);
    });
  });

  it('never lists or answers a GPT task past its expiry', async () => {
    const createdAt = new Date().toISOString();
    const expired = randomUUID();
    const kept = randomUUID();
    const base = { ownerId: student.userId, query: 'q', status: 'completed', response: 'r', createdAt };
    await put('gptTasks', { ...base, taskId: expired, expiresAt: nowSeconds() - 60 });
    await put('gptTasks', { ...base, taskId: kept, expiresAt: nowSeconds() + DAY });
    const listed = (await call(stack.apiUrl, 'GET', '/api/personalizedgpt', { token: student.token })).body
      .tasks as Task[];
    expect(listed.map((task) => task.taskId)).toContain(kept);
    expect(listed.map((task) => task.taskId)).not.toContain(expired);
    const status = (id: string) =>
      call(stack.apiUrl, 'GET', `/api/personalizedgpt/status/${id}`, { token: student.token });
    expect((await status(kept)).status).toBe(200);
    expect((await status(expired)).status).toBe(404);
  });
});
