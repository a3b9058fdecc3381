/*
 * The mail group (decision 58): every mail the site sends, its text, its outbox and its retries.
 * Other groups ask for a mail by kind and fields and never write the outbox themselves: account
 * mail is stored and queued for the worker, a contact message is mailed to the college at once and
 * retried over the contact group's table; the Admin's dashboard counts account mail given up on.
 */
export { deliverContactMail } from './contact-delivery';
export { retryContactMail } from './contact-retry';
export { type AccountMailKind, type AccountMailRequest, enqueueMail, enqueueMails } from './outbox';
export { countFailedMail } from './outbox-items';
