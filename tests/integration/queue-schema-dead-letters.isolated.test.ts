import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadLetterQueueUrl, queueUrl } from '../../functions/lib/env';
import { handler as deadMail } from '../../functions/mail/dead-letter-handler';
import { handler as mailWorker } from '../../functions/mail/worker-handler';
import { localAwsEnvironment } from '../../infra/local/aws-env';
import { pollQueueOnce } from '../../infra/local/background';
import { type Emulators, startEmulators } from '../../infra/local/emulators';
import { provision } from '../../infra/local/provision';

/*
 * The stand-ins and the queues as `npm start` makes them (the mail queue: 20 receives before its
 * redrive), without the background pollers, so the test plays Lambda's event source itself: it
 * alone receives from the queue and from its dead-letter queue.
 */
describe('a queue message that fails its schema', () => {
  let dataDir: string;
  let emulators: Emulators;
  let sqs: SQSClient;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'campus-dead-letters-'));
    emulators = await startEmulators(dataDir, { dynamodb: 0, s3: 0, sqs: 0, ses: 0, rdsdata: 0 });
    Object.assign(process.env, localAwsEnvironment(emulators.endpoints));
    Object.assign(process.env, await provision());
    sqs = new SQSClient({});
  });
  afterAll(async () => {
    sqs?.destroy();
    await emulators?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const count = async (url: string) => {
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: url,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return (
      Number(Attributes?.ApproximateNumberOfMessages) +
      Number(Attributes?.ApproximateNumberOfMessagesNotVisible)
    );
  };

  it('goes to the dead-letter queue on its first receive, is taken off its queue, and the dead-letter function lets it go', async () => {
    const bad = ['{"mailId":"not-an-id"}', 'not json'];
    for (const body of bad)
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl('mail'), MessageBody: body }));
    let received = 0;
    for (let round = 0; round < 5 && received < bad.length; round++)
      received += await pollQueueOnce(
        sqs,
        queueUrl('mail'),
        10,
        mailWorker as (event: SQSEvent) => Promise<unknown>,
      );
    expect(received).toBe(bad.length);
    // Not in flight, waiting for 19 more receives: acknowledged, and in the dead-letter queue.
    expect(await count(queueUrl('mail'))).toBe(0);
    expect(await count(deadLetterQueueUrl('mail'))).toBe(bad.length);

    const dead: string[] = [];
    const deadLetters = async (event: SQSEvent) => {
      dead.push(...event.Records.map((record) => record.body));
      return deadMail(event);
    };
    for (let round = 0; round < 5 && dead.length < bad.length; round++)
      await pollQueueOnce(sqs, deadLetterQueueUrl('mail'), 10, deadLetters);
    expect(dead.sort()).toEqual([...bad].sort());
    expect(await count(deadLetterQueueUrl('mail'))).toBe(0);
  });
});
