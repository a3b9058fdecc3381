import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand, ResourceNotFoundException } from '@aws-sdk/client-secrets-manager';
import { secrets } from './clients/secrets';

/** Where a generated secret lives: Secrets Manager on AWS, a file the local runtime writes under .data/. */
export interface SecretLocation {
  readonly arn: string | undefined;
  readonly file: string | undefined;
}

/** A secret's value now, and the one it replaced while a rotation is under way (if any). */
export interface SecretVersions {
  readonly current: string;
  readonly previous: string | undefined;
}

const KEEP_MS = 5 * 60 * 1000;
/** A value that matches neither version makes the secret be read again, at most this often. */
export const REREAD_AFTER_MISMATCH_MS = 60 * 1000;

/** Locally the value a rotation replaced sits beside the secret's file (secret-files.ts writes it). */
export const previousFile = (file: string) => `${file}.previous`;

const checked = (secret: string | undefined, what: string) => {
  if (!secret || secret.length < 32) throw new Error(`No ${what} of 32+ characters is configured`);
  return secret;
};

async function readStage(arn: string, stage: 'AWSCURRENT' | 'AWSPREVIOUS') {
  try {
    const result = await secrets().send(new GetSecretValueCommand({ SecretId: arn, VersionStage: stage }));
    return result.SecretString;
  } catch (error) {
    // A secret never rotated has no AWSPREVIOUS version.
    if (stage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

async function readOptionalFile(path: string) {
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function load(location: SecretLocation, what: string): Promise<SecretVersions> {
  if (location.arn) {
    const [current, previous] = await Promise.all([
      readStage(location.arn, 'AWSCURRENT'),
      readStage(location.arn, 'AWSPREVIOUS'),
    ]);
    return { current: checked(current, what), previous: previous || undefined };
  }
  if (location.file) {
    const [current, previous] = await Promise.all([
      readFile(location.file, 'utf8').then((text) => text.trim()),
      readOptionalFile(previousFile(location.file)),
    ]);
    return { current: checked(current, what), previous: previous || undefined };
  }
  return { current: checked(undefined, what), previous: undefined };
}

/** A rotating secret read through a cache: its versions, and a re-read when a value matched neither. */
export interface RotatingSecret {
  /** Both versions, kept five minutes. */
  versions(): Promise<SecretVersions>;
  /**
   * Whether `matches` holds for the cached versions; when it does not and they were read over a
   * minute ago, they are read once more and asked again, so a warm container takes a new value
   * within a minute of being shown it, and a stream of wrong values costs one read a minute.
   */
  check(matches: (versions: SecretVersions) => boolean): Promise<boolean>;
}

/**
 * A secret generated at deploy time, read once per container and kept five minutes, so a rotated
 * value is in use everywhere within five minutes without a redeploy. `locate` reads the function's
 * environment where it is called, naming its variables literally (the grants test reads them).
 * `now` is the clock, given by tests.
 */
export function rotatingSecret(
  locate: () => SecretLocation,
  what: string,
  now: () => number = () => Date.now(),
): RotatingSecret {
  let value: Promise<SecretVersions> | undefined;
  let loadedAt = 0;
  const read = () => {
    loadedAt = now();
    const reading = load(locate(), what).catch((error: unknown) => {
      if (value === reading) value = undefined;
      throw error;
    });
    value = reading;
    return reading;
  };
  const versions = () => (!value || now() - loadedAt > KEEP_MS ? read() : value);
  return {
    versions,
    async check(matches) {
      if (matches(await versions())) return true;
      if (now() - loadedAt < REREAD_AFTER_MISMATCH_MS) return false;
      return matches(await read());
    },
  };
}

/** The current value of a generated secret (rotatingSecret's cache), e.g. the token-signing key. */
export function cachedSecret(locate: () => SecretLocation, what: string): () => Promise<string> {
  const secret = rotatingSecret(locate, what);
  return async () => (await secret.versions()).current;
}
