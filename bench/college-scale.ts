import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { DEMO_STUDENT_CLASS, type DemoAccount } from '../infra/local/seed';
import { loginAs } from '../tests/support/api';
import { describeRequests, eachRequest, type Requests } from '../tests/support/dynamo-requests';
import { startTestStack } from '../tests/support/test-stack';
import {
  CLASH_ROUNDS,
  clashCheck,
  DASHBOARD_ROLES,
  dashboardAfterChange,
  dashboardRequests,
  importTimed,
  TIMETABLE_IMPORT_BUDGET_MS,
} from './college-measures';
import {
  CLASSES,
  FACULTY,
  firstClasses,
  planCollege,
  SLOTS_PER_CLASS,
  STUDENTS_PER_CLASS,
} from './college-plan';
import { seedCollege, timetableCsv } from './college-seed';
import { dashboardLatency } from './dashboards';
import { say } from './report';

/* The clash check and the dashboards' requests are counted with 10 classes stored, then with all 100. */
const FEW_CLASSES = 10;
/* Reads made just after a change of the college, each reading the summary afresh. */
const AFTER_CHANGE_ROUNDS = 30;

const ms = (value: number) => `${value.toFixed(2)} ms`;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
/* Requests and items read with 10 classes stored against 100: equal, or it grew with the college. */
const sameCount = (few: Requests | undefined, all: Requests | undefined) =>
  few !== undefined && few.total === all?.total && few.items === all.items
    ? `the same ${few.total} requests and ${few.items} items with ${FEW_CLASSES} and ${CLASSES} classes`
    : `${few?.total} requests and ${few?.items} items with ${FEW_CLASSES} classes, ${all?.total} and ${all?.items} with ${CLASSES}: GREW WITH THE COLLEGE`;

/**
 * The college of issue 47, item 7, on a running stack: the seed (5,000 Students, 100 classes, 300
 * Faculty), a 3,500-slot timetable import through the import job, adding one clash-checked slot with
 * 10 and with 100 classes stored, and each role's dashboard read (p50 and p95, and its requests).
 */
export async function collegeScale(
  apiUrl: string,
  accounts: readonly DemoAccount[],
  rounds: number,
  warmup: number,
) {
  const plan = planCollege();
  const students = (CLASSES * STUDENTS_PER_CLASS).toLocaleString('en');
  say(
    `\nThe college at scale: ${students} Students in ${CLASSES} classes, ${FACULTY} Faculty, ${plan.length.toLocaleString('en')} weekly slots`,
  );
  const college = await seedCollege(plan);
  for (const [part, seconds] of Object.entries(college.took))
    say(`  seeded ${part.padEnd(30)} ${seconds.toFixed(1).padStart(6)} s`);
  const admin = accounts.find((one) => one.role === 'Admin');
  if (!admin) throw new Error('no demo Admin');
  const token = await loginAs(apiUrl, admin);

  const first = firstClasses(plan, DEMO_STUDENT_CLASS, FEW_CLASSES);
  const few = await importTimed(apiUrl, token, timetableCsv(plan, college.faculty, first));
  say(
    `  timetable of ${first.size} classes (${first.size * SLOTS_PER_CLASS} slots, the demo Student's and Faculty member's among them): ${(few.ms / 1000).toFixed(1)} s`,
  );
  const clashFew = await clashCheck(apiUrl, token, college, plan);
  const dashboardsFew = await dashboardRequests(apiUrl, accounts);

  const whole = await importTimed(apiUrl, token, timetableCsv(plan, college.faculty));
  say(
    `\nTimetable import of ${plan.length.toLocaleString('en')} slots (${CLASSES} classes), upload to report (budget: ≤ 60 s)`,
  );
  say(
    `  ${(whole.ms / 1000).toFixed(1)} s (from the start call ${(whole.jobMs / 1000).toFixed(1)} s), ${String(whole.job.status)}, ${String(whole.job.rows)} rows  ${verdict(whole.ms <= TIMETABLE_IMPORT_BUDGET_MS)}`,
  );
  const clashAll = await clashCheck(apiUrl, token, college, plan);
  const dashboardsAll = await dashboardRequests(apiUrl, accounts);

  say(
    `\nAdding one slot, clash-checked (POST /api/admin/timetable/slots), ${CLASH_ROUNDS} adds (budget: as many DynamoDB requests with ${CLASSES} classes as with ${FEW_CLASSES})`,
  );
  for (const [classes, measured] of [
    [FEW_CLASSES, clashFew],
    [CLASSES, clashAll],
  ] as const) {
    const varied = measured.steady ? '' : ' (VARIED between adds)';
    say(
      `  ${String(classes).padStart(3)} classes stored: p50 ${ms(measured.time.p50)}, p95 ${ms(measured.time.p95)}; ${measured.requests ? describeRequests(measured.requests) : '?'}${varied}`,
    );
  }
  say(`  requests: ${sameCount(clashFew.requests, clashAll.requests)}`);
  if (clashAll.requests) say(`  each add: ${eachRequest(clashAll.requests)}`);
  say(
    `  a clash refused (409): ${describeRequests(clashFew.refused)} with ${FEW_CLASSES} classes, ${describeRequests(clashAll.refused)} with ${CLASSES}`,
  );

  for (const role of DASHBOARD_ROLES) {
    const { api, dynamo } = await dashboardLatency(apiUrl, accounts, role, rounds, warmup);
    const ratio = api.p50 / dynamo.p50;
    say(
      `\nGET /api/dashboard as the ${role} of the college, ${rounds} requests (budget: p50 ≤ 2× one of its index queries)`,
    );
    say(
      `  local API p50 ${ms(api.p50)}, p95 ${ms(api.p95)}; stand-in p50 ${ms(dynamo.p50)}, p95 ${ms(dynamo.p95)}: ${ratio.toFixed(2)}×  ${verdict(ratio <= 2)}`,
    );
    const counted = dashboardsAll.get(role);
    say(
      `  one read: ${counted ? describeRequests(counted) : '?'}; ${sameCount(dashboardsFew.get(role), counted)}`,
    );
    if (counted) say(`  ${eachRequest(counted)}`);
    const changed = await dashboardAfterChange(apiUrl, accounts, role, AFTER_CHANGE_ROUNDS);
    say(
      `  just after a change (the summary read afresh, decision 64), ${AFTER_CHANGE_ROUNDS} reads: p50 ${ms(changed.time.p50)}, p95 ${ms(changed.time.p95)}; ${describeRequests(changed.requests)}`,
    );
  }
}

/* `npx tsx bench/college-scale.ts [rounds]`: this section alone, on a stack of its own. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rounds = Number(process.argv[2] ?? 300);
  const load = loadavg().map((n) => n.toFixed(1));
  say(
    `College scale, started ${new Date().toISOString()}; load average ${load.join(', ')} (1, 5, 15 minutes)`,
  );
  const stack = await startTestStack();
  try {
    await collegeScale(stack.apiUrl, stack.demoAccounts, rounds, 30);
  } finally {
    await stack.destroy();
  }
}
