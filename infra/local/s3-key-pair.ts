import { randomBytes } from 'node:crypto';
import type { StandInCredentials } from './s3-signatures';

/*
 * The key pair the S3 stand-in's guards verify signatures with, and the local functions sign with
 * (aws-env.ts). s3rver's own pair (`S3RVER`/`S3RVER`) is printed in its README, so any web page
 * could sign a form, a link or a multi-object delete with it; the secret is made anew in each
 * process, where the stack and every caller of it run. The key id stays s3rver's, which it looks
 * up (lib/models/account.js).
 */
export const S3_STAND_IN_KEY_PAIR: StandInCredentials = {
  accessKeyId: 'S3RVER',
  secretAccessKey: randomBytes(32).toString('base64url'),
};
