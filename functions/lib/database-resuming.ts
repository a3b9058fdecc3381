/*
 * The Data API's answer while a paused Aurora Serverless v2 cluster wakes ("A request was cancelled
 * because the Aurora Serverless v2 DB instance was paused. The Data API request automatically
 * resumes the DB instance. Wait a few seconds and try again."). Told apart by name alone, with no
 * import of the Data API's client, so every API bundle can answer it (http.ts) without carrying it.
 */
export const DATABASE_RESUMING = 'DatabaseResumingException';

export const isDatabaseResuming = (error: unknown): boolean =>
  error instanceof Error && error.name === DATABASE_RESUMING;

/**
 * What an API call that met a resuming database tells its caller to wait (Retry-After): AWS says a
 * resume takes up to about 15 seconds, and the function has already waited part of it.
 */
export const RESUMING_RETRY_AFTER_SECONDS = 10;
