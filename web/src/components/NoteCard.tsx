import type { Note } from '#shared/schemas/notes';
import './note-card.css';

/* One colour for Data Structures, one for Operating Systems, one for every other branch. */
export function branchTone(branch: string): 'data-structures' | 'operating-systems' | 'other' {
  const key = branch.trim().toLowerCase().replace(/\s+/g, ' ');
  if (key === 'data structures') return 'data-structures';
  if (key === 'operating systems') return 'operating-systems';
  return 'other';
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A study note as Study Buddy and the Faculty dashboard list it, with its actions. */
export function NoteCard(props: {
  readonly note: Note;
  readonly onDownload: (note: Note) => void;
  readonly onDelete?: (note: Note) => void;
  readonly busy?: boolean;
}) {
  const { note } = props;
  const facts = [
    ['Unit', note.unit],
    ['Branch', note.branch],
    ['Division', note.div],
    ['Year', note.year],
    ['Uploaded by', note.uploaded_by],
    ['Date', dateFormat.format(new Date(note.createdAt))],
  ] as const;
  return (
    <article className={`card note-card note-${branchTone(note.branch)}`}>
      <div className="card-body">
        <h3 className="card-title">{note.subject}</h3>
        <dl className="note-facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="note-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => props.onDownload(note)}
            aria-label={`Download ${note.subject}, ${note.unit} (${note.filename})`}
          >
            Download
          </button>
          {note.canDelete && props.onDelete && (
            <button
              type="button"
              className="button button-ghost"
              disabled={props.busy}
              onClick={() => props.onDelete?.(note)}
              aria-label={`Delete ${note.subject}, ${note.unit}`}
            >
              Delete
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
