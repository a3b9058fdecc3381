/*
 * What other groups may use of the notes group (functions/boundaries.test.ts): how many notes a
 * class was given since a time, which the Student's dashboard shows.
 */
export { countClassNotesAfter } from './repository';
