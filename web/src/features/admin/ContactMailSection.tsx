import { anyMessageOf } from '../../api/client';
import { PagedList } from '../../components/PagedList';
import { useMutationNotices } from '../../lib/notices/useMutationNotices';
import { useSendMailAgain, useUndeliveredMail } from './useUndeliveredMail';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Contact-form messages the site kept but SES never took, after every retry: an Admin reads them
 * here (nothing a visitor wrote is lost) and sends them again once mail works.
 */
export function ContactMailSection() {
  const undelivered = useUndeliveredMail();
  const messages = undelivered.data?.pages.flatMap((page) => page.messages);
  const sendAgain = useSendMailAgain();
  const notices = useMutationNotices();

  const resend = (messageId: string) =>
    sendAgain.mutate(
      messageId,
      notices((error) => anyMessageOf(error, 'The message was not queued again.')),
    );

  return (
    <section className="panel" aria-labelledby="contact-mail-heading">
      <h2 id="contact-mail-heading">Undelivered contact mail</h2>
      <p className="muted">Messages from the contact form that could not be mailed to the college office.</p>
      <PagedList
        pages={undelivered}
        items={messages}
        className="account-list"
        loading="Loading messages…"
        failed="Failed to fetch messages."
        empty="Every contact message has been delivered."
        more="Show more messages"
        loadingMore="Loading more messages…"
      >
        {(message) => {
          const sender = `${message.firstName} ${message.lastName}`.trim() || message.email;
          return (
            <li key={message.messageId} className="account-row">
              <div>
                <strong>{sender}</strong>
                <div className="muted">
                  {message.email}
                  {message.phoneNo && ` · ${message.phoneNo}`} · sent{' '}
                  {dateFormat.format(new Date(message.createdAt))}
                </div>
                <p className="message-text">{message.yourMess}</p>
              </div>
              <div className="account-actions">
                <button
                  type="button"
                  className="button button-primary"
                  disabled={sendAgain.isPending}
                  onClick={() => resend(message.messageId)}
                  aria-label={`Send again the message from ${sender}`}
                >
                  Send again
                </button>
              </div>
            </li>
          );
        }}
      </PagedList>
    </section>
  );
}
