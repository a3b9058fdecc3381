import { describe, expect, it } from 'vitest';
import { text } from './text';

const name = text('firstName', { min: 1, max: 50 });
const message = text('yourMess', { min: 1, max: 5000, multiline: true });
const errorOf = (schema: typeof name, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('free text', () => {
  it('keeps ordinary text in any script, trimmed', () => {
    expect(name.parse('  Aarav  ')).toBe('Aarav');
    expect(name.parse('Zoë Ñúñez-Ōkubo 李 अनन्या 😀')).toBe('Zoë Ñúñez-Ōkubo 李 अनन्या 😀');
    expect(message.parse('Line one\n\tLine two\r\n')).toBe('Line one\n\tLine two');
  });

  it('refuses C0 and C1 control characters; tabs and line breaks only in multi-line text', () => {
    for (const bad of [
      'A\u0000B',
      'A\u0007',
      'A\u001bB',
      'A\u007fB',
      'A\u0085B',
      'A\u009bB',
      'A\nB',
      'A\tB',
    ]) {
      expect(errorOf(name, bad)).toBe('firstName must be one line without control characters');
    }
    expect(errorOf(message, 'A\u0000B')).toBe('yourMess must not contain control characters');
    expect(errorOf(message, 'A\u000bB')).toBe('yourMess must not contain control characters');
  });

  it('refuses bidirectional overrides and isolates, and lone surrogates', () => {
    for (const bad of ['evil\u202egnp.exe', 'a\u202ab', 'a\u2066b\u2069']) {
      expect(errorOf(name, bad)).toBe('firstName must not contain text-direction control characters');
    }
    expect(errorOf(name, 'a\ud800b')).toBe('firstName must be valid Unicode text');
    expect(errorOf(name, 'a\udc00')).toBe('firstName must be valid Unicode text');
  });

  it('says when text is missing or too long', () => {
    expect(errorOf(name, '   ')).toBe('firstName is required');
    expect(errorOf(name, 'x'.repeat(51))).toBe('firstName must be at most 50 characters');
    expect(errorOf(name, 42)).toBe('firstName must be text');
    expect(errorOf(name, undefined)).toBe('firstName is required');
  });
});
