import type { FunctionGroup } from '#shared/api/routes/index';
import { resources as announcements } from './announcements/resources';
import {
  resources as gpt,
  crossCheckResources as gptCrossCheck,
  migrateResources as gptMigrate,
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
import { queueFunctions } from './lib/queues/queue-functions';
import type { OwnResources, TableGrants } from './lib/resources/grants';
import { QUEUE_DEFINITIONS, type QueueId } from './lib/resources/queues';
import { sweepResources as gptIngestSweep, resources as notes } from './notes/resources';
import { resources as pages } from './pages/resources';
import { resources as rooms } from './rooms/resources';
import { resources as roster } from './roster/resources';
import { resources as timetable } from './timetable/resources';
import { resources as uploads } from './uploads/resources';
import { resources as users } from './users/resources';

export type { BackgroundFunction, DeployFunction, FunctionDefinition, Trigger } from './function-definitions';

/*
 * Who sends to each queue, from its definition (its group's queues.ts): the registry grants each
 * sender its queues. A sender that is no endpoint group or background function here does not
 * compile.
 */
const SENDS: readonly { readonly queue: QueueId; readonly by: readonly SenderId[] }[] = Object.values(
  QUEUE_DEFINITIONS,
).map(({ id, sentBy }) => ({ queue: id, by: sentBy }));
type SenderId = FunctionGroup | BackgroundFunctionId;

const sendsOf = (sender: string): { readonly queues?: readonly QueueId[] } => {
  const queues = SENDS.filter(({ by }) => (by as readonly string[]).includes(sender)).map(
    ({ queue }) => queue,
  );
  return queues.length > 0 ? { queues } : {};
};

/*
 * Everything API Gateway calls checks the origin secret first (group-handler.ts, the authorizer),
 * and every group handler reads the caller's session (one Get, sessions.ts), to know it is still live.
 */
const api = (
  group: FunctionGroup,
  resources: OwnResources,
  sessionRead: 'get' | 'batchGet' = 'get',
): FunctionDefinition => ({
  entry: `functions/${group}/handler.ts`,
  description: `Campus API: ${group}`,
  resources: {
    ...resources,
    ...sendsOf(group),
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

/*
 * Each queue's consumer and dead-letter handler, as their queue's definition gives them (its
 * group's queues.ts, decision 62).
 */
const QUEUE_FUNCTIONS = queueFunctions(QUEUE_DEFINITIONS);

/** Grants each background function the sends its queues' definitions name it for. */
const withSends = <T extends Readonly<Record<string, BackgroundFunction>>>(functions: T): T =>
  Object.fromEntries(
    Object.entries(functions).map(([id, fn]) => [
      id,
      { ...fn, resources: { ...fn.resources, ...sendsOf(id) } },
    ]),
  ) as T;

/**
 * Functions that are not API routes. The CDK stacks, the local runtime, the bench and the tests
 * all read this list, so a new one is wired everywhere by adding it here, or by its queue's
 * definition.
 */
export const BACKGROUND_FUNCTIONS = withSends({
  contactRetry: {
    entry: 'functions/contact/retry-handler.ts',
    description: 'Campus: mails again contact messages SES did not take',
    trigger: { kind: 'schedule', everyMinutes: 10, localEveryMinutes: 1 },
    resources: contactRetry,
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
  ...QUEUE_FUNCTIONS,
} as const satisfies Record<string, BackgroundFunction>);

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
 * locally. A definition gives its queue's consumer, so every defined queue is in use.
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
