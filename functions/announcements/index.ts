/*
 * What other groups may use of the announcements group (functions/boundaries.test.ts): how many
 * were posted since a time, which the Student's dashboard shows as not yet read.
 */
export { countPostedAfter } from './repository';
