import { crossCheck } from './assistant';
import { liveNoteIds } from './notes';

/*
 * The search database's daily cross-check (registry gptCrossCheck), put together here, beside the
 * registry, for the reason functions/assistant-worker-handler.ts is: it asks the notes group which
 * notes still stand, and the notes group asks the assistant for ingestion (decision 63).
 */
export const handler = () => crossCheck({ liveNoteIds });
