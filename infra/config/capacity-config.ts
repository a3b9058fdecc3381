import type { Node } from 'constructs';
import {
  BACKGROUND_FUNCTIONS,
  type BackgroundFunction,
  type BackgroundFunctionId,
} from '../../functions/registry';
import { recommendedThrottle } from '../load-model/load-model';

/** How much of the account the deployment may use, given as CDK context (docs/operations.md). */
export interface CapacityConfig {
  /** The GPT worker's concurrent executions at most (its SQS trigger's maxConcurrency). */
  readonly gptMaxConcurrency: number;
  /** The API stage's steady requests per second, and its burst, before API Gateway answers 429. */
  readonly apiRateLimit: number;
  readonly apiBurstLimit: number;
  /** An AWS Budgets cost budget whose alerts go to campus:alarmEmail; none when not given. */
  readonly monthlyBudgetUsd?: number;
  /** The search database's Aurora Serverless v2 capacity range, in ACUs (search-database.ts). */
  readonly searchDatabase: SearchDatabaseCapacity;
}

/** Aurora capacity units: about 2 GiB of memory each, with the CPU and network to match. */
export interface SearchDatabaseCapacity {
  /** 0 lets the cluster pause when idle (it resumes on the next statement); 0.5 or more keeps it up. */
  readonly minCapacity: number;
  readonly maxCapacity: number;
}

/*
 * Paused when idle. At most 4 ACUs (about 8 GiB of memory): the busiest hour of exam week needs a
 * fraction of one ACU's CPU, but the index's most-read pages (the vector index alone is about
 * 1.3 GB for 20,000 notes, infra/load-model/load-model-search-db.ts) should stay in memory, with room for a
 * burst of ingestion; and the ceiling caps the compute bill however busy the assistant gets (docs/operations.md).
 */
export const SEARCH_DB_CAPACITY_DEFAULTS: SearchDatabaseCapacity = { minCapacity: 0, maxCapacity: 4 };
/**
 * Idle this long, a cluster whose minimum is 0 ACUs pauses (Aurora's default is 5 minutes): a
 * student who reads an answer for ten minutes does not wait for a resume on the next question.
 */
export const SEARCH_DB_PAUSE_MINUTES = 15;
/* Aurora Serverless v2's own bounds: 0 to 256 ACUs in half steps, at least 1 ACU at most. */
const MAX_ACUS = 256;

/* SQS event sources take 2 to 1,000 (Lambda's own bounds for maxConcurrency). */
export const MIN_QUEUE_CONCURRENCY = 2;
const MAX_QUEUE_CONCURRENCY = 1_000;
/** A queue worker that names no maxConcurrency runs at most this many at once. */
export const DEFAULT_QUEUE_CONCURRENCY = MIN_QUEUE_CONCURRENCY;
/* The account-level defaults API Gateway allows a stage: 10,000 a second, bursts of 5,000. */
const MAX_RATE = 10_000;
const MAX_BURST = 5_000;

function wholeNumber(node: Node, key: string, fallback: number, min: number, max: number): number {
  const given: unknown = node.tryGetContext(`campus:${key}`);
  if (given === undefined) return fallback;
  const value = typeof given === 'number' || typeof given === 'string' ? Number(given) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `campus:${key} must be a whole number from ${min} to ${max}, not ${JSON.stringify(given)}`,
    );
  }
  return value;
}

/* ACUs in half steps (0, 0.5, 1, 1.5, …) between min and max, as Aurora takes them. */
function acus(node: Node, key: string, fallback: number, min: number): number {
  const given: unknown = node.tryGetContext(`campus:${key}`);
  if (given === undefined) return fallback;
  const value =
    typeof given === 'number' || (typeof given === 'string' && given.trim() !== '')
      ? Number(given)
      : Number.NaN;
  if (!Number.isInteger(value * 2) || value < min || value > MAX_ACUS) {
    throw new Error(
      `campus:${key} must be Aurora capacity units from ${min} to ${MAX_ACUS} in steps of 0.5, not ${JSON.stringify(given)}`,
    );
  }
  return value;
}

function searchDatabaseCapacity(node: Node): SearchDatabaseCapacity {
  const minCapacity = acus(node, 'searchDbMinCapacity', SEARCH_DB_CAPACITY_DEFAULTS.minCapacity, 0);
  const maxCapacity = acus(node, 'searchDbMaxCapacity', SEARCH_DB_CAPACITY_DEFAULTS.maxCapacity, 1);
  if (maxCapacity < minCapacity) {
    throw new Error(
      `campus:searchDbMaxCapacity (${maxCapacity}) must be at least campus:searchDbMinCapacity (${minCapacity})`,
    );
  }
  return { minCapacity, maxCapacity };
}

export function capacityConfig(node: Node): CapacityConfig {
  const gptDefault = BACKGROUND_FUNCTIONS.gptWorker.trigger.maxConcurrency;
  const throttle = recommendedThrottle();
  const budget: unknown = node.tryGetContext('campus:monthlyBudgetUsd');
  let monthlyBudgetUsd: number | undefined;
  if (budget !== undefined) {
    monthlyBudgetUsd = typeof budget === 'number' || typeof budget === 'string' ? Number(budget) : Number.NaN;
    if (!Number.isFinite(monthlyBudgetUsd) || monthlyBudgetUsd < 1) {
      throw new Error(`campus:monthlyBudgetUsd must be US dollars, 1 or more, not ${JSON.stringify(budget)}`);
    }
    // Budgets mails its alerts itself; without an address nobody would hear of them.
    if (node.tryGetContext('campus:alarmEmail') === undefined) {
      throw new Error('campus:monthlyBudgetUsd needs campus:alarmEmail, where the budget alerts are mailed');
    }
  }
  return {
    gptMaxConcurrency: wholeNumber(
      node,
      'gptMaxConcurrency',
      gptDefault,
      MIN_QUEUE_CONCURRENCY,
      MAX_QUEUE_CONCURRENCY,
    ),
    apiRateLimit: wholeNumber(node, 'apiRateLimit', throttle.rateLimit, 1, MAX_RATE),
    apiBurstLimit: wholeNumber(node, 'apiBurstLimit', throttle.burstLimit, 1, MAX_BURST),
    monthlyBudgetUsd,
    searchDatabase: searchDatabaseCapacity(node),
  };
}

/**
 * Each SQS-triggered background function's maxConcurrency: the GPT worker's from the parameter,
 * the others' from their trigger in the registry, or DEFAULT_QUEUE_CONCURRENCY.
 */
export function queueConcurrency(
  gptMaxConcurrency: number = BACKGROUND_FUNCTIONS.gptWorker.trigger.maxConcurrency,
): Partial<Record<BackgroundFunctionId, number>> {
  const limits: Partial<Record<BackgroundFunctionId, number>> = {};
  for (const [id, definition] of Object.entries(BACKGROUND_FUNCTIONS) as [
    BackgroundFunctionId,
    BackgroundFunction,
  ][]) {
    const { trigger } = definition;
    if (trigger.kind === 'schedule') continue;
    limits[id] =
      id === 'gptWorker' ? gptMaxConcurrency : (trigger.maxConcurrency ?? DEFAULT_QUEUE_CONCURRENCY);
  }
  return limits;
}
