/** An AWS SDK client's answer to too many requests (Bedrock's among them): no fault of the request. */
export const isThrottling = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ThrottlingException' ||
    error.name === 'TooManyRequestsException' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 429);
