import { type FormEvent, type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '#shared/constants/messages';
import type { MessageBody } from '#shared/schemas/account';
import { RESET_TOKEN_PATTERN } from '#shared/schemas/password-reset';
import { refusalOf } from '../../api/client';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthLayout } from './AuthLayout';

/** What a page that a mailed link opens says: a reset link's words, or an invitation's. */
export interface PasswordLinkWording {
  readonly title: string;
  /** Shown instead of the form when the link lost part of its token. */
  readonly incomplete: ReactNode;
  readonly passwordLabel: string;
  readonly confirmLabel: string;
  readonly submit: string;
  readonly failed: string;
  /** The line below the form (where to get a new link). */
  readonly footer: ReactNode;
}

/* The mailed link carries the token in its fragment, which the browser never sends to a server. */
const tokenFrom = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/** The new password and its second typing: the same kind of field, one a password manager may fill with a new password. */
function NewPasswordField(props: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return <TextField {...props} type="password" autoComplete="new-password" />;
}

/**
 * Where a mailed single-use link lands (a reset, an invitation): choose a password, twice, then
 * log in. `save` spends the link; the server's refusal is shown in its own words.
 */
export function PasswordLinkPage({
  wording,
  save,
}: {
  readonly wording: PasswordLinkWording;
  readonly save: (token: string, password: string) => Promise<MessageBody>;
}) {
  useDocumentTitle(wording.title);
  const notify = useNotify();
  const navigate = useNavigate();
  const token = tokenFrom(useLocation().hash);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirmPassword) {
      notify(MESSAGES.passwordsDoNotMatch, 'error');
      return;
    }
    setBusy(true);
    try {
      const { msg } = await save(token, password);
      notify(msg, 'success');
      navigate('/login', { replace: true });
    } catch (error) {
      notify(refusalOf(error) ?? wording.failed, 'error');
      setBusy(false);
    }
  }

  if (!RESET_TOKEN_PATTERN.test(token)) {
    return (
      <AuthLayout title={wording.title}>
        <p className="lead">{wording.incomplete}</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={wording.title}>
      <form className="form" onSubmit={submit}>
        <NewPasswordField
          name="password"
          label={wording.passwordLabel}
          value={password}
          onChange={setPassword}
        />
        <NewPasswordField
          name="confirmPassword"
          label={wording.confirmLabel}
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Saving…' : wording.submit}
        </button>
        <p className="form-alt">{wording.footer}</p>
      </form>
    </AuthLayout>
  );
}
