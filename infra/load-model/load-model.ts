/**
 * A load model of one college, as numbers anyone can change: who uses the site, how the web app
 * calls the API (its polling intervals are read from the web code by this file's test), and how
 * long a call keeps a Lambda busy. Pure arithmetic: the deploy parameters' defaults (the stage
 * throttle) and the pre-launch numbers and cost table of docs/operations.md are computed from it
 * (`npm run load-model` prints them).
 */
export interface Assumptions {
  readonly students: number;
  readonly staff: number;
  /** Distinct people signed in on an ordinary day. */
  readonly dailyUsers: number;
  /**
   * The share of everyone signed in during the busiest hour of exam week (notes, the class chat,
   * the assistant); decision 16 takes the same 40% for the first lecture's login peak.
   */
  readonly peakOnlineShare: number;
  /** A signed-in visit: its length, the pages it opens, and the API calls each page makes. */
  readonly sessionMinutes: number;
  readonly pagesPerSession: number;
  readonly apiCallsPerPage: number;
  readonly sessionsPerDailyUser: number;
  /** Of those online, the share with the class chat open and visible (it polls only then). */
  readonly chatOpenShare: number;
  /** web/src/features/student/useChat.ts: POLL_MS. */
  readonly chatPollSeconds: number;
  /** shared/constants/limits.ts: GPT_POLL_INTERVAL_MS (the task's status while it is pending). */
  readonly gptPollSeconds: number;
  readonly gptQuestionsPerOnlineUserAtPeakHour: number;
  readonly gptQuestionsPerDailyUser: number;
  /** Question to answer, as the worker takes it: quoting passages, or a Bedrock model's reply. */
  readonly gptAnswerSeconds: { readonly local: number; readonly bedrock: number };
  readonly bedrockTokensPerQuestion: { readonly input: number; readonly output: number };
  /** Decision 16: 40% of everyone signs in within the first lecture's 15 minutes. */
  readonly loginPeakShare: number;
  readonly loginPeakMinutes: number;
  /**
   * One address's failed logins in a window before it is refused (functions/auth/limits.ts), each
   * a full password check: what a guesser can make the auth Lambda hold.
   */
  readonly guesser: { readonly failures: number; readonly windowMinutes: number };
  /** API Gateway keeps the authorizer's answer for a token this long (api-stack.ts). */
  readonly authorizerCacheSeconds: number;
  /**
   * p50 Lambda durations in milliseconds: typical of Lambda in one region for two DynamoDB round
   * trips (the session check, then the data; the bench measures only the local stand-ins), a
   * scrypt N=2^17 check on the auth function's 1,024 MB, and the worker per question.
   */
  readonly durationMs: {
    readonly signedInCall: number;
    readonly authorizer: number;
    readonly login: number;
    readonly gptWorker: { readonly local: number; readonly bedrock: number };
  };
  readonly memoryGb: { readonly api: number; readonly login: number; readonly gptWorker: number };
  /** Mail an ordinary day sends: reset links, sign-up confirmations, contact messages. */
  readonly mailsPerDailyUser: number;
  readonly contactMailsPerDay: number;
  /** Data: an API answer, the app's files on a first visit, public (signed-out) visits. */
  readonly apiResponseKb: number;
  readonly appShellKb: number;
  readonly freshShellShare: number;
  readonly publicVisitsPerDay: number;
  readonly publicVisitMb: number;
  readonly logKbPerRequest: number;
  /** Read units a signed-in call uses: the session check (one strongly consistent Get) and its data. */
  readonly readUnitsPerCall: number;
  readonly writeUnitsPerCall: number;
  readonly storedGb: { readonly s3: number; readonly dynamo: number };
  /** Notes opened a day per daily user, and a note's size: downloads straight from S3. */
  readonly noteDownloadsPerDailyUser: number;
  readonly noteDownloadMb: number;
}

export const CAMPUS_ASSUMPTIONS: Assumptions = {
  students: 5_000,
  staff: 300,
  dailyUsers: 2_000,
  peakOnlineShare: 0.4,
  sessionMinutes: 20,
  pagesPerSession: 10,
  apiCallsPerPage: 3,
  sessionsPerDailyUser: 1.5,
  chatOpenShare: 0.25,
  chatPollSeconds: 3,
  gptPollSeconds: 1,
  gptQuestionsPerOnlineUserAtPeakHour: 1,
  gptQuestionsPerDailyUser: 1,
  gptAnswerSeconds: { local: 1, bedrock: 4 },
  bedrockTokensPerQuestion: { input: 3_000, output: 300 },
  loginPeakShare: 0.4,
  loginPeakMinutes: 15,
  guesser: { failures: 600, windowMinutes: 15 },
  authorizerCacheSeconds: 300,
  durationMs: { signedInCall: 50, authorizer: 20, login: 700, gptWorker: { local: 400, bedrock: 3_000 } },
  memoryGb: { api: 0.5, login: 1, gptWorker: 1 },
  mailsPerDailyUser: 0.02,
  contactMailsPerDay: 20,
  apiResponseKb: 3,
  appShellKb: 400,
  freshShellShare: 0.3,
  publicVisitsPerDay: 500,
  publicVisitMb: 1.5,
  logKbPerRequest: 1.5,
  readUnitsPerCall: 2,
  writeUnitsPerCall: 0.2,
  storedGb: { s3: 50, dynamo: 2 },
  // One note opened every other day by each daily user; lecture PDFs of a few megabytes.
  noteDownloadsPerDailyUser: 0.5,
  noteDownloadMb: 4,
};

export type Assistant = 'local' | 'bedrock';

export interface PeakLoad {
  readonly onlineUsers: number;
  /** Requests a second reaching the API stage, each source apart, and in all. */
  readonly rps: {
    readonly pages: number;
    readonly chat: number;
    readonly gpt: number;
    readonly login: number;
  };
  readonly totalRps: number;
  /** Lambda executions running at once for those requests (rps × p50 duration), workers apart. */
  readonly apiConcurrency: number;
  readonly gptQuestionsPerHour: number;
  readonly bedrockTokensPerMinute: number;
}

export const DAYS_PER_MONTH = 30;
export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The busiest hour of exam week, for one way of answering questions. */
export function peakLoad(a: Assumptions, assistant: Assistant): PeakLoad {
  const people = a.students + a.staff;
  const onlineUsers = people * a.peakOnlineShare;
  const gptQuestionsPerHour = onlineUsers * a.gptQuestionsPerOnlineUserAtPeakHour;
  // A question is one submit, a status poll a second until the answer, and one final read.
  const callsPerQuestion = 2 + Math.ceil(a.gptAnswerSeconds[assistant] / a.gptPollSeconds);
  const rps = {
    pages: (onlineUsers * a.pagesPerSession * a.apiCallsPerPage) / (a.sessionMinutes * 60),
    chat: (onlineUsers * a.chatOpenShare) / a.chatPollSeconds,
    gpt: (gptQuestionsPerHour * callsPerQuestion) / 3600,
    login: (people * a.loginPeakShare) / (a.loginPeakMinutes * 60),
  };
  const signedInRps = rps.pages + rps.chat + rps.gpt;
  const authorizerRps = onlineUsers / a.authorizerCacheSeconds;
  const apiConcurrency =
    (signedInRps * a.durationMs.signedInCall +
      authorizerRps * a.durationMs.authorizer +
      rps.login * a.durationMs.login) /
    1000;
  const tokens = a.bedrockTokensPerQuestion.input + a.bedrockTokensPerQuestion.output;
  return {
    onlineUsers,
    rps,
    totalRps: sum(Object.values(rps)),
    apiConcurrency,
    gptQuestionsPerHour,
    bedrockTokensPerMinute: assistant === 'bedrock' ? (gptQuestionsPerHour * tokens) / 60 : 0,
  };
}

/**
 * Concurrent auth executions: at the login peak, and added by a guesser at one address's limit,
 * each attempt a full login. Reserved concurrency for auth would be needed
 * only if these came near the account's limit.
 */
export function authConcurrency(a: Assumptions) {
  const loginRps = ((a.students + a.staff) * a.loginPeakShare) / (a.loginPeakMinutes * 60);
  const guesserRps = a.guesser.failures / (a.guesser.windowMinutes * 60);
  return {
    loginPeak: (loginRps * a.durationMs.login) / 1000,
    oneAddressGuesser: (guesserRps * a.durationMs.login) / 1000,
  };
}

/**
 * What the GPT worker can do at its maxConcurrency, one question after another in each execution:
 * questions an hour, and at most how many Bedrock tokens a minute (the quota to ask for).
 */
export function gptWorkerCapacity(a: Assumptions, assistant: Assistant, maxConcurrency: number) {
  const questionsPerHour = (maxConcurrency * 3_600_000) / a.durationMs.gptWorker[assistant];
  const tokens = a.bedrockTokensPerQuestion.input + a.bedrockTokensPerQuestion.output;
  return {
    questionsPerHour,
    bedrockTokensPerMinute: assistant === 'bedrock' ? (questionsPerHour * tokens) / 60 : 0,
  };
}

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * The stage throttle: twice the busiest hour's rate (results day, a deadline, a share online
 * above 40%), in hundreds; the burst twice that, for the poll timers of many tabs falling
 * together after a network blip.
 */
export function recommendedThrottle(a: Assumptions = CAMPUS_ASSUMPTIONS) {
  const peak = Math.max(peakLoad(a, 'local').totalRps, peakLoad(a, 'bedrock').totalRps);
  const rateLimit = roundUp(2 * peak, 100);
  return { rateLimit, burstLimit: 2 * rateLimit };
}

/**
 * Concurrent executions the account must allow: the API at the stage throttle's full rate (the
 * most it lets through) at three times its p50 duration (cold starts and p99), plus each queue
 * worker's maxConcurrency, plus the 10 that Lambda keeps unreserved; in fifties.
 */
export function requiredConcurrency(a: Assumptions, workerMaxConcurrency: readonly number[]) {
  const { rateLimit } = recommendedThrottle(a);
  const api = (rateLimit * a.durationMs.signedInCall * 3) / 1000;
  return roundUp(api + sum(workerMaxConcurrency) + 10, 50);
}

/** Mail on an ordinary day, and on the day a roster import invites everyone. */
export function mailsPerDay(a: Assumptions) {
  return {
    ordinary: a.dailyUsers * a.mailsPerDailyUser + a.contactMailsPerDay,
    rosterDay: a.students + a.staff,
  };
}
