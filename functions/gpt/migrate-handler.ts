import { logger } from '../lib/logger';
import { applyMigrations } from './store/schema';

/**
 * Brings the search database's schema up to date (store/schema.ts). Run by the deploy, after the
 * database exists and whenever this code changes; locally at start-up. Applying twice does nothing.
 */
export async function handler(): Promise<{ applied: number }> {
  const applied = await applyMigrations();
  logger.info('Search database migrated', { applied });
  return { applied };
}
