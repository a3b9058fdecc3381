import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineQueue } from './lib/queues/define-queue';
import { queueFunctions } from './lib/queues/queue-functions';
import { QUEUE_DEFINITIONS } from './lib/resources/queues';
import {
  API_FUNCTIONS,
  AUTHORIZER,
  BACKGROUND_FUNCTIONS,
  DEPLOY_FUNCTIONS,
  type FunctionDefinition,
  PAGE_FUNCTIONS,
} from './registry';

/*
 * A Lambda's entry is a file named handler.ts or <what>-handler.ts in its group. The registry names
 * entries as strings, so a handler it forgets compiles and deploys nothing: this test points at it.
 */
const projectDir = join(__dirname, '..');

function handlerFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return handlerFiles(path);
    return /(^|-)handler\.ts$/.test(name) ? [relative(projectDir, path)] : [];
  });
}

describe('the registry', () => {
  it('names every handler file as a Lambda entry, and no entry that is missing', () => {
    const entries = [
      ...Object.values(API_FUNCTIONS),
      AUTHORIZER,
      ...Object.values(BACKGROUND_FUNCTIONS),
      ...Object.values(DEPLOY_FUNCTIONS),
      ...Object.values(PAGE_FUNCTIONS),
    ].map((definition) => definition.entry);
    const files = handlerFiles(__dirname).filter((path) => !path.includes('/lib/'));
    expect(files.filter((file) => !entries.includes(file))).toEqual([]);
    expect(entries.filter((entry) => !files.includes(entry))).toEqual([]);
  });

  it('takes each queue’s consumer, dead-letter handler and senders from its definition alone', () => {
    const planted = defineQueue('planted', {
      envVar: 'PLANTED_QUEUE_URL',
      message: z.object({ jobId: z.uuid() }),
      consumerTimeoutSeconds: 60,
      maxReceiveCount: 3,
      consumerFunction: {
        id: 'plantedWorker',
        entry: 'functions/planted/worker-handler.ts',
        description: 'works',
        batchSize: 2,
        resources: { tables: { rooms: ['get'] } },
      },
      deadLetterFunction: {
        id: 'plantedDeadLetters',
        entry: 'functions/planted/dead-letter-handler.ts',
        description: 'fails',
        batchSize: 10,
        maxConcurrency: 3,
        resources: {},
      },
      sentBy: ['rooms'],
    });
    expect(queueFunctions({ planted })).toEqual({
      plantedWorker: {
        entry: 'functions/planted/worker-handler.ts',
        description: 'works',
        trigger: { kind: 'queue', queue: 'planted', batchSize: 2 },
        timeoutSeconds: 60,
        resources: { tables: { rooms: ['get'] } },
      },
      plantedDeadLetters: {
        entry: 'functions/planted/dead-letter-handler.ts',
        description: 'fails',
        trigger: { kind: 'deadLetters', queue: 'planted', batchSize: 10, maxConcurrency: 3 },
        resources: {},
      },
    });

    // The registry holds the same for every defined queue, and grants each sender its queue.
    const registered: Record<string, FunctionDefinition> = { ...API_FUNCTIONS, ...BACKGROUND_FUNCTIONS };
    for (const definition of Object.values(QUEUE_DEFINITIONS)) {
      for (const [id, given] of Object.entries(queueFunctions({ definition }))) {
        const { queues: _sends, ...own } = registered[id]?.resources ?? {};
        expect({ ...registered[id], resources: own }).toEqual(given);
      }
      for (const sender of definition.sentBy)
        expect(registered[sender]?.resources.queues, sender).toContain(definition.id);
    }
    const sends = Object.values(QUEUE_DEFINITIONS).flatMap(({ sentBy }) => sentBy);
    const granted = Object.values(registered).flatMap(({ resources }) => resources.queues ?? []);
    expect(granted).toHaveLength(sends.length);
  });
});
