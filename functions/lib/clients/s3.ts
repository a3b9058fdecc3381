import { S3Client } from '@aws-sdk/client-s3';
import { once } from './once';

/* Path-style addressing is what the local S3 stand-in needs; on AWS the variable is unset. */
export const s3 = once(() => new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' }));
