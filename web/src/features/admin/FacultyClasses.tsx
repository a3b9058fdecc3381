import { type FormEvent, useRef, useState } from 'react';
import type { FacultyTeaching, TaughtClass } from '#shared/schemas/teaching';
import { anyMessageOf } from '../../api/client';
import { ClassFields, classBody, completeClass, NO_CLASS } from '../../components/ClassFields';
import { taughtClassName } from '../../components/taughtClassName';
import { useNotify } from '../../lib/notices/NoticeContext';
import { type TeachingChange, useChangeTeaching } from './useTeaching';

const FAILED: Record<TeachingChange, string> = {
  assign: 'The class was not assigned.',
  remove: 'The class was not removed.',
};

/** What the last change came to: the server's confirmation, or its reason for refusing. */
interface Outcome {
  readonly done: boolean;
  readonly text: string;
}

/**
 * A found Faculty member: their name and email, the classes they are assigned, each with a Remove
 * button, and a form to assign another. Keyed by the Faculty member, so another starts afresh.
 */
export function FacultyClasses({
  teaching,
  email,
}: {
  readonly teaching: FacultyTeaching;
  /** The email they were found by, whose answer the list is. */
  readonly email: string;
}) {
  const { faculty, classes } = teaching;
  const name = `${faculty.firstName} ${faculty.lastName}`;
  const notify = useNotify();
  const change = useChangeTeaching(email);
  const [draft, setDraft] = useState(NO_CLASS);
  const [subject, setSubject] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const heading = useRef<HTMLHeadingElement>(null);

  function run(kind: TeachingChange, taught: TaughtClass, done?: () => void) {
    setOutcome(undefined);
    change.mutate(
      { userId: faculty.userId, change: kind, taught },
      {
        onSuccess: ({ msg }) => {
          notify(msg, 'success');
          // The notice fades; the section keeps saying what was done, and to whom.
          setOutcome({ done: true, text: `${name}, ${taughtClassName(taught)}: ${msg}` });
          done?.();
        },
        onError: (error) => setOutcome({ done: false, text: anyMessageOf(error, FAILED[kind]) }),
      },
    );
  }

  function assign(event: FormEvent) {
    event.preventDefault();
    // The server checks the class and answers which part is wrong; a blank subject means none.
    const taught = { ...(completeClass(draft) ?? classBody(draft)), subject: subject.trim() || undefined };
    run('assign', taught, () => setSubject(''));
  }

  return (
    <section className="panel stack" aria-labelledby="teaching-classes-heading">
      <div>
        <h2 id="teaching-classes-heading" ref={heading} tabIndex={-1}>
          Classes of {name}
        </h2>
        <p className="muted teaching-email">{faculty.email}</p>
      </div>
      {outcome && (
        <p
          className={outcome.done ? 'class-confirmation' : 'error-text'}
          role={outcome.done ? 'status' : 'alert'}
        >
          {outcome.text}
        </p>
      )}
      {classes.length === 0 ? (
        <p>No classes are assigned yet.</p>
      ) : (
        <ul className="account-list teaching-classes" aria-label={`Classes of ${name}`}>
          {classes.map((taught) => {
            const label = taughtClassName(taught);
            return (
              <li key={label} className="account-row">
                <span>{label}</span>
                <button
                  type="button"
                  className="button button-ghost"
                  aria-label={`Remove ${label}`}
                  // The row goes with its button: focus goes back to the top of the list.
                  onClick={() => run('remove', taught, () => heading.current?.focus())}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="form" onSubmit={assign} aria-labelledby="assign-class-heading">
        <h3 id="assign-class-heading">Assign a class</h3>
        <ClassFields idPrefix="teaching" value={draft} onChange={setDraft} />
        <div className="field">
          <label htmlFor="teaching-subject">Subject (optional)</label>
          <input
            id="teaching-subject"
            name="subject"
            value={subject}
            maxLength={80}
            autoComplete="off"
            onChange={(event) => setSubject(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Assign class'}
        </button>
      </form>
    </section>
  );
}
