import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { isDatabaseResuming, RESUMING_RETRY_AFTER_SECONDS } from './database-resuming';
import { logger } from './logger';

/**
 * An error whose message is safe to show the caller (a text of docs/requirements.md#messages, or a
 * validation message).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const REPLY = Symbol('reply');

/** A response body with a status other than 200, e.g. `reply(201, { msg })`. */
export interface Reply<Body> {
  readonly [REPLY]: true;
  readonly statusCode: number;
  readonly body: Body;
  /** A text body sent as it is, with this content type (a calendar feed), instead of JSON. */
  readonly contentType?: string;
}

export const reply = <Body>(statusCode: number, body: Body, contentType?: string): Reply<Body> => ({
  [REPLY]: true,
  statusCode,
  body,
  ...(contentType && { contentType }),
});

const isReply = (value: unknown): value is Reply<unknown> =>
  typeof value === 'object' && value !== null && REPLY in value;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: JSON_HEADERS, body: body === undefined ? '' : JSON.stringify(body) };
}

/** What an action returned: a plain body is a 200; a `reply` carries its own status. */
export function toResponse(result: unknown): APIGatewayProxyStructuredResultV2 {
  if (isReply(result) && result.contentType && typeof result.body === 'string')
    return {
      statusCode: result.statusCode,
      headers: { ...JSON_HEADERS, 'content-type': result.contentType },
      body: result.body,
    };
  return isReply(result) ? jsonResponse(result.statusCode, result.body) : jsonResponse(200, result);
}

/**
 * Errors the caller may see keep their message; a search database still resuming once the function
 * has waited what it can is a 503 to try again after a while; anything else is logged and hidden
 * behind a 500.
 */
export function errorResponse(error: unknown): APIGatewayProxyStructuredResultV2 {
  if (error instanceof HttpError) return jsonResponse(error.statusCode, { msg: error.message });
  if (isDatabaseResuming(error)) {
    logger.warn('The search database is resuming: answered 503');
    const response = jsonResponse(503, { msg: API_MESSAGES.unavailable });
    return { ...response, headers: { ...JSON_HEADERS, 'retry-after': String(RESUMING_RETRY_AFTER_SECONDS) } };
  }
  logger.error('Unhandled error', error instanceof Error ? error : String(error));
  return jsonResponse(500, { msg: 'Internal server error' });
}
