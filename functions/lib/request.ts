import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import { DEFAULT_MAX_BODY_BYTES } from '../../shared/api/routes';
import { AUTH_MESSAGES } from '../../shared/constants/auth-messages';
import { HttpError } from './http';

/** The first issue names the field, so the caller learns what to fix. */
function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
}

export function validate<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, validationMessage(result.error));
  return result.data;
}

export function parseBody<T extends z.ZodType>(
  schema: T,
  event: APIGatewayProxyEventV2,
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): z.infer<T> {
  const raw =
    event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (raw && Buffer.byteLength(raw) > maxBytes) throw new HttpError(400, AUTH_MESSAGES.bodyTooLarge);
  let json: unknown;
  try {
    json = raw ? JSON.parse(raw) : undefined;
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
  return validate(schema, json);
}

export function parseQuery<T extends z.ZodType>(schema: T, event: APIGatewayProxyEventV2): z.infer<T> {
  return validate(schema, event.queryStringParameters ?? {});
}

/** Stamped by the CloudFront function on /api/* with the viewer's address; see decision 9. */
export const CLIENT_IP_HEADER = 'x-campus-client-ip';

/**
 * Behind CloudFront, API Gateway's sourceIp is a CloudFront edge, shared by many visitors; the
 * viewer's own address comes in the header CloudFront sets (overwriting any the viewer sent).
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  return event.headers[CLIENT_IP_HEADER] || event.requestContext.http.sourceIp;
}
