/** S3 buckets: private files (notes, calendar, GPT attachments) and public media (images). */
export interface BucketDefinition {
  readonly envVar: string;
  /** Public media is served through CloudFront; private files only through presigned URLs. */
  readonly access: 'private' | 'media';
}

export const BUCKETS = {
  files: { envVar: 'FILES_BUCKET', access: 'private' },
  media: { envVar: 'MEDIA_BUCKET', access: 'media' },
} as const satisfies Record<string, BucketDefinition>;

export type BucketId = keyof typeof BUCKETS;
