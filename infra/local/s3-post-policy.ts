import { S3Refusal } from './s3-signatures';

/*
 * What S3 checks of a presigned POST once its signature holds: the policy has not expired, each
 * condition holds for the form's fields and the bucket posted to, and the form has no field the
 * policy does not name, so a form cannot put its file at another key or with another type than
 * the API signed (functions/uploads/storage.ts).
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */

/* Fields S3 does not expect the policy to name. */
const UNNAMED = new Set(['policy', 'x-amz-signature', 'file']);

const refused = (reason: string) =>
  new S3Refusal('AccessDenied', 403, `Invalid according to Policy: ${reason}`);

type Condition = Record<string, unknown> | unknown[];

function parsePolicy(encoded: string): { expiration: string; conditions: Condition[] } {
  try {
    const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as {
      expiration?: unknown;
      conditions?: unknown;
    };
    if (typeof policy.expiration === 'string' && Array.isArray(policy.conditions)) {
      return { expiration: policy.expiration, conditions: policy.conditions as Condition[] };
    }
  } catch {
    // Answered below, as S3 answers any policy it cannot read.
  }
  throw new S3Refusal('InvalidPolicyDocument', 400, 'Invalid Policy: Invalid JSON.');
}

/** Throws S3's refusal unless the form (field names lower-cased), posted to `bucket`, is one its policy allows at `now`. */
export function judgePostPolicy(fields: ReadonlyMap<string, string>, bucket: string, now = Date.now()): void {
  const { expiration, conditions } = parsePolicy(fields.get('policy') ?? '');
  if (!(Date.parse(expiration) > now)) throw refused('Policy expired.');
  const values = new Map(fields);
  values.set('bucket', bucket);
  const named = new Set<string>();
  const field = (name: unknown) => String(name).replace(/^\$/, '').toLowerCase();
  for (const condition of conditions) {
    const text = JSON.stringify(condition);
    if (Array.isArray(condition)) {
      const [operator, subject, expected] = condition;
      // Left to confirm, which measures the stored object itself: its tests post the sizes S3
      // would refuse, to show it refuses them too (tests/integration/uploads.test.ts, upload-quota).
      if (operator === 'content-length-range') continue;
      const name = field(subject);
      named.add(name);
      const actual = values.get(name) ?? '';
      const holds =
        (operator === 'eq' && actual === String(expected)) ||
        (operator === 'starts-with' && actual.startsWith(String(expected)));
      if (!holds) throw refused(`Policy Condition failed: ${text}`);
      continue;
    }
    for (const [name, expected] of Object.entries(condition)) {
      named.add(name.toLowerCase());
      if (values.get(name.toLowerCase()) !== String(expected))
        throw refused(`Policy Condition failed: ${text}`);
    }
  }
  const extra = [...fields.keys()].filter(
    (name) => !UNNAMED.has(name) && !name.startsWith('x-ignore-') && !named.has(name),
  );
  if (extra.length) throw refused(`Extra input fields: ${extra.join(', ')}`);
}
