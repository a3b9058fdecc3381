import type { Note } from '#shared/schemas/notes';
import { anyMessageOf } from '../../api/client';
import { downloadNote } from '../../api/download';
import { useNotes } from '../../api/reads/notes';
import { NoteCard } from '../../components/NoteCard';
import { PagedList } from '../../components/PagedList';
import { useMutationNotices } from '../../lib/notices/useMutationNotices';
import { NoteUploadForm } from './NoteUploadForm';
import { useDeleteNote } from './useNotes';

/** Upload Study Material: the upload form, and the notes so far (a member may delete their own). */
export function NotesSection() {
  const notes = useNotes();
  const remove = useDeleteNote();
  const notices = useMutationNotices();
  const shown = notes.data?.pages.flatMap((page) => page.notes);

  const download = (note: Note) =>
    downloadNote(note.file_id).catch((error: unknown) => console.error('Failed to download note', error));
  const confirmDelete = (note: Note) => {
    if (!window.confirm(`Delete the note “${note.subject}, ${note.unit}”? Students will no longer find it.`))
      return;
    remove.mutate(
      note.id,
      notices((error) => anyMessageOf(error, 'The note was not deleted.')),
    );
  };

  return (
    <div className="stack">
      <NoteUploadForm />
      <section className="panel" aria-labelledby="notes-heading">
        <h2 id="notes-heading">Uploaded notes</h2>
        <PagedList
          pages={notes}
          items={shown}
          className="card-grid"
          loading="Loading notes…"
          failed="The notes could not be loaded."
          empty="No notes have been uploaded yet."
          more="Show more notes"
          loadingMore="Loading more notes…"
        >
          {(note) => (
            <li key={note.id}>
              <NoteCard note={note} onDownload={download} onDelete={confirmDelete} busy={remove.isPending} />
            </li>
          )}
        </PagedList>
      </section>
    </div>
  );
}
