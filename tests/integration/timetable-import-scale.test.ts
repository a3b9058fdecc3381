import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { WEEKDAYS } from '#shared/schemas/timetable';
import { eachLimited } from '../../functions/lib/each-limited';
import { weekOf } from '../../functions/timetable';
import { classOwner } from '../../functions/timetable/day-items';
import { call } from '../support/api';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, facultyTeaching, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';
import { finishedImport } from '../support/timetable-imports';
import { uploadThroughApi } from '../support/uploads';

const HEADER = 'branch,year,division,weekday,start,end,subject,type,facultyEmail,room,batch';
const CLASSES = 100;
const SLOTS_PER_CLASS = 35;
/** The budget (decision 50): a whole college's timetable, 3,500 slots, within a minute. */
const BUDGET_MS = 60_000;
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/*
 * A college of 100 classes of 35 weekly slots, each class with a Faculty member and a room of its
 * own (so no row clashes), imported through the API and its worker as an Admin would.
 */
describe('timetable import at a college’s size', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });

  it('imports 3,500 slots within a minute', { timeout: 240_000 }, async () => {
    const classes = await eachLimited(Array.from({ length: CLASSES }), 8, async () => {
      const c = uniqueClass();
      const [faculty, room] = await Promise.all([facultyTeaching({ ...c, subject: 'Scale' }), uniqueRoom()]);
      return { c, email: faculty.login, room };
    });
    const rows = classes.flatMap(({ c, email, room }) =>
      Array.from({ length: SLOTS_PER_CLASS }, (_, i) => {
        const day = WEEKDAYS[Math.floor(i / 6)];
        const start = 7 + (i % 6);
        return `${c.branch},${c.year},${c.division},${day},${hour(start)},${hour(start + 1)},Scale,Lecture,${email},${room},`;
      }),
    );
    const { fileId } = await uploadThroughApi(stack.apiUrl, token('Admin'), {
      kind: 'timetable',
      name: 'college.csv',
      type: 'text/csv',
      bytes: Buffer.from([HEADER, ...rows].join('\n')),
    });
    const began = Date.now();
    const started = await call(stack.apiUrl, 'POST', '/api/admin/timetable/imports', {
      token: token('Admin'),
      body: { fileId },
    });
    expect(started.status).toBe(202);
    const job = await finishedImport(stack.apiUrl, token('Admin'), fileId ?? '', BUDGET_MS);
    const took = Date.now() - began;
    console.info(`Imported ${rows.length} timetable slots in ${(took / 1000).toFixed(1)} s`);
    expect(job).toMatchObject({ status: 'completed', rows: 3_500, classes: CLASSES });
    expect(took).toBeLessThan(BUDGET_MS);
    const first = classes[0];
    expect(first && (await weekOf(classOwner(first.c)))).toHaveLength(SLOTS_PER_CLASS);
  });
});
