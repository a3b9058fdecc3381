import { Duration, type Stack } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { deadLetterQueueEnvVar, QUEUES } from '../../functions/lib/resources/queues';
import {
  BACKGROUND_FUNCTIONS,
  type BackgroundFunction,
  type BackgroundFunctionId,
} from '../../functions/registry';
import { entryPath } from '../definitions/functions';
import { CampusFunction } from './campus-function';
import { type DataResources, grantResources } from './grant-resources';

/**
 * Every function of the background list, with its grants and its trigger: a schedule, a queue, or
 * a queue's dead-letter queue. A queue's trigger runs at most `maxConcurrency[id]` at once
 * (capacity-config.ts: queueConcurrency), so no burst of messages takes the account's concurrent
 * executions from the API functions.
 */
export function addBackgroundFunctions(
  stack: Stack,
  data: DataResources,
  maxConcurrency: Partial<Record<BackgroundFunctionId, number>>,
): IFunction[] {
  const made: IFunction[] = [];
  for (const [id, definition] of Object.entries(BACKGROUND_FUNCTIONS) as [
    BackgroundFunctionId,
    BackgroundFunction,
  ][]) {
    const fn = new CampusFunction(stack, `${id}Function`, {
      entry: entryPath(definition.entry),
      description: definition.description,
      memorySize: definition.resources.memorySize,
      dataFiles: definition.dataFiles,
      timeout:
        definition.timeoutSeconds === undefined ? undefined : Duration.seconds(definition.timeoutSeconds),
    }).function;
    grantResources(fn, definition.resources, data);
    made.push(fn);
    const { trigger } = definition;
    if (trigger.kind === 'schedule') {
      new Rule(stack, `${id}Schedule`, {
        description: definition.description,
        schedule: Schedule.rate(Duration.minutes(trigger.everyMinutes)),
        targets: [new LambdaFunction(fn)],
      });
    } else {
      const queue =
        trigger.kind === 'queue' ? data.queues[trigger.queue] : data.deadLetterQueues[trigger.queue];
      if (trigger.kind === 'queue') {
        // The consumer sets a failed message's wait on its queue (the event source grants that
        // change), and sends a message that fails its schema to the dead-letter queue itself
        // (define-queue.ts), not retried until the redrive takes it.
        fn.addEnvironment(QUEUES[trigger.queue].envVar, queue.queueUrl);
        const deadLetters = data.deadLetterQueues[trigger.queue];
        fn.addEnvironment(deadLetterQueueEnvVar(trigger.queue), deadLetters.queueUrl);
        deadLetters.grantSendMessages(fn);
      }
      // Partial batch failures: one bad message is retried (then dead-lettered) without its batch.
      fn.addEventSource(
        new SqsEventSource(queue, {
          batchSize: trigger.batchSize,
          reportBatchItemFailures: true,
          maxConcurrency: maxConcurrency[id],
        }),
      );
    }
  }
  return made;
}
