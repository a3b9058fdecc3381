import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_ELIGIBILITY,
  type EligibilityBands,
  eligibilitySettingsSchema,
} from '#shared/schemas/attendance';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { getItem } from '../lib/stored-items';

/*
 * The college's bands: one item of the attendance table. No student's partition is named so (ids
 * are UUIDs), and with no class key it stays out of the class index.
 */
const KEY = { studentId: 'college#eligibility', slot: 'settings' };

/** The bands an Admin set, or the college's defaults (75%, 65%, counted apart). */
export async function findEligibility(): Promise<EligibilityBands> {
  const item = await getItem({ table: tableName('attendance'), key: KEY, item: eligibilitySettingsSchema });
  return item ?? DEFAULT_ELIGIBILITY;
}

export async function saveEligibility(bands: EligibilityBands): Promise<void> {
  const { eligible, condonable, countApart } = bands;
  await dynamo().send(
    new PutCommand({
      TableName: tableName('attendance'),
      Item: { ...KEY, eligible, condonable, countApart },
    }),
  );
}
