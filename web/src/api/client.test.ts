import { describe, expect, it } from 'vitest';
import { ApiError, buildUrl, messageOf } from './client';

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

describe('messageOf', () => {
  it('gives the server’s own message, and the fallback for anything else', () => {
    expect(messageOf(new ApiError(409, 'That name is taken.', true), 'Not saved.')).toBe(
      'That name is taken.',
    );
    expect(messageOf(new ApiError(500, 'Internal Server Error'), 'Not saved.')).toBe('Not saved.');
    expect(messageOf(new TypeError('Failed to fetch'), 'Not saved.')).toBe('Not saved.');
  });
});
