/*
 * What other groups may use of the contact group (functions/boundaries.test.ts): the count of
 * contact messages given up on, which the Admin's dashboard shows.
 */
export { countGivenUp } from './given-up-count';
