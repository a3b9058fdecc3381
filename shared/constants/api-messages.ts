/** Server messages about the request itself, shared by every endpoint group. */
export const API_MESSAGES = {
  invalidJson: 'Request body must be valid JSON',
  bodyTooLarge: 'Request body is too large.',
  jsonOnly: 'Content-Type must be application/json.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  signInRequired: 'Please log in to continue.',
  sessionEnded: 'Your session has ended. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  notThroughSite: 'Call the API through the site’s own address.',
  unavailable: 'The service is starting up. Please try again in a few seconds.',
} as const;
