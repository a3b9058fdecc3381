/** CloudWatch names shared by the functions that publish metrics and the alarms on them. */
export const METRICS_NAMESPACE = 'Campus';
export const MAIL_BACKLOG_METRIC = 'UndeliveredContactMail';
/* Account mails the mail worker gave up on (functions/mail/gave-up.ts): each needs a person. */
export const ACCOUNT_MAIL_FAILED_METRIC = 'AccountMailFailed';
/* Personalized GPT questions failed for good (functions/assistant/failed-question.ts): a student saw 'Failed to get response.'. */
export const GPT_QUESTION_FAILED_METRIC = 'GptQuestionFailed';
/* Roster imports failed on every try (functions/roster/dead-letter-handler.ts): an Admin must import again. */
export const ROSTER_IMPORT_FAILED_METRIC = 'RosterImportFailed';
