/**
 * Server answers about the academic calendar; the screen's own texts are the required ones
 * (MESSAGES, docs/requirements.md#academic-calendar).
 */
export const CALENDAR_MESSAGES = {
  set: 'The academic calendar was updated.',
  deleted: 'The academic calendar was deleted.',
  notReady: 'The calendar file has not been uploaded. Upload a PDF, then try again.',
  none: 'No academic calendar uploaded.',
  notCurrent: 'That is not the current academic calendar.',
} as const;
