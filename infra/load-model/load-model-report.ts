/*
 * `npm run load-model`: the load model's numbers for the "Before launch" checklist and the cost
 * tables of docs/operations.md, computed, never typed in by hand. Markdown on stdout; `-- --write`
 * also writes the tables into the runbook, between their markers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { API_FUNCTIONS, BACKGROUND_FUNCTIONS, DEPLOY_FUNCTIONS, queuesInUse } from '../../functions/registry';
import {
  queueConcurrency,
  SEARCH_DB_CAPACITY_DEFAULTS,
  SEARCH_DB_PAUSE_MINUTES,
} from '../config/capacity-config';
import { MANAGED_RULE_GROUPS } from '../config/edge-config';
import { searchDatabaseAlarms } from '../constructs/search-database-alarms';
import { withGeneratedBlock } from './generated-blocks';
import {
  type Assistant,
  CAMPUS_ASSUMPTIONS as a,
  authConcurrency,
  gptWorkerCapacity,
  mailsPerDay,
  peakLoad,
  recommendedThrottle,
  requiredConcurrency,
} from './load-model';
import { monthlyCost } from './load-model-cost';
import { PRICES_REGION, PRICES_TAKEN_ON } from './load-model-prices';
import {
  CAMPUS_SEARCH_DB as db,
  scheduledWakesPerDay,
  searchDbIdleMonth,
  searchDbMonth,
  searchDbStorageGb,
} from './load-model-search-db';

const workers = Object.values(queueConcurrency());
const lambdas =
  Object.keys(API_FUNCTIONS).length +
  1 +
  Object.keys(BACKGROUND_FUNCTIONS).length +
  Object.keys(DEPLOY_FUNCTIONS).length;
const searchDbAlarms = searchDatabaseAlarms({
  clusterIdentifier: 'search',
  maxCapacity: SEARCH_DB_CAPACITY_DEFAULTS.maxCapacity,
}).length;
// CampusOps: API 5xx, the mail backlog, the two 429 alarms, one per dead-letter queue, and the
// search database's.
const otherAlarms = 4 + queuesInUse().length + searchDbAlarms;
const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const usd = (n: number) => `$${n.toFixed(2)}`;

const local = peakLoad(a, 'local');
const bedrock = peakLoad(a, 'bedrock');
const throttle = recommendedThrottle(a);
const mails = mailsPerDay(a);
const people = a.students + a.staff;
const auth = authConcurrency(a);
const gptCap = queueConcurrency().gptWorker ?? 0;
const gptLocal = gptWorkerCapacity(a, 'local', gptCap);
const gptBedrock = gptWorkerCapacity(a, 'bedrock', gptCap);

/** The peak hour and the pre-launch numbers, as the model computes them today. */
export const peakSummary = () => `## Load model (infra/load-model/load-model.ts)

${whole(a.students)} students, ${whole(a.staff)} staff, ${whole(a.dailyUsers)} signed-in users a day; the exam-week peak hour has ${a.peakOnlineShare * 100}% of everyone (${whole(local.onlineUsers)}) online.

| Peak hour of exam week | local answers | Bedrock |
|---|---|---|
| API requests/s: pages | ${local.rps.pages.toFixed(1)} | ${bedrock.rps.pages.toFixed(1)} |
| API requests/s: chat poll (every ${a.chatPollSeconds} s, ${a.chatOpenShare * 100}% with it open) | ${local.rps.chat.toFixed(1)} | ${bedrock.rps.chat.toFixed(1)} |
| API requests/s: assistant (submit, status every ${a.gptPollSeconds} s, answer) | ${local.rps.gpt.toFixed(1)} | ${bedrock.rps.gpt.toFixed(1)} |
| API requests/s: logins (${a.loginPeakShare * 100}% of ${whole(people)} in ${a.loginPeakMinutes} min) | ${local.rps.login.toFixed(1)} | ${bedrock.rps.login.toFixed(1)} |
| **API requests/s in all** | **${local.totalRps.toFixed(0)}** | **${bedrock.totalRps.toFixed(0)}** |
| Concurrent API Lambdas (rps × p50) | ${local.apiConcurrency.toFixed(1)} | ${bedrock.apiConcurrency.toFixed(1)} |
| Assistant questions/hour | ${whole(local.gptQuestionsPerHour)} | ${whole(bedrock.gptQuestionsPerHour)} |
| Bedrock tokens/minute | – | ${whole(bedrock.bedrockTokensPerMinute)} |

- Stage throttle default (twice the peak, in hundreds): ${throttle.rateLimit} requests/s, burst ${throttle.burstLimit}.
- Queue workers' maxConcurrency: ${workers.join(' + ')} = ${workers.reduce((x, y) => x + y, 0)}.
- Lambda concurrent executions to request: at least ${requiredConcurrency(a, workers)}.
- Auth Lambdas at once: ${auth.loginPeak.toFixed(1)} at the login peak; a guesser at one address's limit (${a.guesser.failures} failures in ${a.guesser.windowMinutes} min) adds ${auth.oneAddressGuesser.toFixed(1)}.
- The GPT worker at ${gptCap} at once answers up to ${whole(gptLocal.questionsPerHour)} questions/hour locally, ${whole(gptBedrock.questionsPerHour)} with Bedrock, spending at most ${whole(gptBedrock.bedrockTokensPerMinute)} tokens/minute.
- Mail: ${whole(mails.ordinary)} on an ordinary day; ${whole(mails.rosterDay)} on the day a roster import invites everyone.
`;

const SERVICES = {
  lambda: 'Lambda',
  apiGateway: 'API Gateway',
  dynamoDb: 'DynamoDB',
  searchDatabase: 'Aurora Serverless v2 (search database)',
  s3: 'S3 (storage, and note downloads straight from it)',
  cloudFront: 'CloudFront',
  cloudWatch: 'CloudWatch (logs, alarms, dashboard)',
  sqsAndSes: 'SQS and SES',
  secrets: 'Secrets Manager',
  bedrock: 'Bedrock (Nova Lite)',
  reranker: 'Bedrock reranker (Cohere Rerank 3.5)',
  waf: 'WAF',
} as const satisfies Record<keyof ReturnType<typeof monthlyCost>['lines'], string>;

/** The cost table of docs/operations.md (“What it costs”), as the model computes it today. */
export function costTable(): string {
  const wafRules = 1 + MANAGED_RULE_GROUPS.length;
  const columns: { name: string; assistant: Assistant; wafRules: number; reranker?: 'cohere' }[] = [
    { name: 'local answers, no WAF', assistant: 'local', wafRules: 0 },
    { name: `local, WAF (${wafRules} rules)`, assistant: 'local', wafRules },
    { name: 'Bedrock, no WAF', assistant: 'bedrock', wafRules: 0 },
    { name: `Bedrock, WAF (${wafRules} rules)`, assistant: 'bedrock', wafRules },
    {
      name: `Bedrock and a reranker, WAF (${wafRules} rules)`,
      assistant: 'bedrock',
      wafRules,
      reranker: 'cohere',
    },
  ];
  const costs = columns.map((column) =>
    monthlyCost(a, { ...column, lambdas, otherAlarms, queueTriggers: workers.length }),
  );
  return [
    `| Service | ${columns.map((column) => column.name).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...Object.entries(SERVICES).map(
      ([line, name]) =>
        `| ${name} | ${costs.map((cost) => usd(cost.lines[line as keyof typeof SERVICES])).join(' | ')} |`,
    ),
    `| **Total** | ${costs.map((cost) => `**${usd(cost.total)}**`).join(' | ')} |`,
  ].join('\n');
}

const gb = (n: number) => `${n.toFixed(1)} GB`;
const millions = (n: number) => `${n.toFixed(2)} M`;

/**
 * The search database's month (infra/load-model/load-model-search-db.ts) with Bedrock, whose vectors make it
 * the larger: paused when idle or always on, an ordinary month or one with an exam week.
 */
export function searchDbTable(): string {
  const columns = [
    {
      name: Number.isFinite(scheduledWakesPerDay()) ? 'paused when idle (0)' : '0, kept up by a schedule',
      minCapacity: 0,
      examWeekDays: 0,
    },
    { name: '0, with an exam week', minCapacity: 0, examWeekDays: 7 },
    { name: 'always on (0.5)', minCapacity: 0.5, examWeekDays: 0 },
    { name: '0.5, with an exam week', minCapacity: 0.5, examWeekDays: 7 },
  ];
  const months = columns.map((column) => searchDbMonth(a, db, { ...column, assistant: 'bedrock' }));
  const row = (name: string, cell: (month: (typeof months)[number]) => string) =>
    `| ${name} | ${months.map(cell).join(' | ')} |`;
  return [
    `| campus:searchDbMinCapacity | ${columns.map((column) => column.name).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    row('ACU-hours', (month) => whole(month.acuHours)),
    row('Compute', (month) => usd(month.lines.compute)),
    row('Storage', (month) => `${gb(month.storageGb)}: ${usd(month.lines.storage)}`),
    row('I/O requests', (month) => `${millions(month.ioMillions)}: ${usd(month.lines.io)}`),
    row('Data API requests', (month) => `${millions(month.dataApiMillions)}: ${usd(month.lines.dataApi)}`),
    row('**Total**', (month) => `**${usd(month.total)}**`),
  ].join('\n');
}

/** The search database's assumptions, in a sentence for docs/operations.md. */
export const searchDbSummary = () => {
  const local = searchDbStorageGb(db, 'local');
  const bedrock = searchDbStorageGb(db, 'bedrock');
  return `${whole(db.notes)} notes of ${db.passagesPerNote} passages (${whole(local.passages)}), ${db.postingsPerPassage} postings each, take about ${gb(local.totalGb)} with local answers and ${gb(bedrock.totalGb)} with Bedrock's ${db.embeddingDimensions}-dimension vectors (their HNSW index ${gb(bedrock.vectorIndexGb)}). The cluster is assumed active ${db.activeHoursPerDay.ordinary} hours a day at ${db.activeAcus.ordinary} ACU (${db.activeHoursPerDay.examWeek} hours at ${db.activeAcus.examWeek} ACUs in exam week), paused otherwise but for ${db.wakesPerDay} late questions a night, each keeping it up ${SEARCH_DB_PAUSE_MINUTES} minutes.`;
};

/** What an idle month of the search database's compute costs, paused or not, in a sentence for docs/operations.md. */
export const searchDbIdleSummary = () => {
  const scheduled = scheduledWakesPerDay();
  const wakes = !Number.isFinite(scheduled)
    ? `a job scheduled more often than every ${SEARCH_DB_PAUSE_MINUTES} minutes keeps it up`
    : scheduled === 0
      ? 'nothing scheduled wakes it'
      : `scheduled jobs wake it ${scheduled === 1 ? 'once' : `${whole(scheduled)} times`} a day, ${SEARCH_DB_PAUSE_MINUTES + 1} minutes each at 0.5 ACU`;
  const paused = searchDbIdleMonth(0, scheduled);
  const up = searchDbIdleMonth(0.5, scheduled);
  return `A month with no question, upload or deletion costs ${usd(paused.compute)} of compute at \`0\` (${wakes}) and ${usd(up.compute)} at \`0.5\` (${whole(up.acuHours)} ACU-hours), storage on top.`;
};

/* The runbook's blocks this command writes, by name (infra/load-model/generated-blocks.ts). */
export const GENERATED_BLOCKS = { 'cost table': costTable, 'search database month': searchDbTable } as const;
const RUNBOOK = new URL('../../docs/operations.md', import.meta.url);

/* Printed only when run (`npm run load-model`), not when a test imports the tables; `-- --write`
 * also writes the tables into the runbook. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--write')) {
    let runbook = readFileSync(RUNBOOK, 'utf8');
    for (const [name, table] of Object.entries(GENERATED_BLOCKS)) {
      runbook = withGeneratedBlock(runbook, name, table());
    }
    writeFileSync(RUNBOOK, runbook);
    console.log('Wrote the cost tables into docs/operations.md.\n');
  }
  console.log(peakSummary());
  console.log(
    `## A month, in US dollars (${PRICES_REGION} list prices written down ${PRICES_TAKEN_ON}, no free tier)\n`,
  );
  console.log(costTable());
  console.log('\n## The search database, a month with Bedrock (infra/load-model/load-model-search-db.ts)\n');
  console.log(searchDbSummary());
  console.log(searchDbIdleSummary());
  console.log(`\n${searchDbTable()}`);
}
