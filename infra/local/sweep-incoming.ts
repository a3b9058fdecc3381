import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_LIFETIME_SECONDS } from '#shared/constants/file-kinds';

/* Past the upload form's lifetime and the confirm's grace, an incoming object is abandoned. */
const ABANDONED_AFTER_MS = (UPLOAD_LIFETIME_SECONDS + 5 * 60) * 1000;

/**
 * Deletes `incoming/` objects nobody confirmed: on AWS a lifecycle rule does this after a day;
 * s3rver has no lifecycle, so the local runtime sweeps. Answers how many it removed.
 */
export async function sweepIncoming(bucket: string, now = Date.now()): Promise<number> {
  const s3 = new S3Client({ forcePathStyle: true });
  let removed = 0;
  try {
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: 'incoming/', ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || (object.LastModified?.getTime() ?? now) > now - ABANDONED_AFTER_MS) continue;
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        removed++;
      }
      token = page.NextContinuationToken;
    } while (token);
  } finally {
    s3.destroy();
  }
  return removed;
}

/** Sweeps every bucket every few minutes while the local site runs. */
export function startIncomingSweep(buckets: readonly string[]): () => Promise<void> {
  const timer = setInterval(() => {
    for (const bucket of buckets) {
      sweepIncoming(bucket).catch((error: unknown) =>
        console.error('Sweeping incoming uploads failed', error),
      );
    }
  }, 5 * 60_000);
  timer.unref();
  return async () => clearInterval(timer);
}
