/*
 * What other groups may use of the notes group. They import this module and never the group's
 * other files (functions/boundaries.test.ts), so the group may change those freely. Whatever it
 * imports is bundled into each function that imports it, and the grants test reads it there.
 */

/* The GPT ingest function indexes a note once, from its details and its file. */
export { findNote } from './repository';
