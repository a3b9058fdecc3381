import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '#shared/constants/messages';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useChat } from './useChat';

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Community Chat: everyone's messages, newest at the bottom, and a box to send one. */
export function ChatSection() {
  const { messages, failed, loading, send } = useChat();
  const notify = useNotify();
  const [text, setText] = useState('');
  const log = useRef<HTMLOListElement>(null);

  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    if (messages.length > 0) log.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return; // empty text is not sent
    send.mutate(text.trim(), {
      onSuccess: () => setText(''),
      onError: () => notify(MESSAGES.failedToSendMessage, 'error'),
    });
  }

  return (
    <section className="panel stack" aria-labelledby="chat-heading">
      <h2 id="chat-heading">Community Chat</h2>
      {failed && <p className="error-text">{MESSAGES.failedToFetchMessages}</p>}
      {loading && <p role="status">Loading messages…</p>}
      {!loading && messages.length === 0 && !failed && <p className="muted">No messages yet. Say hello!</p>}
      {/* A polite log: screen readers hear each new message without losing their place. */}
      <ol className="chat-log" ref={log} role="log" aria-live="polite" aria-label="Messages">
        {messages.map((message) => (
          <li key={message.id}>
            <p className="chat-meta">
              <strong>{message.sender}</strong> ·{' '}
              <time dateTime={message.sentAt}>{timeFormat.format(new Date(message.sentAt))}</time>
            </p>
            <p className="message-text">{message.text}</p>
          </li>
        ))}
      </ol>
      <form className="todo-form" onSubmit={submit}>
        <label htmlFor="chat-message" className="visually-hidden">
          Message
        </label>
        <input
          id="chat-message"
          name="message"
          maxLength={1000}
          placeholder="Write a message"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          Send
        </button>
      </form>
    </section>
  );
}
