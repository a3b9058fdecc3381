import { dynamo } from '../../functions/lib/clients/dynamo';

/*
 * Counts the DynamoDB requests the app sends while `fn` runs. The local gateway calls the handlers
 * in this process, and every function sends through the one client of functions/lib/clients/dynamo,
 * so a middleware on that client sees each command (retries of one command count once).
 */
const counts = new Map<string, number>();
let itemsRead = 0;
let installed = false;
let lastSent = 0;

/* Items an answer holds: a Query's or Scan's page, a Get's item, a BatchGet's responses. */
function itemsIn(output: Record<string, unknown>): number {
  if (typeof output.Count === 'number') return output.Count;
  if (output.Item) return 1;
  const responses = Object.values((output.Responses ?? {}) as Record<string, unknown[]>);
  return responses.reduce((sum, items) => sum + items.length, 0);
}

/* "Query users/byUserId": the command, then the table (without the stack's prefix) and index. */
function nameOf(command: string | undefined, input: Record<string, unknown>): string {
  const tables =
    typeof input.TableName === 'string' ? [input.TableName] : Object.keys(input.RequestItems ?? {});
  const table = tables.map((name) => name.replace(/^campus-/, '')).join('+');
  const index = typeof input.IndexName === 'string' ? `/${input.IndexName}` : '';
  return `${(command ?? 'Unknown').replace(/(Item)?Command$/, '')} ${table}${index}`;
}

function install(): void {
  if (installed) return;
  installed = true;
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const name = nameOf(context.commandName, args.input as Record<string, unknown>);
      counts.set(name, (counts.get(name) ?? 0) + 1);
      lastSent = Date.now();
      const answer = await next(args);
      itemsRead += itemsIn(answer.output as Record<string, unknown>);
      return answer;
    },
    { step: 'initialize', name: 'benchRequestCount' },
  );
}

export interface Requests {
  readonly total: number;
  /** Items the answers held: what grows when a read grows with the data. */
  readonly items: number;
  /** By command and table, e.g. { 'BatchGet timetable': 1, 'Query users/byUserId': 1 }. */
  readonly each: Readonly<Record<string, number>>;
}

/*
 * Background work of the same process (a sign-up's mail, a queue's job) sends through the same
 * client: a count waits until nothing has been sent for `quietMs` (at most 10 s) before it starts.
 */
async function untilQuiet(quietMs: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && Date.now() - lastSent < quietMs)
    await new Promise((resolve) => setTimeout(resolve, quietMs / 5));
}

/** What `fn` answers, and the DynamoDB requests sent while it ran (nothing else may run meanwhile). */
export async function countingRequests<T>(
  fn: () => Promise<T>,
  { quietMs = 0 }: { readonly quietMs?: number } = {},
): Promise<{ value: T; requests: Requests }> {
  install();
  if (quietMs > 0) await untilQuiet(quietMs);
  counts.clear();
  itemsRead = 0;
  const value = await fn();
  const each = Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
  const total = Object.values(each).reduce((sum, n) => sum + n, 0);
  return { value, requests: { total, items: itemsRead, each } };
}

/** "13 (BatchGet 1, Get 4, Put 3, Query 5), 9 items": the total by command, and the items read. */
export function describeRequests({ total, items, each }: Requests): string {
  const byCommand = new Map<string, number>();
  for (const [name, n] of Object.entries(each)) {
    const command = name.split(' ')[0] ?? name;
    byCommand.set(command, (byCommand.get(command) ?? 0) + n);
  }
  const commands = [...byCommand].map(([command, n]) => `${command} ${n}`).join(', ');
  return `${total} request${total === 1 ? '' : 's'} (${commands}), ${items} items read`;
}

/** Every command and table with its count, for the line under a measure. */
export const eachRequest = ({ each }: Requests) =>
  Object.entries(each)
    .map(([name, n]) => (n > 1 ? `${name} ×${n}` : name))
    .join(', ');
