/** What an Admin is told about contact mail SES never took. */
export const CONTACT_ADMIN_MESSAGES = {
  queuedAgain: 'The message will be sent again within a few minutes.',
  notGivenUp: 'No undelivered message with that id.',
  badCursor: 'cursor is not a page of this list',
} as const;
