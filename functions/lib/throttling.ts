/*
 * An AWS service asking us to slow down: Bedrock's ThrottlingException, or its 503s when a model
 * is short of capacity (ServiceUnavailableException, ModelNotReadyException), SES's TooManyRequests,
 * Throttling or LimitExceeded (its send rate or daily quota), the Data API's DatabaseResuming (a
 * paused Aurora cluster waking; functions/lib/search-database.ts), or any SDK client's HTTP 429.
 * The request is not at fault, so its tries are not counted against it; it waits and comes back.
 */
const THROTTLING = new Set([
  'ThrottlingException',
  'TooManyRequestsException',
  'Throttling',
  'LimitExceededException',
  'DatabaseResumingException',
  'ServiceUnavailableException',
  'ModelNotReadyException',
]);

export const isThrottling = (error: unknown): boolean =>
  error instanceof Error &&
  (THROTTLING.has(error.name) ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 429);
