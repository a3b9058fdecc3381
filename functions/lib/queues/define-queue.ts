import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod';
import { sqs } from '../clients/sqs';
import { logger } from '../logger';
import { DelayedRetry, retryAfter } from '../retry-after';
import type { QueueFunctionSpec } from './queue-functions';

/*
 * One queue-driven job from one definition: its message, its consumer's timeout and the numbers
 * drawn from it, its sender, its consumer and its dead-letter handler, with their Lambdas and who
 * sends. QUEUES (the stacks' queues), the registry's entries and send grants and each lease's stale
 * time read the definition, so a queue's numbers and functions are written once (decision 62).
 */
export interface QueueSpec<
  S extends z.ZodType,
  C extends QueueFunctionSpec,
  D extends QueueFunctionSpec | undefined,
  F extends readonly string[],
> {
  readonly envVar: string;
  /* What a message holds: it names its item only; the item holds the rest. */
  readonly message: S;
  /* The consumer function's Lambda timeout. */
  readonly consumerTimeoutSeconds: number;
  /* Receives before SQS's redrive moves a message to the dead-letter queue. */
  readonly maxReceiveCount: number;
  /* The wait before a failed try comes back, by its receive count; the queue's visibility without it. */
  readonly retryDelaySeconds?: (receiveCount: number) => number;
  /** Its consumer's Lambda, in the registry as `id` (queue-functions.ts). */
  readonly consumerFunction: C;
  /** The Lambda its dead-letter queue feeds, where one marks the message's item failed. */
  readonly deadLetterFunction?: D;
  /** The registry's functions that send to it (an endpoint group or a background function's id). */
  readonly sentBy: F;
}

/*
 * A message comes back only after the visibility timeout, which AWS advises be six times the
 * consumer's timeout (retries of the event source's poller included).
 */
const VISIBILITY_PER_TIMEOUT = 6;
/*
 * A lease older than its function's timeout was left by a holder Lambda has ended; the minute
 * beyond covers clocks and the claim's own time.
 */
const LEASE_MARGIN_SECONDS = 60;

type Handle<M> = (message: M, record: SQSRecord) => Promise<void>;

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export function defineQueue<
  Q extends string,
  S extends z.ZodType,
  const C extends QueueFunctionSpec,
  const F extends readonly string[],
  const D extends QueueFunctionSpec | undefined = undefined,
>(id: Q, spec: QueueSpec<S, C, D, F>) {
  type Message = z.infer<S>;
  const deadLetterEnvVar = spec.envVar.replace(/_URL$/, '_DEAD_LETTER_URL');
  const parse = (body: string) => spec.message.safeParse(safeJson(body));
  const body = (message: Message): string => JSON.stringify(spec.message.parse(message));

  /*
   * The consumer's retry wiring: a DelayedRetry sets its own wait, any other failure the queue's
   * retryDelaySeconds. Setting the message's visibility needs the queue's URL, which the trigger
   * gives its consumer (infra/constructs/background-functions.ts), as it gives the dead-letter
   * queue's.
   */
  const retry = async (record: SQSRecord, error: unknown) => {
    const receives = Number(record.attributes.ApproximateReceiveCount ?? 1);
    const seconds = error instanceof DelayedRetry ? error.delaySeconds : spec.retryDelaySeconds?.(receives);
    if (seconds === undefined) return;
    const url = process.env[spec.envVar];
    if (url) await retryAfter(url, record, seconds);
    else logger.warn(`Missing environment variable ${spec.envVar}: the queue's own wait stands`);
  };

  return {
    id,
    envVar: spec.envVar,
    deadLetterEnvVar,
    message: spec.message,
    consumerTimeoutSeconds: spec.consumerTimeoutSeconds,
    maxReceiveCount: spec.maxReceiveCount,
    visibilityTimeoutSeconds: VISIBILITY_PER_TIMEOUT * spec.consumerTimeoutSeconds,
    /* How old a claim's lease must be before another delivery may take its item over. */
    leaseStaleAfterMs: (spec.consumerTimeoutSeconds + LEASE_MARGIN_SECONDS) * 1000,
    consumerFunction: spec.consumerFunction,
    deadLetterFunction: spec.deadLetterFunction as D,
    sentBy: spec.sentBy,

    /** A message's body, checked against the queue's schema as it is written. */
    body,

    /**
     * The queue's sender. The caller names the URL (`() => queueUrl('mail')`), so the grants
     * test reads which queue its function sends to.
     */
    sender(url: () => string) {
      return async (message: Message, options: { readonly delaySeconds?: number } = {}) => {
        await sqs().send(
          new SendMessageCommand({
            QueueUrl: url(),
            MessageBody: body(message),
            DelaySeconds: options.delaySeconds,
          }),
        );
      };
    },

    /** Many messages, 10 a send (SQS's cap), asking again for what a send hands back. */
    batchSender(url: () => string) {
      return async (messages: readonly Message[]) => {
        for (let start = 0; start < messages.length; start += 10) {
          let entries = messages
            .slice(start, start + 10)
            .map((message, index) => ({ Id: String(index), MessageBody: body(message) }));
          for (let tries = 0; entries.length > 0; tries++) {
            if (tries === 5) throw new Error(`The ${id} queue refused a batch five times`);
            const answer = await sqs().send(
              new SendMessageBatchCommand({ QueueUrl: url(), Entries: entries }),
            );
            const failed = new Set((answer.Failed ?? []).map((failure) => failure.Id));
            entries = entries.filter((entry) => failed.has(entry.Id));
          }
        }
      };
    },

    /**
     * The handler of the queue's consumer: each record's body is parsed by the queue's schema
     * first, and `handle` gets the message and its record; a record it fails fails alone
     * (Powertools' partial batch response) and comes back after its retry delay. A record that
     * does not parse would fail every try: it is sent to the dead-letter queue at once, since SQS's
     * redrive moves a message only after maxReceiveCount receives, and then acknowledged. If that
     * send fails, the record fails and comes back, as any other. (Not Powertools' batch parser: its parser package imports zod
     * whole, which takes a consumer's bundle past its budget; decision 33.)
     */
    consumer(handle: Handle<Message>): (event: SQSEvent) => Promise<unknown> {
      const processor = new BatchProcessor(EventType.SQS);
      const recordHandler = async (record: SQSRecord): Promise<void> => {
        const parsed = parse(record.body);
        if (!parsed.success) {
          const deadLetters = process.env[deadLetterEnvVar];
          if (!deadLetters) throw new Error(`Missing environment variable ${deadLetterEnvVar}`);
          await sqs().send(new SendMessageCommand({ QueueUrl: deadLetters, MessageBody: record.body }));
          logger.error(`A ${id} message that does not parse, sent to its dead-letter queue`, {
            messageId: record.messageId,
          });
          return;
        }
        try {
          await handle(parsed.data as Message, record);
        } catch (error) {
          await retry(record, error);
          throw error;
        }
      };
      return (event) => processPartialResponse(event, recordHandler, processor);
    },

    /**
     * The handler of the queue's dead-letter queue: `fail` marks the message's item failed. A
     * message that does not parse has nothing to fail; it is logged and let go.
     */
    deadLetters(
      what: string,
      fail: (message: Message) => Promise<unknown>,
    ): (event: SQSEvent) => Promise<unknown> {
      const processor = new BatchProcessor(EventType.SQS);
      const recordHandler = async (record: SQSRecord): Promise<void> => {
        const parsed = parse(record.body);
        if (!parsed.success) {
          logger.error(`A dead ${what} message that names no item`, { messageId: record.messageId });
          return;
        }
        logger.appendKeys(parsed.data as Record<string, unknown>);
        await fail(parsed.data as Message);
      };
      return (event) => processPartialResponse(event, recordHandler, processor);
    },
  };
}

export type QueueDefinition = ReturnType<typeof defineQueue>;
