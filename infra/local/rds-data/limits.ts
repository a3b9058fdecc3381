/*
 * The RDS Data API's limits, as AWS documents them, and the errors it answers when a call passes
 * one (decision 39). A test passes smaller values (a 1-second statement limit) to see a limit
 * without waiting 45 seconds.
 * https://docs.aws.amazon.com/AmazonRDS/latest/AuroraUserGuide/data-api.limitations.html
 * https://docs.aws.amazon.com/AmazonRDS/latest/AuroraUserGuide/data-api-timeouts.html
 * https://docs.aws.amazon.com/AmazonRDS/latest/AuroraUserGuide/data-api.troubleshooting.html
 */

export interface DataApiLimits {
  /** The records one call may return (1 MiB). */
  readonly responseBytes: number;
  /** Each record of them (64 KB). */
  readonly rowBytes: number;
  /** The HTTP request, headers and JSON included (4 MiB). */
  readonly requestBytes: number;
  /** How long a call may run, its wait for the database included (45 s). */
  readonly statementMs: number;
  /** How long a transaction may go without a call before it is rolled back (3 minutes). */
  readonly transactionIdleMs: number;
}

export const AWS_DATA_API_LIMITS: DataApiLimits = {
  responseBytes: 1024 * 1024,
  rowBytes: 64 * 1024,
  requestBytes: 4 * 1024 * 1024,
  statementMs: 45_000,
  transactionIdleMs: 3 * 60 * 1000,
};

/** An answer the Data API gives instead of a result: HTTP status, `x-amzn-errortype`, message. */
export class DataApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
    readonly fields: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new DataApiError(400, 'BadRequestException', message);

/* The text clients match on to page a large result (aurora-data-api, among others). */
export const responseTooLarge = () =>
  badRequest('Database returned more than the allowed response size limit');

/*
 * A row over 64 KB: AWS's troubleshooting page names the error by this text. The status and type
 * are those of the database's other refusals (the response limit's).
 */
export const rowTooLarge = () => badRequest('Packet for query is too large');

/* AWS documents the 4 MiB limit but not its message; this one is the stand-in's own. */
export const requestTooLarge = (limit: number) =>
  badRequest(`The request is larger than the Data API's limit of ${limit} bytes`);

/* The SDK reads dbConnectionId as a number; the stand-in's database has one connection id. */
export const statementTimeout = () =>
  new DataApiError(400, 'StatementTimeoutException', 'Request timed out', { dbConnectionId: 1 });

/* What the Data API answers a second call into a transaction whose call is still running. */
export const transactionBusy = () =>
  new DataApiError(400, 'DatabaseErrorException', 'Transaction is still running a query');

export const transactionNotFound = (id: string) => badRequest(`Transaction ${id} is not found`);
