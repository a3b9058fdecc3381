import { describe, expect, it } from 'vitest';
import { departmentKey, newDepartmentSchema } from './department';

describe('newDepartmentSchema', () => {
  it('accepts a department without an image and trims its texts', () => {
    const parsed = newDepartmentSchema.parse({
      name: '  Civil Engineering ',
      description: ' Structures. ',
      image: '',
    });
    expect(parsed).toEqual({ name: 'Civil Engineering', description: 'Structures.' });
  });

  it('accepts an https image URL, or an image uploaded to the site', () => {
    const department = {
      name: 'Civil Engineering',
      description: '',
      image: 'https://example.org/civil.webp',
    };
    expect(newDepartmentSchema.parse(department).image).toBe('https://example.org/civil.webp');
    const uploaded = { ...department, image: '/media/siteImage/0b6f.png' };
    expect(newDepartmentSchema.parse(uploaded).image).toBe('/media/siteImage/0b6f.png');
  });

  it.each([
    [{ name: '', description: 'x' }, 'name must be at least 2 characters'],
    [{ name: '   ', description: 'x' }, 'name must be at least 2 characters'],
    [{ name: 'x'.repeat(81), description: 'x' }, 'name must be at most 80 characters'],
    [
      { name: 'Civil', description: 'x', image: 'javascript:alert(1)' },
      'image must be an http(s) URL or an uploaded image',
    ],
    [
      { name: 'Civil', description: 'x', image: 'not a url' },
      'image must be an http(s) URL or an uploaded image',
    ],
  ])('rejects %j with "%s"', (input, message) => {
    const result = newDepartmentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('rejects a missing name with an error on that field', () => {
    const result = newDepartmentSchema.safeParse({ description: 'x' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'name is required' });
  });

  it('compares names without regard to case or spacing', () => {
    expect(departmentKey('  Civil   ENGINEERING ')).toBe(departmentKey('civil engineering'));
  });
});
