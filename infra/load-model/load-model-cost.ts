import { SEARCH_DB_CAPACITY_DEFAULTS } from '../config/capacity-config';
import { type Assistant, type Assumptions, DAYS_PER_MONTH, mailsPerDay, sum } from './load-model';
import { PRICES, type Prices } from './load-model-prices';
import { CAMPUS_SEARCH_DB, searchDbMonth } from './load-model-search-db';

/*
 * The load model's month (infra/load-model/load-model.ts): its volumes, and what they cost at PRICES, for the
 * the cost table of docs/operations.md.
 */

/* Five pollers, each a 20-second long poll, around the clock for 30 days. */
const IDLE_POLLS_PER_TRIGGER = 5 * (86_400 / 20) * 30;

/** Monthly volumes of an ordinary month (30 days; exam weeks are busier, holidays quieter). */
export function monthlyVolume(a: Assumptions, assistant: Assistant) {
  const sessions = a.dailyUsers * a.sessionsPerDailyUser * DAYS_PER_MONTH;
  const sessionSeconds = a.sessionMinutes * 60;
  const questions = a.dailyUsers * a.gptQuestionsPerDailyUser * DAYS_PER_MONTH;
  const callsPerQuestion = 2 + Math.ceil(a.gptAnswerSeconds[assistant] / a.gptPollSeconds);
  const pageCalls = sessions * a.pagesPerSession * a.apiCallsPerPage;
  const chatPolls = (sessions * a.chatOpenShare * sessionSeconds) / a.chatPollSeconds;
  const apiRequests = pageCalls + chatPolls + questions * callsPerQuestion;
  const authorizerCalls = (sessions * sessionSeconds) / a.authorizerCacheSeconds;
  const logins = sessions / a.sessionsPerDailyUser;
  const transferGb =
    (apiRequests * a.apiResponseKb + sessions * a.freshShellShare * a.appShellKb) / 1024 ** 2 +
    (a.publicVisitsPerDay * DAYS_PER_MONTH * a.publicVisitMb) / 1024;
  const noteDownloads = a.dailyUsers * a.noteDownloadsPerDailyUser * DAYS_PER_MONTH;
  return {
    apiRequests,
    authorizerCalls,
    noteDownloads,
    noteDownloadGb: (noteDownloads * a.noteDownloadMb) / 1024,
    logins,
    questions,
    mails: mailsPerDay(a).ordinary * DAYS_PER_MONTH,
    // The app's files on a fresh visit and a public page's dozen files, as CloudFront requests.
    edgeRequests:
      apiRequests + sessions * a.freshShellShare * 10 + a.publicVisitsPerDay * DAYS_PER_MONTH * 12,
    transferGb,
  };
}

export interface CostOptions {
  readonly assistant: Assistant;
  /** WAF rules: the rate rule and each managed rule group; 0 for no web ACL. */
  readonly wafRules: number;
  /** Every Lambda (for alarms: errors and throttles each) and the other alarms of CampusOps. */
  readonly lambdas: number;
  readonly otherAlarms: number;
  /** SQS-triggered functions: Lambda long-polls each queue with five pollers, even when idle. */
  readonly queueTriggers: number;
  /** campus:searchDbMinCapacity: 0 (the default) pauses the search database when idle. */
  readonly searchDbMinCapacity?: number;
  /** With Bedrock, campus:gptRerankModelId's reranker, which bills per query. */
  readonly reranker?: 'cohere' | 'amazon';
}

/* The JWT signing key, the origin secret, the search database's credentials. */
const SECRETS = 3;

/** A month's cost, service by service, in US dollars at PRICES. */
export function monthlyCost(a: Assumptions, options: CostOptions, prices: Prices = PRICES) {
  const v = monthlyVolume(a, options.assistant);
  const gbSeconds =
    ((v.apiRequests * a.durationMs.signedInCall + v.authorizerCalls * a.durationMs.authorizer) *
      a.memoryGb.api +
      v.logins * a.durationMs.login * a.memoryGb.login +
      v.questions * a.durationMs.gptWorker[options.assistant] * a.memoryGb.gptWorker) /
    1000;
  const invocations = v.apiRequests + v.authorizerCalls + v.logins + v.questions;
  const logGb = ((v.apiRequests + v.logins) * a.logKbPerRequest) / 1024 ** 2;
  const edgeRequests = v.edgeRequests;
  const tokens = a.bedrockTokensPerQuestion;
  const lines = {
    lambda: gbSeconds * prices.lambdaArmGbSecond + (invocations / 1e6) * prices.lambdaPerMillionRequests,
    apiGateway: ((v.apiRequests + v.logins) / 1e6) * prices.httpApiPerMillion,
    dynamoDb:
      ((v.apiRequests * a.readUnitsPerCall) / 1e6) * prices.dynamoPerMillionReads +
      (((v.apiRequests + 4 * v.logins) * a.writeUnitsPerCall) / 1e6) * prices.dynamoPerMillionWrites +
      a.storedGb.dynamo * (prices.dynamoGbMonth + prices.dynamoPitrGbMonth),
    s3:
      a.storedGb.s3 * prices.s3GbMonth +
      v.noteDownloadGb * prices.s3TransferOutGb +
      (v.noteDownloads / 1000) * prices.s3GetPer1000,
    cloudFront:
      v.transferGb * prices.cloudFrontIndiaGb + (edgeRequests / 1e4) * prices.cloudFrontIndiaPer10kHttps,
    cloudWatch:
      logGb * (prices.logsIngestGb + prices.logsStoredGbMonth) +
      (2 * options.lambdas + options.otherAlarms) * prices.alarmMonth +
      prices.dashboardMonth,
    sqsAndSes:
      ((v.questions * 3 + options.queueTriggers * IDLE_POLLS_PER_TRIGGER) / 1e6) * prices.sqsPerMillion +
      (v.mails / 1000) * prices.sesPer1000,
    searchDatabase: searchDbMonth(
      a,
      CAMPUS_SEARCH_DB,
      {
        assistant: options.assistant,
        minCapacity: options.searchDbMinCapacity ?? SEARCH_DB_CAPACITY_DEFAULTS.minCapacity,
        examWeekDays: 0,
      },
      prices,
    ).total,
    secrets: SECRETS * prices.secretMonth,
    bedrock:
      options.assistant === 'bedrock'
        ? (v.questions / 1000) *
          (tokens.input * prices.bedrockInputPer1k + tokens.output * prices.bedrockOutputPer1k)
        : 0,
    reranker:
      options.assistant === 'bedrock' && options.reranker
        ? (v.questions / 1000) * prices.rerankPer1000Queries[options.reranker]
        : 0,
    waf:
      options.wafRules === 0
        ? 0
        : prices.wafAclMonth +
          options.wafRules * prices.wafRuleMonth +
          (edgeRequests / 1e6) * prices.wafPerMillion,
  };
  return { lines, total: sum(Object.values(lines)) };
}
