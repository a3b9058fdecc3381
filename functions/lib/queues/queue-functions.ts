import type { OwnResources } from '../resources/grants';

/*
 * The Lambdas a queue's definition gives the registry (decision 62): its consumer, triggered by the
 * queue, and the handler of its dead-letter queue. Their entries are drawn from the definition, so
 * a new queue-driven job writes no registry entry; registry.ts checks each against its shapes.
 */
export interface QueueFunctionSpec {
  /** Its key in the registry, which is its CDK construct id: renaming it replaces the Lambda. */
  readonly id: string;
  /** Its handler file, relative to the project root (registry.test.ts asks that it exists). */
  readonly entry: `functions/${string}handler.ts`;
  readonly description: string;
  readonly batchSize: number;
  /** Lambda runs at most this many at once for the queue (2 or more; 2 when not given). */
  readonly maxConcurrency?: number;
  /** Its own grants; its queue's it gets from its trigger, and sends from the queues' `sentBy`. */
  readonly resources: OwnResources;
  /** Folders of the project copied beside the bundle (`from` relative to the root, `to` in it). */
  readonly dataFiles?: readonly { readonly from: string; readonly to: string }[];
}

/** What of a definition this reads (define-queue.ts gives it). */
interface WithFunctions {
  readonly id: string;
  readonly consumerTimeoutSeconds: number;
  readonly consumerFunction: QueueFunctionSpec;
  readonly deadLetterFunction: QueueFunctionSpec | undefined;
}

type Placed = 'id' | 'batchSize' | 'maxConcurrency';
type TriggerOf<K extends string, Q extends string, F extends QueueFunctionSpec> = {
  readonly kind: K;
  readonly queue: Q;
} & Pick<F, Extract<keyof F, 'batchSize' | 'maxConcurrency'>>;

/* Its entry as the registry holds it: the trigger in place of the batch fields. */
type ConsumerEntry<Q extends string, F extends QueueFunctionSpec> = Omit<F, Placed> & {
  readonly trigger: TriggerOf<'queue', Q, F>;
  readonly timeoutSeconds: number;
};
type DeadLetterEntry<Q extends string, F extends QueueFunctionSpec> = Omit<F, Placed> & {
  readonly trigger: TriggerOf<'deadLetters', Q, F>;
};

type EntriesOf<D> = D extends {
  readonly id: infer Q extends string;
  readonly consumerFunction: infer C extends QueueFunctionSpec;
  readonly deadLetterFunction: infer L;
}
  ? { readonly [K in C['id']]: ConsumerEntry<Q, C> } & ([L] extends [QueueFunctionSpec]
      ? { readonly [K in L['id']]: DeadLetterEntry<Q, L> }
      : unknown)
  : never;

type Intersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** Every definition's functions, by their registry ids. */
export type QueueFunctions<T> = Intersection<EntriesOf<T[keyof T]>>;

const entry = (spec: QueueFunctionSpec, kind: 'queue' | 'deadLetters', queue: string) => {
  const { id, batchSize, maxConcurrency, ...rest } = spec;
  const limit = maxConcurrency === undefined ? {} : { maxConcurrency };
  return [id, { ...rest, trigger: { kind, queue, batchSize, ...limit } }] as const;
};

/**
 * The registry's entries of every queue's consumer (its timeout the definition's, from which the
 * queue's visibility timeout and its lease's stale time are drawn too) and dead-letter handler.
 */
export function queueFunctions<T extends Readonly<Record<string, WithFunctions>>>(
  definitions: T,
): QueueFunctions<T> {
  const entries = Object.values(definitions).flatMap((definition) => {
    const [id, consumer] = entry(definition.consumerFunction, 'queue', definition.id);
    const dead = definition.deadLetterFunction;
    return [
      [id, { ...consumer, timeoutSeconds: definition.consumerTimeoutSeconds }] as const,
      ...(dead ? [entry(dead, 'deadLetters', definition.id)] : []),
    ];
  });
  const ids = entries.map(([id]) => id);
  const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (twice.length > 0) throw new Error(`Two queue functions are named ${twice.join(', ')}`);
  return Object.fromEntries(entries) as QueueFunctions<T>;
}
