import { randomUUID } from 'node:crypto';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { deadLetterHandler, messageBody, queueConsumer } from './queue-messages';

/* A record as Lambda's SQS event source passes it. */
const record = (body: string): SQSRecord => ({
  messageId: randomUUID(),
  receiptHandle: 'handle',
  body,
  attributes: {
    ApproximateReceiveCount: '1',
    ApproximateFirstReceiveTimestamp: '1795788451001',
    SenderId: 'sender',
    SentTimestamp: '1795788451000',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:ap-south-1:123456789012:mail',
  awsRegion: 'ap-south-1',
});

describe('queue messages', () => {
  it('writes a body only in its queue’s shape', () => {
    const mailId = randomUUID();
    expect(JSON.parse(messageBody('mail', { mailId }))).toEqual({ mailId });
    expect(() => messageBody('mail', { mailId: 'not-an-id' })).toThrow();
    const fileId = randomUUID();
    expect(JSON.parse(messageBody('gptIngest', { fileId }))).toEqual({ fileId });
  });

  // A record that does not parse goes to the dead-letter queue: queue-schema-dead-letters.isolated.test.ts.
  it('hands the consumer each parsed message; a record it fails fails alone', async () => {
    const seen: string[] = [];
    const failing = randomUUID();
    const handler = queueConsumer('rosterImports', async ({ jobId }, received) => {
      expect(received.receiptHandle).toBe('handle');
      if (jobId === failing) throw new Error('this try failed');
      seen.push(jobId);
    });
    const good = randomUUID();
    const records = [
      record(messageBody('rosterImports', { jobId: good })),
      record(messageBody('rosterImports', { jobId: failing })),
    ];
    const answer = await handler({ Records: records } satisfies SQSEvent);
    expect(seen).toEqual([good]);
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: records[1]?.messageId }] });
  });

  it('fails a dead message’s item, and lets go of one that names none', async () => {
    const failed: string[] = [];
    const handler = deadLetterHandler('gptTasks', 'GPT', async ({ taskId }) => failed.push(taskId));
    const taskId = randomUUID();
    const answer = await handler({
      Records: [record(messageBody('gptTasks', { taskId })), record('{"jobId":"x"}')],
    });
    expect(failed).toEqual([taskId]);
    expect(answer).toEqual({ batchItemFailures: [] });
  });
});
