import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { SqlBackend, StatementResult } from './backend';
import { plannedFaultFor } from './faults';
import {
  AWS_DATA_API_LIMITS,
  badRequest,
  DataApiError,
  type DataApiLimits,
  responseTooLarge,
  rowTooLarge,
} from './limits';
import { toPositional } from './parameters';
import { readCall } from './request-guard';
import { sessionReset } from './session-reset';
import { type CallDeadline, runAlone } from './timed-statements';
import { openTransactions } from './transactions';

export { clearDataApiFaults, type DataApiCall, type DataApiFault, failNextDataApiCall } from './faults';

/*
 * A stand-in for the RDS Data API (the calls the functions make: ExecuteStatement with JSON
 * records, and transactions), so the real SDK client runs against PostgreSQL on a laptop, in the
 * tests and in the scale bench. It keeps the Data API's rules: named parameters, one statement a
 * call, its size and time limits, no session state between calls, a transaction idle for three
 * minutes rolled back (decisions 28 and 39).
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
  readonly continueAfterTimeout?: boolean;
}

const parameterValue = ({ value }: SqlParameter): unknown => {
  if (value.isNull) return null;
  return value.stringValue ?? value.longValue ?? value.doubleValue ?? value.booleanValue ?? null;
};

/* What the Data API's JSON records hold: numbers and strings; a timestamp as text. */
const jsonValue = (_key: string, value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

export interface DataApiServerOptions {
  /** AWS's limits unless a test names smaller ones. */
  readonly limits?: Partial<DataApiLimits>;
}

export function createDataApiServer(backend: SqlBackend, options: DataApiServerOptions = {}): Server {
  const limits: DataApiLimits = { ...AWS_DATA_API_LIMITS, ...options.limits };
  const sessions = sessionReset();
  const transactions = openTransactions(backend, sessions, limits);

  async function execute(request: ExecuteRequest, deadline: CallDeadline): Promise<StatementResult> {
    if (!request.sql) throw badRequest('sql is required');
    const { sql, values } = toPositional(request.sql, request.parameters ?? [], parameterValue);
    sessions.note(sql);
    try {
      return await (request.transactionId
        ? transactions.run(request.transactionId, sql, values, deadline)
        : runAlone(backend, sessions, sql, values, deadline));
    } finally {
      sessions.note(sql);
    }
  }

  const routes: Record<string, (body: ExecuteRequest, arrivedAt: number) => Promise<unknown>> = {
    '/Execute': async (body, arrivedAt) => {
      const deadline = {
        at: arrivedAt + limits.statementMs,
        continueAfterTimeout: body.continueAfterTimeout === true,
      };
      const result = await execute(body, deadline);
      // The Data API measures the records it would return, whatever form they are asked in: each
      // row, then all of them (the rows joined are JSON.stringify's array, byte for byte).
      const rows = result.rows.map((row) => JSON.stringify(row, jsonValue));
      if (rows.some((row) => Buffer.byteLength(row) > limits.rowBytes)) throw rowTooLarge();
      const records = `[${rows.join(',')}]`;
      if (Buffer.byteLength(records) > limits.responseBytes) throw responseTooLarge();
      return body.formatRecordsAs === 'JSON'
        ? { formattedRecords: records, numberOfRecordsUpdated: result.changed }
        : { numberOfRecordsUpdated: result.changed };
    },
    '/BeginTransaction': async (_body, arrivedAt) => ({
      transactionId: await transactions.begin(arrivedAt + limits.statementMs),
    }),
    '/CommitTransaction': async (body) => {
      await transactions.end(body.transactionId ?? '', 'COMMIT');
      return { transactionStatus: 'Transaction Committed' };
    },
    '/RollbackTransaction': async (body) => {
      await transactions.end(body.transactionId ?? '', 'ROLLBACK');
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

  const fail = (response: ServerResponse, error: unknown) => {
    if (error instanceof DataApiError) {
      answer(response, error.status, { message: error.message, ...error.fields }, error.errorType);
      return;
    }
    // PostgreSQL's own errors (a constraint, a syntax error) are what the Data API reports as
    // BadRequestException, with the database's message.
    const message = error instanceof Error ? error.message : String(error);
    answer(response, 400, { message }, 'BadRequestException');
  };

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const arrivedAt = Date.now();
    const action = (request.url ?? '').split('?')[0] ?? '';
    const body = (await readCall(request, limits.requestBytes)) as ExecuteRequest;
    const route = routes[action];
    if (request.method !== 'POST' || !route) {
      answer(response, 404, { message: 'Not a Data API call' }, 'NotFoundException');
      return;
    }
    const fault = plannedFaultFor({ action: action.slice(1), sql: body.sql });
    if (fault) {
      answer(response, fault.status, { message: fault.message }, fault.errorType);
      return;
    }
    answer(response, 200, await route(body, arrivedAt));
  }

  return createServer((request, response) => {
    serve(request, response).catch((error: unknown) => fail(response, error));
  });
}
