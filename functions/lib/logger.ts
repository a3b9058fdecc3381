import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs (Powertools for AWS Lambda): one line per entry with the service, and,
 * inside a request, its route and request id. Request bodies are never logged, so no password or
 * token reaches the logs.
 */
export const logger = new Logger({ serviceName: 'campus' });
