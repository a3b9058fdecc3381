import type { FunctionResources } from './lib/resources/grants';
import type { QueueId } from './lib/resources/queues';

/*
 * The shapes of the registry's entries (registry.ts): what a Lambda is, what runs a background
 * one, and what the deploy runs.
 */

/** A Lambda: its entry (relative to the project root), what it is for, and what it may touch. */
export interface FunctionDefinition {
  readonly entry: string;
  readonly description: string;
  readonly resources: FunctionResources;
  /** Values esbuild writes into the bundle in place of these expressions, on AWS and in the bench. */
  readonly define?: Readonly<Record<string, string>>;
}

/** What runs a background function: a schedule, or messages arriving on a queue. */
export type Trigger =
  | {
      readonly kind: 'schedule';
      readonly everyMinutes: number;
      /** The local runtime runs it more often, so a developer sees the effect soon. */
      readonly localEveryMinutes: number;
      /*
       * A job granted the search database that runs more often than the cluster's pause period
       * (SEARCH_DB_PAUSE_MINUTES, infra/config/capacity-config.ts) would keep it from ever pausing: it
       * says here that it sends a statement only when DynamoDB shows work, and a test runs it idle
       * and counts none (tests/integration/search-database-pause.isolated.test.ts).
       */
      readonly searchDatabaseOnlyOnWork?: true;
    }
  | {
      readonly kind: 'queue';
      readonly queue: QueueId;
      readonly batchSize: number;
      /** Lambda runs at most this many at once for the queue (2 or more; 2 when not given). */
      readonly maxConcurrency?: number;
    }
  /** Messages that reached the queue's dead-letter queue: every try of them failed. */
  | {
      readonly kind: 'deadLetters';
      readonly queue: QueueId;
      readonly batchSize: number;
      readonly maxConcurrency?: number;
    };

export interface BackgroundFunction extends FunctionDefinition {
  readonly trigger: Trigger;
  readonly timeoutSeconds?: number;
  /** Folders of the project copied beside the bundle (`from` relative to the root, `to` in it). */
  readonly dataFiles?: readonly { readonly from: string; readonly to: string }[];
}

/** A function the deploy runs once its resources exist, and again whenever its code changes. */
export interface DeployFunction extends FunctionDefinition {
  readonly timeoutSeconds: number;
}
