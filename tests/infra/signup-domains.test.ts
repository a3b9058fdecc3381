import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildCampusWith, campusSynth } from './synth';

type Functions = Record<string, { Properties: { Environment?: { Variables?: Record<string, unknown> } } }>;

/* Each Lambda's SIGNUP_EMAIL_DOMAINS, by logical id, for those that have it. */
const domainsSetting = (api: Template) =>
  Object.fromEntries(
    Object.entries(api.findResources('AWS::Lambda::Function') as Functions)
      .map(([id, fn]) => [id, fn.Properties.Environment?.Variables?.SIGNUP_EMAIL_DOMAINS])
      .filter(([, value]) => value !== undefined),
  );

describe('the email domains that may sign up, a deploy setting', () => {
  it('lets any domain sign up when none is named, and tells only the auth function', () => {
    const setting = domainsSetting(campusSynth({}).api);
    expect(Object.keys(setting)).toEqual([expect.stringMatching(/^authFunction/)]);
    expect(Object.values(setting)).toEqual(['*']);
  });

  it('hands the named domains to the auth function, in lower case and once each', () => {
    const { api, violations } = campusSynth({
      'campus:signupEmailDomains': 'College.example.edu, students.college.example.edu,college.example.edu',
    });
    expect(Object.values(domainsSetting(api))).toEqual(['college.example.edu,students.college.example.edu']);
    expect(violations).toEqual([]);
  });

  it('refuses a list that is not email domains', () => {
    for (const value of ['*', 'college', '@college.edu', 'college.edu;other.edu', '']) {
      expect(() => buildCampusWith({ 'campus:signupEmailDomains': value }), value).toThrow(
        'campus:signupEmailDomains must be email domains separated by commas',
      );
    }
  });
});
