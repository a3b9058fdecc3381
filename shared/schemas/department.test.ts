import { describe, expect, it } from 'vitest';
import { departmentSchema } from './department';

describe('departmentSchema', () => {
  it('accepts a department without an image and trims its texts', () => {
    const parsed = departmentSchema.parse({ name: '  Civil Engineering ', description: ' Structures. ' });
    expect(parsed).toEqual({ name: 'Civil Engineering', description: 'Structures.' });
  });

  it('accepts an https image URL', () => {
    const department = {
      name: 'Civil Engineering',
      description: '',
      image: 'https://example.org/civil.webp',
    };
    expect(departmentSchema.parse(department).image).toBe('https://example.org/civil.webp');
  });

  it.each([
    [{ name: '', description: 'x' }, 'name is required'],
    [{ name: '   ', description: 'x' }, 'name is required'],
    [{ name: 'x'.repeat(101), description: 'x' }, 'name must be at most 100 characters'],
    [{ name: 'Civil', description: 'x', image: 'javascript:alert(1)' }, 'image must be an http(s) URL'],
    [{ name: 'Civil', description: 'x', image: 'not a url' }, 'image must be an http(s) URL'],
  ])('rejects %j with "%s"', (input, message) => {
    const result = departmentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('rejects a missing name with an error on that field', () => {
    const result = departmentSchema.safeParse({ description: 'x' });
    expect(result.error?.issues[0]?.path).toEqual(['name']);
  });
});
