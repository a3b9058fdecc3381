/**
 * How long personal data is kept (decision 20): contact messages and chat for a year (an academic
 * year and its follow-up), Personalized GPT tasks for 90 days (a term's questions). A deploy sets
 * each with `campus:<kind>RetentionDays`; unset (as locally) these apply.
 */
export const RETENTION_DAYS_DEFAULTS = { contact: 365, chat: 365, gptTasks: 90 } as const;

/** The days in a setting's value, or the default when it is unset or not a whole number from 1. */
export function retentionDays(value: string | undefined, fallback: number): number {
  const days = Number(value);
  return value && Number.isInteger(days) && days >= 1 ? days : fallback;
}

/** Epoch seconds `days` from now: the item's `expiresAt`, which DynamoDB's TTL deletes by. */
export const expiresAfterDays = (days: number, now = Date.now()): number =>
  Math.ceil(now / 1000) + days * 24 * 60 * 60;

/**
 * Whether an item is past its `expiresAt`. DynamoDB deletes expired items within a day or two, and
 * dynalite never does: readers leave them out until then. Items from before retention have none.
 */
export const isExpired = (item: { readonly expiresAt?: number }, now = Date.now()): boolean =>
  item.expiresAt !== undefined && item.expiresAt * 1000 <= now;

/**
 * The same test as a page query's filter, so a paged list still fills its pages when some items
 * are expired (queryPage's maxReads reads on past them).
 */
export const notExpiredFilter = (now = Date.now()) => ({
  expression: 'attribute_not_exists(expiresAt) OR expiresAt > :retentionNow',
  values: { ':retentionNow': Math.floor(now / 1000) },
});
