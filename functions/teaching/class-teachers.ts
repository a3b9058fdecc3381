import * as z from 'zod';
import { classKey, type StudentClass } from '#shared/schemas/student-class';
import { tableName } from '../lib/env';
import { queryPage } from '../lib/query-page';

const teacherSchema = z.object({ facultyId: z.string(), subject: z.string().optional() });

/**
 * Who is assigned to teach a class (decision 56), one row per Faculty member and subject (none:
 * every subject): one key range of the branch index, the class's own assignments, not all Faculty.
 * An index is read eventually consistent on AWS: an assignment made a moment ago may be missing.
 */
export async function teachersOf(
  studentClass: StudentClass,
): Promise<{ facultyId: string; subject?: string }[]> {
  const prefix = `${classKey(studentClass)}#`;
  const { items } = await queryPage({
    table: tableName('teaching'),
    index: 'byBranch',
    partition: studentClass.branch,
    sort: { between: [prefix, `${prefix}\uffff`] },
    attributes: ['facultyId', 'subject'],
    item: teacherSchema,
  });
  return items;
}
