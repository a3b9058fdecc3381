import * as z from 'zod';
import { tableName } from '../lib/env';
import { queryPage } from '../lib/query-page';
import type { Asker } from './search/rank';

const classSchema = z.object({ branch: z.string().optional(), year: z.string().optional() });

/**
 * Who asks, with their class (branch and year) when their account has one, so their own class's
 * notes rank first. Only those two attributes of the account are read.
 */
export async function askerOf(userId: string): Promise<Asker> {
  const { items } = await queryPage({
    table: tableName('users'),
    index: 'byUserId',
    partition: userId,
    attributes: ['branch', 'year'],
    item: classSchema,
  });
  return { userId, ...items[0] };
}
