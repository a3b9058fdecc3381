import { type FormEvent, useState } from 'react';
import { MESSAGES } from '#shared/constants/messages';
import type { ContactMessage } from '#shared/schemas/contact';
import { refusalOf } from '../../api/client';
import { loadOnce } from '../../api/load-once';
import { FormControls } from '../../components/FormControls';
import { useNotify } from '../../lib/notices/NoticeContext';
import { PAGE_NOT_LOADED } from '../../lib/page-not-loaded';

const EMPTY: ContactMessage = { firstName: '', lastName: '', email: '', phoneNo: '', yourMess: '' };
type Field = keyof ContactMessage;

/* The sender's code, asked for when the form is first touched, so it is here by the time it is sent. */
const loadSender = loadOnce(() => import('./send-message'));
const prepareSender = () => void loadSender().catch(() => {});

const FIELDS: { name: Exclude<Field, 'yourMess'>; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNo', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
];

/* No required-field checks here (docs/requirements.md#contact-page); the server says what is missing. */
export function ContactForm() {
  const notify = useNotify();
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: Field) => (value: string) => setFields((all) => ({ ...all, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const sender = await loadSender().catch(() => undefined);
      // Its code did not arrive (a lost connection, or a deploy since the page loaded): a reload brings it.
      if (!sender) {
        setError(PAGE_NOT_LOADED);
        return;
      }
      await sender.sendMessage(fields);
      notify(MESSAGES.mailSent, 'success');
      setFields(EMPTY);
    } catch (failure) {
      setError(refusalOf(failure) ?? MESSAGES.mailError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="form contact-form"
      onSubmit={submit}
      onFocus={prepareSender}
      noValidate
      aria-describedby="contact-error"
    >
      <FormControls>
        <div className="form-grid">
          {FIELDS.map((field) => (
            <div className="field" key={field.name}>
              <label htmlFor={field.name}>{field.label}</label>
              <input
                id={field.name}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                value={fields[field.name]}
                onChange={(e) => set(field.name)(e.target.value)}
              />
            </div>
          ))}
        </div>
        <div className="field">
          <label htmlFor="yourMess">Your message</label>
          <textarea
            id="yourMess"
            name="yourMess"
            rows={6}
            value={fields.yourMess}
            onChange={(e) => set('yourMess')(e.target.value)}
          />
        </div>
        <p id="contact-error" role="alert" className="error-text">
          {error}
        </p>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Sending…' : 'Send message'}
        </button>
      </FormControls>
    </form>
  );
}
