import { scopes, stampChange } from '../functions/lib/change-stamps';
import type { DemoAccount } from '../infra/local/seed';
import { call, loginAs } from '../tests/support/api';
import { countingRequests, type Requests } from '../tests/support/dynamo-requests';
import { finishedImport } from '../tests/support/timetable-imports';
import { uploadThroughApi } from '../tests/support/uploads';
import { classOf, freeSlotOf, type planCollege } from './college-plan';
import type { SeededCollege } from './college-seed';
import { percentiles, time } from './latency';

/*
 * What the college-scale section measures beside the latencies: a timetable import as the Admin's
 * page sees it, adding one clash-checked slot, and the DynamoDB requests of each dashboard read.
 */

/** The budget (issue 47, item 7; DESIGN §7): a whole college's 3,500-slot timetable imported in ≤ 60 s. */
export const TIMETABLE_IMPORT_BUDGET_MS = 60_000;
export const CLASH_ROUNDS = 20;

/**
 * Imports a timetable CSV as the Admin's page does: upload, start, poll the job until it ends.
 * Timed from the upload's start (as the Admin waits) and from the start call (the job's own part).
 */
export async function importTimed(apiUrl: string, token: string, csv: string) {
  const started = performance.now();
  const { fileId, confirm } = await uploadThroughApi(apiUrl, token, {
    kind: 'timetable',
    name: 'college-timetable.csv',
    type: 'text/csv',
    bytes: Buffer.from(csv),
  });
  if (!fileId || confirm?.status !== 200)
    throw new Error(`the timetable upload was refused: ${confirm?.status}`);
  const begun = performance.now();
  const answer = await call(apiUrl, 'POST', '/api/admin/timetable/imports', { token, body: { fileId } });
  if (answer.status !== 202) throw new Error(`the import start answered ${answer.status}`);
  const job = await finishedImport(apiUrl, token, fileId, 10 * TIMETABLE_IMPORT_BUDGET_MS);
  const ended = performance.now();
  if (job.status !== 'completed')
    throw new Error(`the import ended ${String(job.status)}: ${JSON.stringify(job)}`);
  return { ms: ended - started, jobMs: ended - begun, job };
}

/*
 * Adds one free slot (class 0, its first subject's Faculty member, its home room) through
 * POST /api/admin/timetable/slots, counting the DynamoDB requests of each add, and deletes it again;
 * then tries it at an hour the class already has (refused, 409) and counts that too.
 */
export async function clashCheck(
  apiUrl: string,
  token: string,
  college: SeededCollege,
  plan: ReturnType<typeof planCollege>,
) {
  const free = freeSlotOf(plan);
  const body = {
    ...classOf(0),
    weekday: free.weekday,
    start: free.start,
    end: free.end,
    subject: free.subject,
    type: free.type,
    facultyId: college.faculty[free.faculty]?.userId ?? '',
    room: free.room,
  };
  const add = async (slot: typeof body, expected: number) => {
    const answer = await call(apiUrl, 'POST', '/api/admin/timetable/slots', { token, body: slot });
    if (answer.status !== expected)
      throw new Error(`adding a slot answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return (answer.body.slot as { slotId?: string } | undefined)?.slotId;
  };
  const remove = async (slotId: string | undefined) => {
    const answer = await call(
      apiUrl,
      'DELETE',
      `/api/admin/timetable/slots/${encodeURIComponent(slotId ?? '')}`,
      { token },
    );
    if (answer.status !== 200) throw new Error(`deleting the slot answered ${answer.status}`);
  };
  await remove(await add(body, 200)); // Warm: the handler's first call loads its module.
  const samples: number[] = [];
  const counted: Requests[] = [];
  for (let round = 0; round < CLASH_ROUNDS; round++) {
    let slotId: string | undefined;
    const { requests } = await countingRequests(async () => {
      samples.push(await time(async () => (slotId = await add(body, 200))));
    });
    counted.push(requests);
    await remove(slotId);
  }
  const taken = plan.find((slot) => slot.classIndex === 0 && !slot.batch);
  const clashing = {
    ...body,
    weekday: taken?.weekday ?? body.weekday,
    start: taken?.start ?? '',
    end: taken?.end ?? '',
  };
  const refused = await countingRequests(() => add(clashing, 409));
  const totals = new Set(counted.map((one) => `${one.total}/${one.items}`));
  return {
    time: percentiles(samples),
    requests: counted[0],
    steady: totals.size === 1,
    refused: refused.requests,
  };
}

export const DASHBOARD_ROLES = ['Student', 'Faculty', 'Admin'] as const;

/** The DynamoDB requests of one dashboard read of each role (after a read that loads the handler). */
export async function dashboardRequests(apiUrl: string, accounts: readonly DemoAccount[]) {
  const counted = new Map<string, Requests>();
  for (const role of DASHBOARD_ROLES) {
    const account = accounts.find((one) => one.role === role);
    if (!account) throw new Error(`no demo ${role}`);
    const token = await loginAs(apiUrl, account);
    const read = () => call(apiUrl, 'GET', '/api/dashboard', { token });
    await read();
    const { value, requests } = await countingRequests(read);
    if (value.status !== 200) throw new Error(`the ${role} dashboard answered ${value.status}`);
    counted.set(role, requests);
  }
  return counted;
}

/*
 * A dashboard read just after a change (decision 64): the college stamped before each read, so
 * the kept summary no longer holds and the facts are read afresh, as on a user's first load after
 * an announcement. Its time and its requests, to set beside the kept read's.
 */
export async function dashboardAfterChange(
  apiUrl: string,
  accounts: readonly DemoAccount[],
  role: (typeof DASHBOARD_ROLES)[number],
  rounds: number,
) {
  const account = accounts.find((one) => one.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  const token = await loginAs(apiUrl, account);
  const read = () => call(apiUrl, 'GET', '/api/dashboard', { token });
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await stampChange(scopes.college);
    samples.push(await time(read));
  }
  await stampChange(scopes.college);
  const { requests } = await countingRequests(read);
  return { time: percentiles(samples), requests };
}
