/*
 * What other groups may use of the notes group (functions/boundaries.test.ts): how many notes a
 * class was given since a time, which the Student's dashboard shows; and which notes still stand,
 * which the assistant's worker and cross-check read (handed to them beside the registry, as the
 * assistant cannot import this group back; decision 63).
 */
export { liveNoteIds } from './live-notes';
export { countClassNotesAfter } from './repository';
