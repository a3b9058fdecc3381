import { randomUUID } from 'node:crypto';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { deadLetterQueueEnvVar, QUEUE_DEFINITIONS, QUEUES } from '../resources/queues';

/* The groups' own queues (decision 63), as every stack and runtime gathers them. */
const {
  gptIngest: gptIngestQueue,
  gptTasks: gptTasksQueue,
  mail: mailQueue,
  rosterImports: rosterImportsQueue,
} = QUEUE_DEFINITIONS;

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
    expect(JSON.parse(mailQueue.body({ mailId }))).toEqual({ mailId });
    expect(() => mailQueue.body({ mailId: 'not-an-id' })).toThrow();
    const fileId = randomUUID();
    expect(JSON.parse(gptIngestQueue.body({ fileId }))).toEqual({ fileId });
  });

  // A record that does not parse goes to the dead-letter queue: queue-schema-dead-letters.isolated.test.ts.
  it('hands the consumer each parsed message; a record it fails fails alone', async () => {
    const seen: string[] = [];
    const failing = randomUUID();
    const handler = rosterImportsQueue.consumer(async ({ jobId }, received) => {
      expect(received.receiptHandle).toBe('handle');
      if (jobId === failing) throw new Error('this try failed');
      seen.push(jobId);
    });
    const good = randomUUID();
    const records = [
      record(rosterImportsQueue.body({ jobId: good })),
      record(rosterImportsQueue.body({ jobId: failing })),
    ];
    const answer = await handler({ Records: records } satisfies SQSEvent);
    expect(seen).toEqual([good]);
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: records[1]?.messageId }] });
  });

  it('fails a dead message’s item, and lets go of one that names none', async () => {
    const failed: string[] = [];
    const handler = gptTasksQueue.deadLetters('GPT', async ({ taskId }) => failed.push(taskId));
    const taskId = randomUUID();
    const answer = await handler({
      Records: [record(gptTasksQueue.body({ taskId })), record('{"jobId":"x"}')],
    });
    expect(failed).toEqual([taskId]);
    expect(answer).toEqual({ batchItemFailures: [] });
  });
});

describe('a queue’s numbers', () => {
  it('draw the visibility timeout and the lease’s stale time from the consumer’s timeout, as deployed', () => {
    expect(QUEUES).toEqual({
      gptTasks: { envVar: 'GPT_TASKS_QUEUE_URL', visibilityTimeoutSeconds: 180, maxReceiveCount: 3 },
      rosterImports: {
        envVar: 'ROSTER_IMPORTS_QUEUE_URL',
        visibilityTimeoutSeconds: 1800,
        maxReceiveCount: 3,
      },
      timetableImports: {
        envVar: 'TIMETABLE_IMPORTS_QUEUE_URL',
        visibilityTimeoutSeconds: 1800,
        maxReceiveCount: 3,
      },
      mail: { envVar: 'MAIL_QUEUE_URL', visibilityTimeoutSeconds: 180, maxReceiveCount: 20 },
      gptIngest: { envVar: 'GPT_INGEST_QUEUE_URL', visibilityTimeoutSeconds: 1800, maxReceiveCount: 3 },
    });
    expect(mailQueue.leaseStaleAfterMs).toBe(90_000);
    expect(rosterImportsQueue.leaseStaleAfterMs).toBe(360_000);
    expect(deadLetterQueueEnvVar('mail')).toBe('MAIL_QUEUE_DEAD_LETTER_URL');
  });
});
