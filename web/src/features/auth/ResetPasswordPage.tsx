import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authRoutes } from '../../../../shared/api/routes/auth';
import { MESSAGES } from '../../../../shared/constants/messages';
import { RESET_TOKEN_PATTERN } from '../../../../shared/schemas/password-reset';
import { callApi, refusalOf } from '../../api/client';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthLayout } from './AuthLayout';

const RESET_FAILED = 'The password could not be changed. Please try again later.';

/* The mailed link carries the token in its fragment, which the browser never sends to a server. */
const tokenFrom = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/** Where a mailed reset link lands: choose a new password, once. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
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
      const { msg } = await callApi(authRoutes.resetPassword, { body: { token, password } });
      notify(msg, 'success');
      navigate('/login', { replace: true });
    } catch (error) {
      notify(refusalOf(error) ?? RESET_FAILED, 'error');
      setBusy(false);
    }
  }

  if (!RESET_TOKEN_PATTERN.test(token)) {
    return (
      <AuthLayout title="Choose a new password">
        <p className="lead">
          This reset link is not complete. Open the link from the email again, or{' '}
          <Link to="/forgot-password">ask for a new one</Link>.
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password">
      <form className="form" onSubmit={submit}>
        <TextField
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Set new password'}
        </button>
        <p className="form-alt">
          Link expired? <Link to="/forgot-password">Ask for a new one</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
