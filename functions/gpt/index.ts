/*
 * What other groups may use of the GPT group: asking for a note or an attached file to be indexed,
 * and taking a deleted note out of the search database (decision 28). Whatever this imports is
 * bundled into each function that imports it, and the grants test reads it there.
 */
export { requestIngestion, requestNoteIngestion } from './ingest/queue';
export { noteDocId } from './search/documents';
export { removeDocument } from './store/documents';
