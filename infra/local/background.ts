import { pathToFileURL } from 'node:url';
import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { queueUrl } from '../../functions/lib/env';
import { deadLetterQueueEnvVar, type QueueId } from '../../functions/lib/resources/queues';
import { BACKGROUND_FUNCTIONS, type BackgroundFunction } from '../../functions/registry';
import { entryPath } from '../definitions/functions';

type Handler = (event: unknown) => Promise<unknown>;

const load = async (entry: string): Promise<Handler> =>
  ((await import(pathToFileURL(entryPath(entry)).href)) as { handler: Handler }).handler;

const toRecord = (message: {
  MessageId?: string;
  ReceiptHandle?: string;
  Body?: string;
  Attributes?: Record<string, string>;
}): SQSRecord =>
  ({
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    // The system attributes Lambda passes (workers read the try's number to set a failed try's
    // wait); the stand-in may leave some out.
    attributes: {
      ApproximateReceiveCount: message.Attributes?.ApproximateReceiveCount ?? '1',
      ApproximateFirstReceiveTimestamp:
        message.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      SenderId: message.Attributes?.SenderId ?? 'local',
      SentTimestamp: message.Attributes?.SentTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: '',
    awsRegion: process.env.AWS_REGION ?? 'us-east-1',
  }) as SQSRecord;

/**
 * What Lambda's SQS event source does, for the local SQS stand-in (which has no Lambda trigger):
 * receive a batch, hand it to the handler, delete what it did not report as failed. A failed
 * message becomes visible again after the queue's visibility timeout, as on AWS.
 */
export async function pollQueueOnce(
  client: SQSClient,
  url: string,
  batchSize: number,
  handler: (event: SQSEvent) => Promise<unknown>,
): Promise<number> {
  const receive = async (most: number, waitSeconds: number) =>
    (
      await client.send(
        new ReceiveMessageCommand({
          QueueUrl: url,
          MaxNumberOfMessages: most,
          WaitTimeSeconds: waitSeconds,
          MessageSystemAttributeNames: ['All'],
        }),
      )
    ).Messages ?? [];
  // SQS ends a long poll as soon as a message arrives; the stand-in only once it holds as many as
  // asked for, so a lone message waited out the whole second. The poll asks for one, then takes
  // what else is there at once, up to the batch.
  const first = await receive(1, 1);
  if (first.length === 0) return 0;
  const messages = batchSize > 1 ? [...first, ...(await receive(batchSize - 1, 0))] : first;
  let failed = new Set<string>();
  try {
    const result = (await handler({ Records: messages.map(toRecord) })) as SQSBatchResponse | undefined;
    failed = new Set(result?.batchItemFailures?.map((failure) => failure.itemIdentifier) ?? []);
  } catch (error) {
    console.error('Background function failed; the batch will be received again', error);
    return messages.length;
  }
  const done = messages.filter((message) => message.MessageId && !failed.has(message.MessageId));
  if (done.length > 0) {
    await client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: url,
        Entries: done.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle })),
      }),
    );
  }
  return messages.length;
}

function startSchedule(
  id: string,
  definition: BackgroundFunction,
  everyMinutes: number,
): () => Promise<void> {
  // Loaded once, now, as a poller loads its handler: a first tick minutes later would load the
  // module then, which in a test run may fall after the test environment was torn down.
  const loaded = load(definition.entry);
  loaded.catch((error: unknown) => console.error(`Background function ${id} did not load`, error));
  const timer = setInterval(() => {
    loaded
      .then((handler) => handler({}))
      .catch((error: unknown) => console.error(`Background function ${id} failed`, error));
  }, everyMinutes * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await loaded.catch(() => undefined);
  };
}

function startPoller(
  id: string,
  definition: BackgroundFunction,
  queue: string,
  batchSize: number,
): () => Promise<void> {
  const client = new SQSClient({});
  let running = true;
  const loop = async () => {
    const handler = await load(definition.entry);
    while (running) {
      await pollQueueOnce(client, queue, batchSize, handler).catch(async (error: unknown) => {
        if (!running) return;
        console.error(`Polling for ${id} failed`, error);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      });
    }
  };
  const done = loop().catch((error: unknown) => console.error(`Polling for ${id} stopped`, error));
  // Stopping waits for the loop (a receive waits at most a second), so nothing it started, such as
  // loading the handler, is still running once the stack says it has stopped.
  return async () => {
    running = false;
    await done;
    client.destroy();
  };
}

function triggerQueueUrl(trigger: { kind: 'queue' | 'deadLetters'; queue: QueueId }): string {
  if (trigger.kind === 'queue') return queueUrl(trigger.queue);
  const url = process.env[deadLetterQueueEnvVar(trigger.queue)];
  if (!url) throw new Error(`No dead-letter queue was provisioned for ${trigger.queue}`);
  return url;
}

/** Runs the background list locally: schedules on timers, queue functions through a poller. */
export function startBackgroundFunctions(): () => Promise<void> {
  const stops: (() => Promise<void>)[] = [];
  for (const [id, definition] of Object.entries(BACKGROUND_FUNCTIONS) as [string, BackgroundFunction][]) {
    const { trigger } = definition;
    stops.push(
      trigger.kind === 'schedule'
        ? startSchedule(id, definition, trigger.localEveryMinutes)
        : startPoller(id, definition, triggerQueueUrl(trigger), trigger.batchSize),
    );
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
