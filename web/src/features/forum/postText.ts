import { type PostTextInput, postTextSchema } from '#shared/schemas/forum';

export interface PostText {
  readonly heading: string;
  readonly date: string;
  readonly body: string;
}

export const EMPTY_TEXT: PostText = { heading: '', date: '', body: '' };

const REQUIRED = 'Heading, date-time and body are required.';

/**
 * A post's text checked by the schema the server checks it with, for the new-post form and the
 * editor alike: the text as it will be sent (trimmed), or what to tell the author. A blank field
 * gets the form's one message for all three; anything else the schema's own words, which are the
 * words the server would answer with.
 */
export function checkPostText(text: PostText): { text: PostTextInput } | { problem: string } {
  const parsed = postTextSchema.safeParse(text);
  if (parsed.success) return { text: parsed.data };
  if (Object.values(text).some((value) => value.trim() === '')) return { problem: REQUIRED };
  return { problem: parsed.error.issues[0]?.message ?? REQUIRED };
}
