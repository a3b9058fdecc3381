import { describe, expect, it } from 'vitest';
import { accessOf, homeFor, mayVisit } from './access';

describe('page access by path prefix', () => {
  it('gives every path below a page that page’s access, whatever its case, query or hash', () => {
    expect(accessOf('/admin')).toEqual(['Admin']);
    expect(accessOf('/admin/anything/deeper?tab=2#x')).toEqual(['Admin']);
    expect(accessOf('/ADMIN/accounts')).toEqual(['Admin']);
    expect(accessOf('/gpt')).toBe('signed-in');
    expect(accessOf('/faculty/nobody')).toBe('public');
  });

  it('lets a user back only onto pages of their role after login', () => {
    expect(mayVisit('/admin/accounts', 'Student')).toBe(false);
    expect(mayVisit('/admin/accounts', 'Admin')).toBe(true);
    expect(mayVisit('/facultypage/notes', 'Faculty')).toBe(true);
    expect(mayVisit('/studybuddy', 'Alumni')).toBe(true);
    expect(mayVisit('/contact', 'Student')).toBe(true);
  });

  it('sends each role to its own dashboard', () => {
    expect(homeFor('Admin')).toBe('/admin');
    expect(homeFor('Faculty')).toBe('/facultypage');
    expect(homeFor(undefined)).toBe('/');
  });
});
