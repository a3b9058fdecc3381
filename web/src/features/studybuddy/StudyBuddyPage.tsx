import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import type { Note } from '#shared/schemas/notes';
import { CLASS_YEARS } from '#shared/schemas/student-class';
import { downloadNote } from '../../api/download';
import { useRecordVisit } from '../../api/reads/dashboard';
import { type NoteFilters, useNotes } from '../../api/reads/notes';
import { NoteCard } from '../../components/NoteCard';
import { ShowMoreButton } from '../../components/ShowMoreButton';
import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './studybuddy.css';

/* Branch and year suggest the values a class is named by, which notes filed for a class carry. */
const FILTERS = [
  { name: 'branch', label: 'Branch', options: DEPARTMENT_NAMES },
  { name: 'year', label: 'Year', options: CLASS_YEARS },
  { name: 'subject', label: 'Subject', options: [] },
] as const;
type Filter = (typeof FILTERS)[number]['name'];
const NO_FILTERS: Record<Filter, string> = { branch: '', year: '', subject: '' };

/**
 * Study Buddy: the notes Faculty shared, newest first, filtered on the server; each downloads. A
 * Student's page opens on their own class's notes: branch and year filled in from their class
 * (notes whose branch is the student's department and whose year is theirs, compared whole,
 * ignoring case), which the student may change or clear.
 */
export function StudyBuddyPage() {
  useDocumentTitle('Study Buddy');
  const user = useSignedInUser();
  const ownClass = user?.studentClass;
  // A Student's visit: their dashboard counts their class's notes from this opening on.
  useRecordVisit('studybuddy', user?.role === 'Student');
  const [filters, setFilters] = useState<Record<Filter, string>>(() =>
    ownClass ? { ...NO_FILTERS, branch: ownClass.branch, year: ownClass.year } : NO_FILTERS,
  );
  const onOwnClass =
    ownClass !== undefined && filters.branch === ownClass.branch && filters.year === ownClass.year;
  const applied = useDeferredValue(filters);
  const query = Object.fromEntries(
    FILTERS.map(({ name }) => [name, applied[name].trim() || undefined]),
  ) as NoteFilters;
  const notes = useNotes(query);
  // A failed note list is only logged (docs/requirements.md#silent-failures); the page shows its empty state.
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
        {FILTERS.map(({ name, label, options }) => (
          <div className="field" key={name}>
            <label htmlFor={`filter-${name}`}>{label}</label>
            <input
              id={`filter-${name}`}
              name={name}
              value={filters[name]}
              list={options.length > 0 ? `filter-${name}-options` : undefined}
              onChange={(event) => setFilters((current) => ({ ...current, [name]: event.target.value }))}
            />
            {options.length > 0 && (
              <datalist id={`filter-${name}-options`}>
                {options.map((option) => (
                  <option key={option} value={option} />
                ))}
              </datalist>
            )}
          </div>
        ))}
        {filtered && (
          <button type="button" className="button button-ghost" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </button>
        )}
      </form>
      {onOwnClass && (
        <p className="muted">
          Showing notes for your class, {ownClass.branch} {ownClass.year}. Change or clear the filters to see
          others.
        </p>
      )}
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
