import { describe, expect, it } from 'vitest';
import { ApiError, anyMessageOf, buildUrl, messageOf, refusalOf, withRefusal } from './client';

describe('buildUrl', () => {
  it('fills and encodes path parameters', () => {
    expect(
      buildUrl('/api/admin/acad_calendar/{filename}', { pathParameters: { filename: 'term 1.pdf' } }),
    ).toBe('/api/admin/acad_calendar/term%201.pdf');
  });

  it('adds the defined query parameters only', () => {
    expect(
      buildUrl('/api/admin/faculty', { query: { department: 'Civil Engineering', page: undefined } }),
    ).toBe('/api/admin/faculty?department=Civil+Engineering');
  });

  it('refuses to build a URL with a missing path parameter', () => {
    expect(() => buildUrl('/api/download_note/{file_id}')).toThrow('Missing path parameter file_id');
  });
});

describe('the words shown for a failed call', () => {
  /*
   * Each row: a failure, then what messageOf (the server's own words), anyMessageOf (any answer's
   * words) and refusalOf (the server's reason for a 4xx) make of it, with 'Not saved.' to fall back on.
   */
  it.each([
    [
      'a refusal the server explained',
      new ApiError(409, 'That name is taken.', true),
      'That name is taken.',
      'That name is taken.',
      'That name is taken.',
    ],
    [
      'a server failure it explained',
      new ApiError(503, 'Try later.', true),
      'Try later.',
      'Try later.',
      undefined,
    ],
    [
      'a status line',
      new ApiError(500, 'Internal Server Error'),
      'Not saved.',
      'Internal Server Error',
      undefined,
    ],
    ['the gateway’s refusal', new ApiError(403, 'Forbidden'), 'Not saved.', 'Forbidden', undefined],
    ['a call nothing answered', new TypeError('Failed to fetch'), 'Not saved.', 'Not saved.', undefined],
  ])('%s', (_, error, message, anyMessage, refusal) => {
    expect(messageOf(error, 'Not saved.')).toBe(message);
    expect(anyMessageOf(error, 'Not saved.')).toBe(anyMessage);
    expect(refusalOf(error)).toBe(refusal);
    expect(withRefusal('Not saved.', error)).toBe(
      refusal === undefined ? 'Not saved.' : `Not saved. ${refusal}`,
    );
  });
});
