import { findByUserId } from '../accounts';
import type { Asker } from './search/rank';

/**
 * Who asks, with their class (branch and year) when their account has one, so their own class's
 * notes rank first. The account is the accounts group's to read; only those two of it are kept.
 */
export async function askerOf(userId: string): Promise<Asker> {
  const account = await findByUserId(userId);
  return { userId, branch: account?.branch, year: account?.year };
}
