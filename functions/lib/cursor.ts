import type * as z from 'zod';

/*
 * A page's end as the client sees it: DynamoDB's LastEvaluatedKey, base64url JSON. On the way
 * back it must parse as exactly the key of the index it came from, so a client cannot start a
 * query anywhere else.
 */
export const encodeCursor = (key: Record<string, unknown>) =>
  Buffer.from(JSON.stringify(key)).toString('base64url');

/** The key a cursor names, or undefined when it is not one this service made for `schema`. */
export function decodeCursor<T extends z.ZodType>(cursor: string, schema: T): z.infer<T> | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
