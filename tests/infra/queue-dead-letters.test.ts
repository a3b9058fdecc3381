import { describe, expect, it } from 'vitest';
import { deadLetterQueueEnvVar } from '../../functions/lib/resources/queues';
import { BACKGROUND_FUNCTIONS } from '../../functions/registry';
import { campusSynth } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown> }>;
type Statement = { Action: string | string[]; Resource: unknown };

/*
 * A message that fails its schema is sent to its dead-letter queue by the consumer
 * (functions/lib/queues/define-queue.ts): each queue's consumer needs that queue's address and
 * SendMessage on it, and nothing else gets either.
 */
describe("queue consumers send what fails its schema to the queue's dead-letter queue", () => {
  it("gives each queue's consumer its own dead-letter queue's address and SendMessage on it alone", () => {
    const { api } = campusSynth();
    const functions = Object.entries(api.findResources('AWS::Lambda::Function') as Resources);
    const policies = Object.values(api.findResources('AWS::IAM::Policy') as Resources).map((policy) => ({
      roles: JSON.stringify(policy.Properties.Roles),
      statements: (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    }));
    const sendsToDeadLetters = (statement: Statement) =>
      [statement.Action].flat().includes('sqs:SendMessage') &&
      JSON.stringify(statement.Resource).includes('DeadLetterQueue');

    let consumers = 0;
    for (const definition of Object.values(BACKGROUND_FUNCTIONS)) {
      const found = functions.find(([, fn]) => fn.Properties.Description === definition.description);
      expect(found, definition.description).toBeDefined();
      const [, fn] = found ?? ['', { Properties: {} }];
      const variables =
        (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
      const role = JSON.stringify(fn.Properties.Role).match(/"(\w+Role\w*)"/)?.[1] ?? '';
      const granted = policies
        .filter((policy) => role !== '' && policy.roles.includes(role))
        .flatMap((policy) => policy.statements.filter(sendsToDeadLetters));
      const { trigger } = definition;
      if (trigger.kind === 'queue') {
        consumers++;
        const deadLetters = new RegExp(`${trigger.queue}DeadLetterQueue`);
        expect(JSON.stringify(variables[deadLetterQueueEnvVar(trigger.queue)])).toMatch(deadLetters);
        expect(granted).toHaveLength(1);
        expect(JSON.stringify(granted[0]?.Resource)).toMatch(deadLetters);
      } else {
        expect(Object.keys(variables).filter((name) => name.endsWith('_DEAD_LETTER_URL'))).toEqual([]);
        expect(granted).toEqual([]);
      }
    }
    expect(consumers).toBeGreaterThan(0);
  });
});
