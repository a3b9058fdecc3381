import { answeringWorker } from './assistant';
import { liveNoteIds } from './notes';

/*
 * The assistant's answering worker (registry gptWorker), put together here, beside the registry,
 * rather than in the group: it reads which quoted notes still stand through the notes group, and
 * the notes group asks the assistant for ingestion, so an entry inside either would make the two a
 * ring (decision 63).
 */
export const { workerDeps, handler } = answeringWorker({ liveNoteIds });
