import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Connection, SqlBackend, StatementResult } from './backend';
import { toPositional } from './parameters';

/*
 * A stand-in for the RDS Data API (the calls the functions make: ExecuteStatement with JSON
 * records, and transactions), so the real SDK client runs against PostgreSQL on a laptop, in the
 * tests and in the scale bench. It keeps the Data API's rules that matter here: named parameters,
 * one statement a call, a transaction idle for three minutes rolled back.
 */

interface SqlParameter {
  readonly name: string;
  readonly value: {
    readonly stringValue?: string;
    readonly longValue?: number;
    readonly doubleValue?: number;
    readonly booleanValue?: boolean;
    readonly isNull?: boolean;
  };
}

interface ExecuteRequest {
  readonly sql?: string;
  readonly parameters?: readonly SqlParameter[];
  readonly transactionId?: string;
  readonly formatRecordsAs?: string;
  readonly resourceArn?: string;
  readonly secretArn?: string;
}

/* The Data API ends a transaction nobody used for this long (rolled back). */
const TRANSACTION_IDLE_MS = 3 * 60 * 1000;

class BadRequest extends Error {}

/** What the Data API answers instead of running a call: its HTTP status, error type and message. */
export interface DataApiFault {
  readonly status: number;
  readonly errorType: string;
  readonly message: string;
}

/** One call as a fault sees it: the operation (`Execute`, `BeginTransaction`, …) and its SQL, if any. */
export interface DataApiCall {
  readonly action: string;
  readonly sql?: string;
}

interface PlannedFault extends DataApiFault {
  readonly matches: (call: DataApiCall) => boolean;
}

/*
 * Faults AWS can raise and a laptop never does (a cluster resuming, a call that fails once): a test
 * plans one, and the first call it matches, on any stand-in in this process, answers it instead of
 * running. Each planned fault answers once.
 */
const plannedFaults: PlannedFault[] = [];

/** Makes the next Data API call that `matches` answer `fault` instead of running (once). */
export function failNextDataApiCall(
  fault: DataApiFault,
  matches: (call: DataApiCall) => boolean = () => true,
): void {
  plannedFaults.push({ ...fault, matches });
}

/** Forgets every planned fault not yet answered (a test's clean-up). */
export function clearDataApiFaults(): void {
  plannedFaults.length = 0;
}

function plannedFaultFor(call: DataApiCall): DataApiFault | undefined {
  const index = plannedFaults.findIndex((fault) => fault.matches(call));
  if (index < 0) return undefined;
  const [fault] = plannedFaults.splice(index, 1);
  return fault;
}

const parameterValue = ({ value }: SqlParameter): unknown => {
  if (value.isNull) return null;
  return value.stringValue ?? value.longValue ?? value.doubleValue ?? value.booleanValue ?? null;
};

/* What the Data API's JSON records hold: numbers and strings; a timestamp as text. */
const jsonValue = (_key: string, value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

interface OpenTransaction {
  readonly connection: Connection;
  timer: NodeJS.Timeout;
}

export function createDataApiServer(backend: SqlBackend): Server {
  const transactions = new Map<string, OpenTransaction>();

  const end = async (id: string, command: 'COMMIT' | 'ROLLBACK') => {
    const open = transactions.get(id);
    if (!open) throw new BadRequest(`Transaction ${id} is not found`);
    transactions.delete(id);
    clearTimeout(open.timer);
    try {
      await open.connection.run(command, []);
    } finally {
      open.connection.release();
    }
  };

  const keepAlive = (id: string, open: OpenTransaction) => {
    clearTimeout(open.timer);
    open.timer = setTimeout(() => void end(id, 'ROLLBACK').catch(() => undefined), TRANSACTION_IDLE_MS);
    open.timer.unref();
  };

  async function execute(request: ExecuteRequest): Promise<StatementResult> {
    if (!request.sql) throw new BadRequest('sql is required');
    const { sql, values } = toPositional(request.sql, request.parameters ?? [], parameterValue);
    if (request.transactionId) {
      const open = transactions.get(request.transactionId);
      if (!open) throw new BadRequest(`Transaction ${request.transactionId} is not found`);
      keepAlive(request.transactionId, open);
      return open.connection.run(sql, values);
    }
    const connection = await backend.connect();
    try {
      return await connection.run(sql, values);
    } finally {
      connection.release();
    }
  }

  const routes: Record<string, (body: ExecuteRequest) => Promise<unknown>> = {
    '/Execute': async (body) => {
      const result = await execute(body);
      return body.formatRecordsAs === 'JSON'
        ? { formattedRecords: JSON.stringify(result.rows, jsonValue), numberOfRecordsUpdated: result.changed }
        : { numberOfRecordsUpdated: result.changed };
    },
    '/BeginTransaction': async () => {
      const connection = await backend.connect();
      try {
        await connection.run('BEGIN', []);
      } catch (error) {
        connection.release();
        throw error;
      }
      const transactionId = randomUUID();
      const open: OpenTransaction = { connection, timer: setTimeout(() => undefined, 0) };
      transactions.set(transactionId, open);
      keepAlive(transactionId, open);
      return { transactionId };
    },
    '/CommitTransaction': async (body) => {
      await end(body.transactionId ?? '', 'COMMIT');
      return { transactionStatus: 'Transaction Committed' };
    },
    '/RollbackTransaction': async (body) => {
      await end(body.transactionId ?? '', 'ROLLBACK');
      return { transactionStatus: 'Rollback Complete' };
    },
  };

  const answer = (response: ServerResponse, status: number, body: unknown, errorType?: string) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
    });
    response.end(JSON.stringify(body));
  };

  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const route = routes[(request.url ?? '').split('?')[0] ?? ''];
      if (request.method !== 'POST' || !route) {
        answer(response, 404, { message: 'Not a Data API call' }, 'NotFoundException');
        return;
      }
      let body: ExecuteRequest;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ExecuteRequest;
      } catch {
        answer(response, 400, { message: 'The body is not JSON' }, 'BadRequestException');
        return;
      }
      const fault = plannedFaultFor({
        action: (request.url ?? '').split('?')[0]?.slice(1) ?? '',
        sql: body.sql,
      });
      if (fault) {
        answer(response, fault.status, { message: fault.message }, fault.errorType);
        return;
      }
      route(body).then(
        (result) => answer(response, 200, result),
        (error: unknown) => {
          // PostgreSQL's own errors (a constraint, a syntax error) are what the Data API reports
          // as BadRequestException, with the database's message.
          const message = error instanceof Error ? error.message : String(error);
          answer(response, 400, { message }, 'BadRequestException');
        },
      );
    });
  });
}
