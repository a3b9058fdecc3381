import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** An error whose message is safe to show the caller (a spec text or a validation message). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface HttpResult {
  readonly statusCode: number;
  readonly body?: unknown;
}

export const ok = (body: unknown): HttpResult => ({ statusCode: 200, body });

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function toResponse(result: HttpResult): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: result.statusCode,
    headers: JSON_HEADERS,
    body: result.body === undefined ? '' : JSON.stringify(result.body),
  };
}

/** Errors the caller may see keep their message; anything else is logged and hidden behind a 500. */
export function errorResponse(error: unknown): APIGatewayProxyStructuredResultV2 {
  if (error instanceof HttpError)
    return toResponse({ statusCode: error.statusCode, body: { msg: error.message } });
  console.error('Unhandled error', error);
  return toResponse({ statusCode: 500, body: { msg: 'Internal server error' } });
}
