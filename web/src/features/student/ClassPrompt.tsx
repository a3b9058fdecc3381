import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { authRoutes } from '#shared/api/routes/auth';
import { callApi, messageOf } from '../../api/client';
import { invalidateRoute } from '../../api/queries';
import { ClassFields, classBody, NO_CLASS } from '../../components/ClassFields';
import { useNotify } from '../../lib/notices/NoticeContext';
import './class-prompt.css';

const FAILED = 'Your class could not be saved. Please try again.';

/**
 * The ask-once prompt (decision 16): a Student without a class is asked for it after logging in, in
 * a modal dialog (focus kept inside, Escape closes). Saving stores it for good (an Admin changes it
 * after); "Not now" leaves it for this session, and the next login asks again.
 */
export function ClassPrompt({ onLater }: { readonly onLater: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(NO_CLASS);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const { msg } = await callApi(authRoutes.setOwnClass, { body: classBody(draft) });
      notify(msg, 'success');
      // The signed-in user now has a class, so the app stops showing this prompt.
      await invalidateRoute(queryClient, authRoutes.currentUser);
    } catch (error) {
      setProblem(messageOf(error, FAILED));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      className="class-prompt panel"
      aria-labelledby="class-prompt-heading"
      onCancel={onLater}
    >
      <form className="form" onSubmit={save}>
        <h2 id="class-prompt-heading">Your class</h2>
        <p>
          Choose your branch, year and division. Study Buddy then opens on your class’s notes, and your
          teachers find you on their class list.
        </p>
        <ClassFields idPrefix="own-class" value={draft} onChange={setDraft} />
        {problem && (
          <p className="error-text" role="alert">
            {problem}
          </p>
        )}
        <div className="class-prompt-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save my class'}
          </button>
          <button type="button" className="button button-ghost" onClick={onLater}>
            Not now
          </button>
        </div>
      </form>
    </dialog>
  );
}
