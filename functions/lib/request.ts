import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type * as z from 'zod';
import { DEFAULT_MAX_BODY_BYTES } from '#shared/api/define';
import { API_MESSAGES } from '#shared/constants/api-messages';
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
  // A body in any other type is refused before it is read: JSON routes take JSON only.
  if (raw && !/^application\/json\s*(;|$)/i.test(event.headers?.['content-type'] ?? '')) {
    throw new HttpError(415, API_MESSAGES.jsonOnly);
  }
  if (raw && Buffer.byteLength(raw) > maxBytes) throw new HttpError(400, API_MESSAGES.bodyTooLarge);
  let json: unknown;
  try {
    json = raw ? JSON.parse(raw) : undefined;
  } catch {
    throw new HttpError(400, API_MESSAGES.invalidJson);
  }
  return validate(schema, json);
}

export function parseQuery<T extends z.ZodType>(schema: T, event: APIGatewayProxyEventV2): z.infer<T> {
  return validate(schema, event.queryStringParameters ?? {});
}
