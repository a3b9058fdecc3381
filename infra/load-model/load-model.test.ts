import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GPT_POLL_INTERVAL_MS } from '#shared/constants/limits';
import { LOGIN_FAILURES_PER_CLIENT } from '../../functions/auth/limits';
import { SEARCH_DB_CAPACITY_DEFAULTS, SEARCH_DB_PAUSE_MINUTES } from '../config/capacity-config';
import {
  CAMPUS_ASSUMPTIONS as a,
  authConcurrency,
  gptWorkerCapacity,
  mailsPerDay,
  peakLoad,
  recommendedThrottle,
  requiredConcurrency,
} from './load-model';
import { monthlyCost } from './load-model-cost';
import { PRICES } from './load-model-prices';
import {
  CAMPUS_SEARCH_DB as db,
  scheduledWakesPerDay,
  searchDbIdleMonth,
  searchDbMonth,
  searchDbStorageGb,
} from './load-model-search-db';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const costOptions = { lambdas: 22, otherAlarms: 8, queueTriggers: 4 };

describe('the load model', () => {
  it('polls as the web app does, and caches and limits as the API does', () => {
    const chatPoll = /const POLL_MS = (\d+)/.exec(source('../../web/src/features/student/useChat.ts'));
    expect(Number(chatPoll?.[1]) / 1000).toBe(a.chatPollSeconds);
    expect(GPT_POLL_INTERVAL_MS / 1000).toBe(a.gptPollSeconds);
    const cache = /resultsCacheTtl: Duration\.minutes\((\d+)\)/.exec(source('../stacks/api-stack.ts'));
    expect(Number(cache?.[1]) * 60).toBe(a.authorizerCacheSeconds);
    expect(a.guesser).toEqual({
      failures: LOGIN_FAILURES_PER_CLIENT.limit,
      windowMinutes: LOGIN_FAILURES_PER_CLIENT.windowSeconds / 60,
    });
  });

  it('counts the exam-week peak hour from its assumptions', () => {
    const peak = peakLoad(a, 'local');
    expect(peak.onlineUsers).toBe(2_120);
    // 2,120 online × 10 pages × 3 calls over 20 minutes; a quarter polling the chat every 3 s.
    expect(peak.rps.pages).toBeCloseTo(53, 5);
    expect(peak.rps.chat).toBeCloseTo(176.67, 2);
    // A question: submit, one status poll a second until the answer (1 s locally), one read.
    expect(peak.rps.gpt).toBeCloseTo((2_120 * 3) / 3600, 5);
    expect(peak.totalRps).toBeCloseTo(peak.rps.pages + peak.rps.chat + peak.rps.gpt + peak.rps.login, 5);
    expect(peak.bedrockTokensPerMinute).toBe(0);
    // Bedrock answers take longer, so each question polls more, and it spends tokens.
    const withBedrock = peakLoad(a, 'bedrock');
    expect(withBedrock.rps.gpt).toBeGreaterThan(peak.rps.gpt);
    expect(withBedrock.bedrockTokensPerMinute).toBeCloseTo((2_120 * 3_300) / 60, 5);
  });

  it('sizes the stage throttle at twice the peak, in hundreds, with a burst of twice that', () => {
    const peak = peakLoad(a, 'bedrock').totalRps;
    const { rateLimit, burstLimit } = recommendedThrottle(a);
    expect(rateLimit % 100).toBe(0);
    expect(rateLimit).toBeGreaterThanOrEqual(2 * peak);
    expect(rateLimit).toBeLessThan(2 * peak + 100);
    expect(burstLimit).toBe(2 * rateLimit);
    // Today's 200 a second would refuse the exam-week peak.
    expect(peak).toBeGreaterThan(200);
  });

  it('asks for more concurrent executions than a new account’s 10, room for the workers included', () => {
    const needed = requiredConcurrency(a, [5, 2, 2]);
    expect(needed).toBeGreaterThan(10);
    expect(needed % 50).toBe(0);
    expect(requiredConcurrency(a, [5, 2, 2, 200])).toBeGreaterThanOrEqual(needed + 200);
  });

  it('finds the auth function’s share small enough that it needs no reserved concurrency', () => {
    const auth = authConcurrency(a);
    // 2,120 logins in 15 minutes at 0.7 s; 600 failures in 15 minutes, 0.7 s each.
    expect(auth.loginPeak).toBeCloseTo((2_120 / 900) * 0.7, 5);
    expect(auth.oneAddressGuesser).toBeCloseTo((600 / 900) * 0.7, 5);
    expect(auth.loginPeak + auth.oneAddressGuesser).toBeLessThan(10);
  });

  it('lets the GPT worker at 5 at once answer more than the peak asks, and bounds Bedrock’s tokens', () => {
    const peak = peakLoad(a, 'bedrock');
    const capped = gptWorkerCapacity(a, 'bedrock', 5);
    // Five executions, 3 s a question: 6,000 an hour, at 3,300 tokens each.
    expect(capped.questionsPerHour).toBe(6_000);
    expect(capped.questionsPerHour).toBeGreaterThan(peak.gptQuestionsPerHour);
    expect(capped.bedrockTokensPerMinute).toBe(330_000);
    expect(gptWorkerCapacity(a, 'local', 5).bedrockTokensPerMinute).toBe(0);
  });

  it('counts ordinary mail and a roster day’s invitations', () => {
    expect(mailsPerDay(a)).toEqual({ ordinary: 2_000 * 0.02 + 20, rosterDay: 5_300 });
  });

  it('prices a month line by line; Bedrock and WAF add only their own lines', () => {
    const local = monthlyCost(a, { ...costOptions, assistant: 'local', wafRules: 0 });
    expect(local.total).toBeCloseTo(
      Object.values(local.lines).reduce((sum, line) => sum + line, 0),
      9,
    );
    expect(local.lines.bedrock).toBe(0);
    expect(local.lines.waf).toBe(0);
    const withWaf = monthlyCost(a, { ...costOptions, assistant: 'local', wafRules: 4 });
    expect(withWaf.lines.waf).toBeGreaterThan(PRICES.wafAclMonth + 4 * PRICES.wafRuleMonth);
    expect(withWaf.total - local.total).toBeCloseTo(withWaf.lines.waf, 9);
    const bedrock = monthlyCost(a, { ...costOptions, assistant: 'bedrock', wafRules: 0 });
    // 60,000 questions a month of 3,000 tokens in and 300 out.
    const perQuestion = 3 * PRICES.bedrockInputPer1k + 0.3 * PRICES.bedrockOutputPer1k;
    expect(bedrock.lines.bedrock).toBeCloseTo(60_000 * perQuestion, 9);
    for (const line of Object.values(bedrock.lines)) expect(line).toBeGreaterThanOrEqual(0);
  });

  it('bills S3 for the notes downloaded straight from it, and a reranker per question', () => {
    const options = { lambdas: 22, otherAlarms: 8, queueTriggers: 4, wafRules: 0 } as const;
    const local = monthlyCost(a, { ...options, assistant: 'local' });
    // 2,000 daily users, a 4 MB note every other day: 30,000 downloads, about 117 GB a month.
    const downloadGb = (2_000 * 0.5 * 30 * 4) / 1024;
    expect(local.lines.s3).toBeCloseTo(50 * 0.025 + downloadGb * 0.1093 + 30 * 0.00043, 6);
    expect(local.lines.s3).toBeGreaterThan(10 * 50 * 0.025);
    expect(local.lines.reranker).toBe(0);
    // 60,000 questions a month: Cohere Rerank 3.5 at $2 a thousand, Amazon's at $1.
    const cohere = monthlyCost(a, { ...options, assistant: 'bedrock', reranker: 'cohere' });
    const amazon = monthlyCost(a, { ...options, assistant: 'bedrock', reranker: 'amazon' });
    expect(cohere.lines.reranker).toBeCloseTo(120, 6);
    expect(amazon.lines.reranker).toBeCloseTo(60, 6);
  });

  it('sizes the search database for 20,000 notes: about a million passages, vectors only with Bedrock', () => {
    const local = searchDbStorageGb(db, 'local');
    const bedrock = searchDbStorageGb(db, 'bedrock');
    expect(local.passages).toBe(1_000_000);
    // 760 bytes a passage and 41 postings of 248, with a fifth more for Aurora's free space.
    expect(local.totalGb).toBeCloseTo((1e6 * (760 + 41 * 248) * 1.2) / 1e9, 9);
    expect(local.vectorIndexGb).toBe(0);
    // 256 dimensions of 4 bytes and 8 of header, and an HNSW index 1.25 times that.
    expect(bedrock.vectorIndexGb).toBeCloseTo((1e6 * 1032 * 1.25) / 1e9, 9);
    expect(bedrock.totalGb - local.totalGb).toBeCloseTo((1e6 * 1032 * 2.25 * 1.2) / 1e9, 9);
    // The default ceiling (4 ACUs, about 8 GiB) holds the vector index and the exam-week capacity.
    expect(bedrock.vectorIndexGb).toBeLessThan(SEARCH_DB_CAPACITY_DEFAULTS.maxCapacity * 2);
    expect(db.activeAcus.examWeek).toBeLessThanOrEqual(SEARCH_DB_CAPACITY_DEFAULTS.maxCapacity);
  });

  it('bills the search database by the hour it runs: pausing saves the quiet hours, an exam week costs more', () => {
    // The questions' own wakes alone: what scheduled jobs add is the next test's.
    const month = (minCapacity: number, examWeekDays = 0) =>
      searchDbMonth(a, db, { assistant: 'bedrock', minCapacity, examWeekDays, scheduledWakesPerDay: 0 });
    const paused = month(0);
    const alwaysOn = month(0.5);
    // 16 active hours at 1 ACU for 30 days; paused, only 3 wakes a night of 16 minutes at 0.5 ACU.
    expect(paused.acuHours).toBeCloseTo(30 * 16 + 30 * 3 * ((SEARCH_DB_PAUSE_MINUTES + 1) / 60) * 0.5, 9);
    expect(alwaysOn.acuHours).toBeCloseTo(30 * 16 + 30 * 8 * 0.5, 9);
    expect(paused.lines.compute).toBeLessThan(alwaysOn.lines.compute);
    // Each resume starts with a cold cache: more reads than always on, still cents.
    expect(paused.resumes).toBe(30 * 4);
    expect(alwaysOn.resumes).toBe(0);
    expect(paused.lines.io).toBeGreaterThan(alwaysOn.lines.io);
    const exam = month(0, 7);
    expect(exam.acuHours).toBeCloseTo(
      23 * 16 + 7 * 20 * 2 + 30 * 3 * ((SEARCH_DB_PAUSE_MINUTES + 1) / 60) * 0.5,
      9,
    );
    expect(exam.dataApiMillions).toBeGreaterThan(paused.dataApiMillions);
    // Compute is the bill; storage, I/O and the Data API together stay under a tenth of it.
    expect(paused.lines.storage + paused.lines.io + paused.lines.dataApi).toBeLessThan(
      paused.lines.compute / 10,
    );
    expect(paused.total).toBeCloseTo(
      Object.values(paused.lines).reduce((sum, line) => sum + line, 0),
      9,
    );
  });

  it('lets a scheduled job that asks the search database something every run wake it, or keep it up', () => {
    const job = (everyMinutes: number, searchDatabaseOnlyOnWork?: true) => ({
      job: {
        entry: 'functions/x.ts',
        description: 'x',
        trigger: { kind: 'schedule' as const, everyMinutes, localEveryMinutes: 1, searchDatabaseOnlyOnWork },
        resources: { searchDatabase: true },
      },
    });
    expect(scheduledWakesPerDay(job(24 * 60))).toBe(1);
    expect(scheduledWakesPerDay(job(10, true))).toBe(0);
    // Every 10 minutes, sooner than the 15 it pauses after: never paused.
    expect(scheduledWakesPerDay(job(10))).toBe(Infinity);
    const options = { assistant: 'bedrock' as const, minCapacity: 0, examWeekDays: 0 };
    const keptUp = searchDbMonth(a, db, { ...options, scheduledWakesPerDay: Infinity });
    expect(keptUp.acuHours).toBeCloseTo(searchDbMonth(a, db, { ...options, minCapacity: 0.5 }).acuHours, 9);
    expect(keptUp.resumes).toBe(0);
    const daily = searchDbMonth(a, db, { ...options, scheduledWakesPerDay: 1 });
    expect(daily.resumes).toBe(30 * (1 + db.wakesPerDay + 1));
    // An idle month: 720 hours at 0.5 ACU kept up; paused, the scheduled wakes alone.
    expect(searchDbIdleMonth(0.5, 0).compute).toBeCloseTo(720 * 0.5 * PRICES.auroraAcuHour, 9);
    expect(searchDbIdleMonth(0, Infinity).compute).toBeCloseTo(720 * 0.5 * PRICES.auroraAcuHour, 9);
    expect(searchDbIdleMonth(0, 0).compute).toBe(0);
    expect(searchDbIdleMonth(0, 1).acuHours).toBeCloseTo(30 * ((SEARCH_DB_PAUSE_MINUTES + 1) / 60) * 0.5, 9);
    // As registered today, nothing scheduled keeps it from pausing.
    expect(scheduledWakesPerDay()).toBeLessThan(Infinity);
  });

  it('counts the search database in the month at its default minimum, and its secret', () => {
    const cost = monthlyCost(a, { ...costOptions, assistant: 'local', wafRules: 0 });
    const alwaysOn = monthlyCost(a, {
      ...costOptions,
      assistant: 'local',
      wafRules: 0,
      searchDbMinCapacity: 0.5,
    });
    expect(cost.lines.searchDatabase).toBeCloseTo(
      searchDbMonth(a, db, { assistant: 'local', minCapacity: 0, examWeekDays: 0 }).total,
      9,
    );
    expect(alwaysOn.lines.searchDatabase).toBeGreaterThan(cost.lines.searchDatabase);
    expect(cost.lines.secrets).toBeCloseTo(3 * PRICES.secretMonth, 9);
  });
});
