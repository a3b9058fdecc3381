import { useDeferredValue, useEffect, useRef, useState } from 'react';
import type { Note } from '../../../../shared/schemas/notes';
import { downloadNote } from '../../api/download';
import { type NoteFilters, useNotes } from '../../api/reads/notes';
import { NoteCard } from '../../components/NoteCard';
import { ShowMoreButton } from '../../components/ShowMoreButton';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './studybuddy.css';

const FILTERS = [
  { name: 'branch', label: 'Branch' },
  { name: 'year', label: 'Year' },
  { name: 'subject', label: 'Subject' },
] as const;
type Filter = (typeof FILTERS)[number]['name'];
const NO_FILTERS: Record<Filter, string> = { branch: '', year: '', subject: '' };

/** Study Buddy: the notes Faculty shared, newest first, filtered on the server; each downloads. */
export function StudyBuddyPage() {
  useDocumentTitle('Study Buddy');
  const [filters, setFilters] = useState(NO_FILTERS);
  const applied = useDeferredValue(filters);
  const query = Object.fromEntries(
    FILTERS.map(({ name }) => [name, applied[name].trim() || undefined]),
  ) as NoteFilters;
  const notes = useNotes(query);
  // Spec §8: a failed note list is only logged; the page shows its empty state.
  useEffect(() => {
    if (notes.error) console.error('Failed to fetch notes', notes.error);
  }, [notes.error]);
  const list = useRef<HTMLUListElement>(null);
  const shown = notes.data?.pages.flatMap((page) => page.notes) ?? [];
  const filtered = FILTERS.some(({ name }) => filters[name].trim());

  const download = (note: Note) =>
    downloadNote(note.file_id).catch((error: unknown) => console.error('Failed to download note', error));

  return (
    <section className="page studybuddy">
      <h1>Study Buddy</h1>
      <form className="panel form-row" aria-label="Filter notes" onSubmit={(e) => e.preventDefault()}>
        {FILTERS.map(({ name, label }) => (
          <div className="field" key={name}>
            <label htmlFor={`filter-${name}`}>{label}</label>
            <input
              id={`filter-${name}`}
              name={name}
              value={filters[name]}
              onChange={(event) => setFilters((current) => ({ ...current, [name]: event.target.value }))}
            />
          </div>
        ))}
        {filtered && (
          <button type="button" className="button button-ghost" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </button>
        )}
      </form>
      {notes.isPending && <p role="status">Loading notes…</p>}
      {!notes.isPending && shown.length === 0 && (
        <p className="lead">{filtered ? 'No notes match these filters.' : 'No notes to show yet.'}</p>
      )}
      {shown.length > 0 && (
        <ul className="card-grid" ref={list}>
          {shown.map((note) => (
            <li key={note.id}>
              <NoteCard note={note} onDownload={download} />
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={list} pages={notes} label="Show more notes" loadingLabel="Loading more notes…" />
    </section>
  );
}
