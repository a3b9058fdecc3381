import type { Node } from 'constructs';
import {
  BACKGROUND_FUNCTIONS,
  type BackgroundFunction,
  type BackgroundFunctionId,
} from '../functions/registry';
import { recommendedThrottle } from './load-model';

/** How much of the account the deployment may use, given as CDK context (README, “Deploy to AWS”). */
export interface CapacityConfig {
  /** The GPT worker's concurrent executions at most (its SQS trigger's maxConcurrency). */
  readonly gptMaxConcurrency: number;
  /** The API stage's steady requests per second, and its burst, before API Gateway answers 429. */
  readonly apiRateLimit: number;
  readonly apiBurstLimit: number;
  /** An AWS Budgets cost budget whose alerts go to campus:alarmEmail; none when not given. */
  readonly monthlyBudgetUsd?: number;
}

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
