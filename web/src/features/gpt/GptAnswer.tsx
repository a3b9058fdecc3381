import { citationOf, type Task } from '#shared/schemas/gpt';
import { downloadNote } from '../../api/download';

/** An answer and where it came from; a note source opens the note itself. */
export function GptAnswer({ task }: { readonly task: Task }) {
  return (
    <div className="stack">
      <p className="message-text">{task.response}</p>
      {task.sources.length > 0 && (
        <div>
          <h3>Sources</h3>
          <ol>
            {task.sources.map((source) => (
              <li key={citationOf(source)}>
                {source.noteId ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() =>
                      downloadNote(source.noteId ?? '').catch((error: unknown) =>
                        console.error('Failed to download note', error),
                      )
                    }
                  >
                    {citationOf(source)}
                  </button>
                ) : (
                  citationOf(source)
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
