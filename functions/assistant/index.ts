/*
 * What other groups may use of the assistant: asking for a note or an attached file to be indexed,
 * and taking a deleted note out of the search database (decision 28); and what the notes group's
 * sweep reads to bring the two stores in line (a note's entry, a resend; decision 42). Whatever
 * this imports is bundled into each function that imports it, and the grants test reads it there.
 * And a student's latest question, which the Student's dashboard shows (latest-task.ts); the
 * answering worker and the daily cross-check, put together beside the registry with the notes
 * group's liveNoteIds (decision 63).
 */
export { answeringWorker } from './answering-worker';
export { crossCheck } from './daily-cross-check';
export { requestIngestion, requestNoteIngestion, resendIngestion } from './ingest/queue';
export { STALE_PENDING_MS } from './ingest/resend-pending';
export { latestTask } from './latest-task';
export { documentEntry, MAX_RESENDS, removeDocument } from './store/documents';
export { noteDocId } from './store/search-document';
