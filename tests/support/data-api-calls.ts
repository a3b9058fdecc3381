import { rdsData } from '../../functions/lib/clients/rds-data';

/* What this reads of the SDK's HTTP request and response (smithy's, not a dependency of ours). */
interface WireRequest {
  readonly headers: Record<string, string>;
  readonly body?: unknown;
}
interface WireResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string | undefined>;
  body: unknown;
}

/** One Data API call as the functions' own SDK client sent it and received its answer. */
export interface DataApiCallRecord {
  /** The SDK command, e.g. `ExecuteStatementCommand`. */
  readonly command: string;
  readonly input: { readonly sql?: string; readonly continueAfterTimeout?: boolean };
  /** The signed request as sent: body and headers, what AWS's 4 MiB counts. */
  readonly requestBytes: number;
  /** The response's body as received, what AWS's 1 MiB counts. */
  readonly responseBytes: number;
  /** The response's HTTP status, and the error type it names when it is not a success. */
  readonly status: number;
  readonly errorType?: string;
}

const NAME = 'recordDataApiCalls';

/* The body's bytes: the SDK's JSON body is a String object of its own (its JsonBytesStringAdapter). */
function bodyBytes(body: unknown): number {
  if (body === undefined) return 0;
  if (body instanceof Uint8Array) return body.byteLength;
  if (typeof body === 'string' || body instanceof String) return Buffer.byteLength(String(body));
  throw new Error(`A Data API request body of an unexpected kind: ${typeof body}`);
}

/*
 * Records every call the functions' RDS Data client makes, with its sizes on the wire, until
 * `stop`: the middleware sits just inside the deserializer, so it reads the raw response (and
 * hands the deserializer the same bytes), after signing, so it sees the request as sent.
 */
export function recordDataApiCalls(): { readonly calls: DataApiCallRecord[]; stop(): void } {
  const calls: DataApiCallRecord[] = [];
  const client = rdsData();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const request = args.request as WireRequest;
      const headerBytes = Object.entries(request.headers).reduce(
        (sum, [name, value]) => sum + name.length + value.length + 4,
        0,
      );
      const result = await next(args);
      const response = result.response as WireResponse;
      const chunks: Buffer[] = [];
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
      const body = Buffer.concat(chunks);
      response.body = new Uint8Array(body);
      calls.push({
        command: context.commandName ?? '',
        input: args.input as DataApiCallRecord['input'],
        requestBytes: headerBytes + bodyBytes(request.body),
        responseBytes: body.length,
        status: response.statusCode,
        ...(response.headers['x-amzn-errortype'] ? { errorType: response.headers['x-amzn-errortype'] } : {}),
      });
      return result;
    },
    { step: 'deserialize', priority: 'low', name: NAME },
  );
  return { calls, stop: () => void client.middlewareStack.remove(NAME) };
}

/** The Data API calls `work` made, once it has ended (recording stops whatever its outcome). */
export async function dataApiCallsDuring(work: () => Promise<unknown>): Promise<DataApiCallRecord[]> {
  const recorder = recordDataApiCalls();
  try {
    await work();
  } finally {
    recorder.stop();
  }
  return recorder.calls;
}
