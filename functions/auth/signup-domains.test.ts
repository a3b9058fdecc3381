import { afterEach, describe, expect, it } from 'vitest';
import { allowedSignupDomains, refusedDomain } from './signup-domains';

describe('the email domains that may sign up', () => {
  afterEach(() => {
    delete process.env.SIGNUP_EMAIL_DOMAINS;
  });

  it('lets any domain sign up when none is named (unset, as locally, or `*`)', () => {
    expect(allowedSignupDomains()).toBeUndefined();
    process.env.SIGNUP_EMAIL_DOMAINS = '*';
    expect(allowedSignupDomains()).toBeUndefined();
    expect(refusedDomain('anyone@mail.example.com', 'Student', undefined)).toBeUndefined();
  });

  it('reads the named domains, whatever their case and spacing', () => {
    process.env.SIGNUP_EMAIL_DOMAINS = ' College.edu , students.college.edu,';
    expect(allowedSignupDomains()).toEqual(['college.edu', 'students.college.edu']);
  });

  it('holds Students and Faculty to the named domains exactly, and lets Alumni and Admins in from any', () => {
    const domains = ['college.edu', 'students.college.edu'];
    expect(refusedDomain('ria@college.edu', 'Student', domains)).toBeUndefined();
    expect(refusedDomain('ria@students.college.edu', 'Faculty', domains)).toBeUndefined();
    for (const outsider of [
      'ria@mail.com',
      'ria@evilcollege.edu',
      'ria@cs.college.edu',
      'ria@college.edu.evil.com',
    ]) {
      expect(refusedDomain(outsider, 'Student', domains), outsider).toEqual(domains);
      expect(refusedDomain(outsider, 'Faculty', domains), outsider).toEqual(domains);
    }
    expect(refusedDomain('grad@mail.com', 'Alumni', domains)).toBeUndefined();
    expect(refusedDomain('chief@mail.com', 'Admin', domains)).toBeUndefined();
  });
});
