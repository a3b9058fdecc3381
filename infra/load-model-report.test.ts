import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { queueConcurrency } from './capacity-config';
import {
  CAMPUS_ASSUMPTIONS as a,
  gptWorkerCapacity,
  mailsPerDay,
  peakLoad,
  recommendedThrottle,
  requiredConcurrency,
} from './load-model';
import { costTable, searchDbSummary, searchDbTable } from './load-model-report';

/* The operator's runbook, where the pre-launch numbers and the cost table are. */
const readme = readFileSync(new URL('../docs/operations.md', import.meta.url), 'utf8');
const whole = (n: number) => Math.round(n).toLocaleString('en-US');

/* The runbook's numbers are the model's: a change to either without the other fails here. */
describe('the runbook’s pre-launch numbers and cost table', () => {
  it('holds the cost table npm run load-model prints', () => {
    expect(readme).toContain(costTable());
  });

  it('holds the search database’s month and its assumptions as npm run load-model prints them', () => {
    expect(readme).toContain(searchDbTable());
    expect(readme.replace(/\s+/g, ' ')).toContain(searchDbSummary());
  });

  it('asks for the quotas the model computes', () => {
    const workers = Object.values(queueConcurrency());
    const peak = peakLoad(a, 'bedrock');
    const throttle = recommendedThrottle(a);
    expect(readme).toContain(`**at least ${requiredConcurrency(a, workers)}**`);
    expect(readme).toContain(`about\n${whole(peak.totalRps)} requests a second`);
    expect(readme).toContain(`keeps about ${whole(peak.apiConcurrency)} Lambdas busy`);
    expect(readme).toContain(`queue workers' ${workers.reduce((x, y) => x + y, 0)} at most`);
    expect(readme).toContain(`stage\n  throttle's ${throttle.rateLimit} requests a second`);
    expect(readme).toContain(`\`${throttle.rateLimit}\`, \`${throttle.burstLimit}\``);
    expect(readme).toContain(`**${whole(mailsPerDay(a).rosterDay)}** mails`);
    expect(readme).toContain(`about ${whole(mailsPerDay(a).ordinary)} mails`);
    expect(readme).toContain(`**${whole(peak.bedrockTokensPerMinute)} tokens a minute**`);
    const cap = gptWorkerCapacity(a, 'bedrock', queueConcurrency().gptWorker ?? 0);
    expect(readme).toContain(`most ${whole(cap.bedrockTokensPerMinute)} a minute`);
  });
});
