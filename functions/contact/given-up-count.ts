import { tableName } from '../lib/env';
import { countUpTo } from '../lib/query-page';
import { notExpiredFilter } from '../lib/retention';

/*
 * A module of its own, apart from messages.ts, so the dashboard's bundle holds this one read and
 * none of the contact group's writes (nor the retention setting they read).
 */

/** Messages given up on (the Undelivered mail section's), up to `cap`; expired ones are left out. */
export const countGivenUp = (cap: number) =>
  countUpTo(
    { table: tableName('contactMessages'), index: 'gaveUp', partition: 'yes', filter: notExpiredFilter() },
    cap,
  );
