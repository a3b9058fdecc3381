import { describe, expect, it } from 'vitest';
import { buildUrl } from './client';

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
