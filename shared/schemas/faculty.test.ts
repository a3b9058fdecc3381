import { describe, expect, it } from 'vitest';
import { facultyQuerySchema, shortEducation } from './faculty';

describe('shortEducation', () => {
  it('keeps 55 characters or fewer as they are', () => {
    const exact = 'x'.repeat(55);
    expect(shortEducation(exact)).toBe(exact);
    expect(shortEducation('PhD')).toBe('PhD');
  });

  it('cuts longer text to 55 characters plus an ellipsis', () => {
    const long = 'Ph.D. in Structural Engineering, Indian Institute of Technology Bombay';
    expect(shortEducation(long)).toBe(`${long.slice(0, 55)}...`);
    expect(shortEducation(long)).toHaveLength(58);
  });
});

describe('facultyQuerySchema', () => {
  it('accepts one of the 10 departments, or none', () => {
    expect(facultyQuerySchema.parse({ department: 'Civil Engineering' })).toEqual({
      department: 'Civil Engineering',
    });
    expect(facultyQuerySchema.parse({})).toEqual({});
  });

  it('refuses an unknown department with a clear message', () => {
    const result = facultyQuerySchema.safeParse({ department: 'Astrology' });
    expect(result.error?.issues[0]?.message).toBe('department must be one of the 10 departments');
  });
});
