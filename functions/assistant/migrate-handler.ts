import { logger } from '../lib/logger';
import { RESUME_WAIT_IN_BACKGROUND_MS, whileResuming } from '../lib/search-database';
import { applyMigrations } from './store/schema';

/**
 * Brings the search database's schema up to date (store/schema.ts). Run by the deploy, after the
 * database exists and whenever this code changes; locally at start-up. Applying twice does nothing.
 */
export async function handler(): Promise<{ applied: number }> {
  let applied = 0;
  // The deploy may find the cluster paused (nothing asked it anything for 15 minutes): one call's
  // 8 s is less than a resume may take, so the work is tried again for a minute, inside the
  // function's 300 s, before the deploy fails and rolls back. Each migration is its own
  // transaction and an applied one is skipped, so trying again repeats nothing.
  await whileResuming(async () => {
    applied += await applyMigrations();
  }, RESUME_WAIT_IN_BACKGROUND_MS);
  logger.info('Search database migrated', { applied });
  return { applied };
}
