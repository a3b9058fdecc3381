/*
 * What other groups may use of the roster group (functions/boundaries.test.ts): the last import,
 * which the Admin's dashboard shows.
 */
export { lastJob } from './jobs';
