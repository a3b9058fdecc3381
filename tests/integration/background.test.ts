import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_FUNCTIONS } from '../../functions/registry';
import { pollQueueOnce } from '../../infra/local/background';
import { sharedStack } from '../support/shared-stack';

/* The SQS stand-in has no Lambda trigger; the local runtime's poller plays Lambda's event source. */
describe('background functions locally', () => {
  let sqs: SQSClient;
  beforeAll(async () => {
    await sharedStack();
    sqs = new SQSClient({});
  });
  afterAll(async () => {
    sqs?.destroy();
  });

  it('lists each with an entry under functions/ and a schedule, a queue or a dead-letter queue', () => {
    for (const definition of Object.values(BACKGROUND_FUNCTIONS)) {
      expect(definition.entry).toMatch(/^functions\/.+\.ts$/);
      expect(['schedule', 'queue', 'deadLetters']).toContain(definition.trigger.kind);
    }
  });

  it('hands queued messages to the handler and deletes all but those it reports failed', async () => {
    // A queue of this test's own, with a visibility timeout long enough to outlast the test.
    const created = await sqs.send(
      new CreateQueueCommand({
        QueueName: `poller-test-${Date.now()}`,
        Attributes: { VisibilityTimeout: '180' },
      }),
    );
    const url = created.QueueUrl ?? '';
    for (const body of ['first', 'second', 'fails']) {
      await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: body }));
    }
    const seen: string[] = [];
    const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
      seen.push(...event.Records.map((record) => record.body));
      return {
        batchItemFailures: event.Records.filter((record) => record.body === 'fails').map((record) => ({
          itemIdentifier: record.messageId,
        })),
      };
    };
    let received = 0;
    for (let round = 0; round < 5 && received < 3; round++)
      received += await pollQueueOnce(sqs, url, 10, handler);
    expect(seen.sort()).toEqual(['fails', 'first', 'second']);
    // Only the failed message is still in flight (waiting out its visibility timeout); the two
    // handled ones were deleted, or they would count here too.
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: url,
        AttributeNames: ['ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    expect(Attributes?.ApproximateNumberOfMessagesNotVisible).toBe('1');
  });
});
