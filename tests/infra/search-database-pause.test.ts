import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESUMING_RETRY_AFTER_SECONDS } from '../../functions/lib/database-resuming';
import { SEARCH_DATABASE_ENV } from '../../functions/lib/resources/search-database';
import { RESUME_WAIT_IN_BACKGROUND_MS, RESUME_WAIT_MS } from '../../functions/lib/search-database';
import { BACKGROUND_FUNCTIONS, type BackgroundFunction } from '../../functions/registry';
import { SEARCH_DB_PAUSE_MINUTES } from '../../infra/config/capacity-config';
import { campusSynth } from './synth';

type Resource = { Type: string; Properties: Record<string, unknown> };
type Resources = Record<string, Resource>;

/* EventBridge's rate expressions, as CDK writes them: rate(10 minutes), rate(1 hour), rate(1 day). */
const MINUTES_PER_UNIT: Record<string, number> = { minute: 1, hour: 60, day: 1440 };
function rateMinutes(expression: string): number {
  const match = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression);
  if (!match?.[1] || !match[2]) throw new Error(`Not a rate expression: ${expression}`);
  return Number(match[1]) * (MINUTES_PER_UNIT[match[2]] ?? Number.NaN);
}

/* Background functions' descriptions that say they ask the search database only when there is work. */
const onlyOnWork = new Set(
  (Object.values(BACKGROUND_FUNCTIONS) as BackgroundFunction[]).flatMap(({ trigger, description }) =>
    trigger.kind === 'schedule' && trigger.searchDatabaseOnlyOnWork ? [description] : [],
  ),
);

/*
 * At minimum capacity 0 the cluster pauses once nothing has asked it anything for its pause period.
 * A schedule that asks it something more often would keep an idle college's cluster up all month
 * (about $44 at 0.5 ACU): read from the synthesized templates, so a schedule added by other means
 * than the registry is judged too.
 */
describe('the search database can pause when idle (decision 41)', () => {
  const { data, api } = campusSynth();

  it('pauses after SEARCH_DB_PAUSE_MINUTES without a statement at the default minimum of 0 ACUs', () => {
    const clusters = Object.values(data.findResources('AWS::RDS::DBCluster') as Resources);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]?.Properties.ServerlessV2ScalingConfiguration).toMatchObject({
      MinCapacity: 0,
      SecondsUntilAutoPause: SEARCH_DB_PAUSE_MINUTES * 60,
    });
  });

  it('is asked nothing by a schedule more often than that, but by jobs that ask it only when there is work', () => {
    const functions = api.findResources('AWS::Lambda::Function') as Resources;
    const rules = Object.values(api.findResources('AWS::Events::Rule') as Resources).filter(
      (rule) => typeof rule.Properties.ScheduleExpression === 'string',
    );
    let searchDatabaseSchedules = 0;
    for (const rule of rules) {
      const every = rateMinutes(rule.Properties.ScheduleExpression as string);
      for (const target of rule.Properties.Targets as { Arn: { 'Fn::GetAtt'?: [string, string] } }[]) {
        const fn = functions[target.Arn['Fn::GetAtt']?.[0] ?? '']?.Properties;
        expect(fn, JSON.stringify(target.Arn)).toBeDefined();
        const env = (fn?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
        if (!(SEARCH_DATABASE_ENV.clusterArn in env)) continue;
        searchDatabaseSchedules += 1;
        const description = String(fn?.Description);
        if (every < SEARCH_DB_PAUSE_MINUTES) expect(onlyOnWork, description).toContain(description);
      }
    }
    // The ingestion sweep is one: the test looks at something.
    expect(searchDatabaseSchedules).toBeGreaterThanOrEqual(1);
  });

  it('marks as asking only on work nothing that is not granted the search database', () => {
    for (const [id, { trigger, resources }] of Object.entries(BACKGROUND_FUNCTIONS) as [
      string,
      BackgroundFunction,
    ][]) {
      if (trigger.kind === 'schedule' && trigger.searchDatabaseOnlyOnWork) {
        expect(resources.searchDatabase, id).toBe(true);
      }
    }
  });

  it('is described in the runbook with the waits the code waits', () => {
    const runbook = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    expect(runbook).toContain(`pauses after ${SEARCH_DB_PAUSE_MINUTES} minutes without a statement`);
    expect(runbook).toContain(
      `waits up to ${RESUME_WAIT_MS / 1000} seconds, then answers 503 with \`Retry-After: ${RESUMING_RETRY_AFTER_SECONDS}\``,
    );
    expect(RESUME_WAIT_IN_BACKGROUND_MS).toBe(60_000);
    expect(runbook).toContain('try their work again for a minute');
  });
});
