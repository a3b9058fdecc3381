import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { announcementsRoutes } from '#shared/api/routes/announcements';
import { MESSAGES } from '#shared/constants/messages';
import { ApiError, callApi } from '../../api/client';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../lib/notices/NoticeContext';

/*
 * The required texts (docs/requirements.md#posting-announcements): 'Error: ' and the server's error, or
 * 'Error posting announcement.' without one.
 */
const failure = (error: unknown) =>
  error instanceof ApiError && error.fromServer
    ? `Error: ${error.message}`
    : MESSAGES.errorPostingAnnouncement;

/** Post Announcement: a title and a message, both required, for every signed-in user to read. */
export function AnnouncementSection() {
  const notify = useNotify();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const post = useMutation({
    mutationFn: (body: { title: string; message: string }) =>
      callApi(announcementsRoutes.postAnnouncement, { body }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || !message.trim()) {
      notify(MESSAGES.titleAndMessageRequired, 'error');
      return;
    }
    post.mutate(
      { title, message },
      {
        onSuccess: ({ msg }) => {
          notify(msg || MESSAGES.announcementPosted, 'success');
          setTitle('');
          setMessage('');
        },
        onError: (error) => notify(failure(error), 'error'),
      },
    );
  }

  return (
    <form className="panel form" onSubmit={submit} aria-labelledby="announcement-heading">
      <h2 id="announcement-heading">Post Announcement</h2>
      <TextField name="title" label="Title" value={title} onChange={setTitle} />
      <div className="field">
        <label htmlFor="message">Message</label>
        <textarea
          id="message"
          name="message"
          rows={6}
          required
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={post.isPending}>
        {post.isPending ? 'Posting…' : 'Post announcement'}
      </button>
    </form>
  );
}
