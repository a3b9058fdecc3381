import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** What an imported account's password hash is until its owner opens the invitation: none. */
export const NO_PASSWORD = '';

/* scrypt at N=2^17, r=8, p=1 (OWASP's minimum): 128 MiB of memory per hash, so guessing is costly. */
export const SITE_COST_LOG2 = 17;

/*
 * A test stack hashes the passwords it stores at a lower N (CAMPUS_TEST_PASSWORD_COST_LOG2, set
 * only by tests/support/test-stack.ts): the suites sign up and log in thousands of times, and at
 * the site's cost the hashing alone took `npm test` past its time budget (decision 16). Every
 * check still runs the same code on a real scrypt hash, whose stored parameters say its cost. On
 * Lambda the variable is ignored, and nothing in the CDK app sets it, so a deployed site always
 * hashes at N=2^17.
 */
function costLog2(): number {
  const test = Number(process.env.CAMPUS_TEST_PASSWORD_COST_LOG2);
  const onLambda = process.env.AWS_LAMBDA_FUNCTION_NAME !== undefined;
  return !onLambda && Number.isInteger(test) && test >= 10 && test < SITE_COST_LOG2 ? test : SITE_COST_LOG2;
}
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 2 ** costLog2(), r: 8, p: 1 };
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  // No password at all (an imported account before its invitation is used): nothing matches, and
  // the answer takes as long as a real check, so it does not tell such an account apart.
  if (scheme !== 'scrypt' || !salt || !hash) return verifyAgainstDecoy(password);
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/** Spends the same time as a real check, so a login for an unknown account is not faster. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
