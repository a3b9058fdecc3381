import { type FormEvent, useRef, useState } from 'react';
import { gptRoutes } from '#shared/api/routes/gpt';
import { MESSAGES } from '#shared/constants/messages';
import { callApi } from '../../api/client';
import { uploadFile } from '../../api/upload';
import { FileField } from '../../components/FileField';
import { UploadProgress } from '../../components/UploadProgress';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { GptAnswer } from './GptAnswer';
import { useGptTask, useRecentTasks } from './useGptTask';
import './gpt.css';

const IN_WORDS = { queued: 'Waiting for an answer…', running: 'Reading your notes…' } as const;

/** Personalized GPT: ask about your notes (and a file of your own); the answer cites its sources. */
export function GptPage() {
  useDocumentTitle('Personalized GPT');
  const notify = useNotify();
  const [query, setQuery] = useState('');
  const [subject, setSubject] = useState('');
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [taskId, setTaskId] = useState<string>();
  const [starting, setStarting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { task, pollFailed, reset } = useGptTask(taskId);
  const recent = useRecentTasks();
  const working =
    starting ||
    (taskId !== undefined && !pollFailed && task?.status !== 'completed' && task?.status !== 'failed');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    setStarting(true);
    reset();
    setTaskId(undefined);
    try {
      const attached = file ? await uploadFile('gptAttachment', file, setProgress) : undefined;
      const started = await callApi(gptRoutes.submitTask, {
        body: { query, fileId: attached?.fileId, subject: subject.trim() || undefined },
      });
      // A missing taskId is a failure (docs/requirements.md#personalized-gpt).
      if (!started.taskId) throw new Error('no taskId');
      setTaskId(started.taskId);
    } catch (error) {
      console.error('Failed to start task', error);
      notify(MESSAGES.failedToStartTask, 'error');
    } finally {
      setStarting(false);
      setProgress(undefined);
    }
  }

  return (
    <section className="page gpt">
      <h1>Personalized GPT</h1>
      <p className="lead">
        Ask a question: the answer comes from your teachers’ notes, and from a file of yours if you add one.
      </p>
      <form className="panel form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="query">Your question</label>
          <textarea
            id="query"
            name="query"
            rows={4}
            maxLength={2000}
            required
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="subject">Subject (optional)</label>
          <input
            id="subject"
            name="subject"
            maxLength={80}
            aria-describedby="subject-hint"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
          <span id="subject-hint" className="muted">
            Only notes of this subject are searched, as it is written on them. Leave it empty to search all.
          </span>
        </div>
        <FileField
          id="file"
          label="A file to ask about (optional)"
          kind="gptAttachment"
          inputRef={fileInput}
          onFile={setFile}
        />
        {progress !== undefined && file && <UploadProgress fileName={file.name} fraction={progress} />}
        <button type="submit" className="button button-primary" disabled={working}>
          {working ? 'Asking…' : 'Ask'}
        </button>
      </form>
      <div className="panel" aria-live="polite">
        {working && (
          <p className="gpt-working">
            <span className="spinner" aria-hidden="true" />
            {task?.status === 'running' ? IN_WORDS.running : IN_WORDS.queued}
          </p>
        )}
        {pollFailed && <p className="error-text">{MESSAGES.failedToGetResponse}</p>}
        {task?.status === 'completed' && <GptAnswer task={task} />}
        {task?.status === 'failed' && <p className="error-text">{MESSAGES.failedToGetResponse}</p>}
        {!taskId && !working && !pollFailed && <p className="muted">Your answer will appear here.</p>}
      </div>
      {recent.data && recent.data.tasks.length > 0 && (
        <section aria-labelledby="recent-heading" className="stack">
          <h2 id="recent-heading">Your recent questions</h2>
          <ul className="account-list">
            {recent.data.tasks.map((past) => (
              <li key={past.taskId} className="panel">
                <h3>{past.query}</h3>
                {past.status === 'completed' ? (
                  <GptAnswer task={past} />
                ) : (
                  <p className="muted">{past.status}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
