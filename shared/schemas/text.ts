import * as z from 'zod';

/*
 * What no free text may carry: C0 and C1 control characters (tab and line breaks only where text
 * runs over lines), the bidirectional overrides and isolates that make text read otherwise than it
 * is stored (U+202A–U+202E, U+2066–U+2069), and lone surrogates, which no encoding can store.
 */
const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const hasControl = (value: string, multiline: boolean) =>
  [...value].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return isControl(code) && !(multiline && LINE_BREAKS_AND_TAB.has(code));
  });
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

export interface TextOptions {
  readonly min?: number;
  readonly max: number;
  /** Tabs and line breaks allowed (a message, a post body); otherwise one line. */
  readonly multiline?: boolean;
}

/** The first reason `value` is not clean text, or undefined. */
export function textProblem(value: string, multiline = false): string | undefined {
  if (hasControl(value, multiline)) {
    return multiline ? 'must not contain control characters' : 'must be one line without control characters';
  }
  if (BIDI_CONTROLS.test(value)) return 'must not contain text-direction control characters';
  if (hasLoneSurrogate(value)) return 'must be valid Unicode text';
  return undefined;
}

/**
 * The one schema for free text (names, messages, titles, posts): trimmed, within its length, and
 * free of characters that hide, reorder or break what a reader sees. Errors name the field.
 */
export function text(field: string, options: TextOptions) {
  const { min = 0, max, multiline = false } = options;
  return z
    .string({ error: (issue) => `${field} ${issue.input === undefined ? 'is required' : 'must be text'}` })
    .superRefine((value, context) => {
      const problem = textProblem(value, multiline);
      if (problem) context.addIssue({ code: 'custom', message: `${field} ${problem}` });
    })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(min, min === 1 ? `${field} is required` : `${field} must be at least ${min} characters`)
        .max(max, `${field} must be at most ${max} characters`),
    );
}

/** Text as it is compared and keyed: trimmed, runs of spaces as one, lower case ("Data  Structures" is "data structures"). */
export const comparedText = (value: string): string => value.trim().replace(/\s+/g, ' ').toLowerCase();
