import { useInfiniteQuery } from '@tanstack/react-query';
import { notesRoutes } from '#shared/api/routes/notes';
import type { NotesQuery } from '#shared/schemas/notes';
import { routePagesQuery } from '../queries';

/** Which notes: whole-value filters, each left out to take every value. */
export type NoteFilters = Omit<NotesQuery, 'cursor'>;

/**
 * The shared notes, newest first, a page at a time: Study Buddy filters them, the Faculty's Notes
 * section lists them all (the ones its reader may delete say so).
 */
export function useNotes(filters: NoteFilters = {}) {
  return useInfiniteQuery(routePagesQuery(notesRoutes.listNotes, { query: filters }));
}
