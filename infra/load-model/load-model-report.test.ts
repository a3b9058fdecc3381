import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { queueConcurrency } from '../config/capacity-config';
import { generatedBlock } from './generated-blocks';
import {
  CAMPUS_ASSUMPTIONS as a,
  gptWorkerCapacity,
  mailsPerDay,
  peakLoad,
  recommendedThrottle,
  requiredConcurrency,
} from './load-model';
import {
  costTable,
  GENERATED_BLOCKS,
  searchDbIdleSummary,
  searchDbSummary,
  searchDbTable,
} from './load-model-report';

/* The operator's runbook, where the pre-launch numbers and the cost table are. */
const readme = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
const whole = (n: number) => Math.round(n).toLocaleString('en-US');

/* The runbook's numbers are the model's: a change to either without the other fails here. */
describe('the runbook’s pre-launch numbers and cost table', () => {
  it('holds, between its markers, each table npm run load-model -- --write writes', () => {
    for (const [name, table] of Object.entries(GENERATED_BLOCKS)) {
      expect(generatedBlock(readme, name), name).toBe(table());
    }
    expect(GENERATED_BLOCKS).toMatchObject({
      'cost table': costTable,
      'search database month': searchDbTable,
    });
  });

  it('holds the search database’s assumptions as npm run load-model prints them', () => {
    expect(readme.replace(/\s+/g, ' ')).toContain(searchDbSummary());
    // What an idle month costs, paused or not (decision 41): from the registry's schedules.
    expect(readme.replace(/\s+/g, ' ')).toContain(searchDbIdleSummary());
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
