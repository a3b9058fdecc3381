import { describe, expect, it } from 'vitest';
import { judgePostPolicy } from './s3-post-policy';

const NOW = Date.parse('2026-12-01T12:00:00Z');

/* A form's fields as the guard hands them over: names lower-cased, the policy base64-encoded. */
const form = (policy: object, fields: Record<string, string> = {}) =>
  new Map([['policy', Buffer.from(JSON.stringify(policy)).toString('base64')], ...Object.entries(fields)]);

const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'taken';
};

describe('a presigned POST policy, judged as S3 judges it', () => {
  const policy = {
    expiration: '2026-12-01T12:05:00Z',
    conditions: [
      { bucket: 'campus-media' },
      ['starts-with', '$key', 'media/forumImage/'],
      ['eq', '$Content-Type', 'image/png'],
    ],
  };
  const fields = { key: 'media/forumImage/a', 'content-type': 'image/png' };

  it('takes a form its conditions allow', () => {
    expect(refusal(() => judgePostPolicy(form(policy, fields), 'campus-media', NOW))).toBe('taken');
  });

  it('refuses an expired policy, another bucket, key or type, and fields it does not name', () => {
    expect(
      refusal(() =>
        judgePostPolicy(form(policy, fields), 'campus-media', Date.parse('2026-12-01T12:06:00Z')),
      ),
    ).toBe('Invalid according to Policy: Policy expired.');
    expect(refusal(() => judgePostPolicy(form(policy, fields), 'campus-files', NOW))).toContain(
      'Policy Condition failed',
    );
    expect(
      refusal(() => judgePostPolicy(form(policy, { ...fields, key: 'note/a' }), 'campus-media', NOW)),
    ).toContain('"starts-with","$key"');
    expect(
      refusal(() =>
        judgePostPolicy(form(policy, { ...fields, 'content-type': 'text/html' }), 'campus-media', NOW),
      ),
    ).toContain('"eq","$Content-Type"');
    expect(
      refusal(() => judgePostPolicy(form(policy, { ...fields, acl: 'public-read' }), 'campus-media', NOW)),
    ).toBe('Invalid according to Policy: Extra input fields: acl');
    // S3 leaves x-ignore- fields out of the policy.
    expect(
      refusal(() => judgePostPolicy(form(policy, { ...fields, 'x-ignore-note': '1' }), 'campus-media', NOW)),
    ).toBe('taken');
  });

  it('refuses a policy it cannot read', () => {
    const unreadable = new Map([['policy', 'not base64 json']]);
    expect(refusal(() => judgePostPolicy(unreadable, 'campus-media', NOW))).toBe(
      'Invalid Policy: Invalid JSON.',
    );
  });
});
