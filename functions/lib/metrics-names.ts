/** CloudWatch names shared by the functions that publish metrics and the alarms on them. */
export const METRICS_NAMESPACE = 'Campus';
export const MAIL_BACKLOG_METRIC = 'UndeliveredContactMail';
