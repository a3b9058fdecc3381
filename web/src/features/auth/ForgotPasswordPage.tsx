import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { authRoutes } from '../../../../shared/api/routes/auth';
import { callApi, refusalOf } from '../../api/client';
import { TextField } from '../../components/TextField';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthLayout } from './AuthLayout';

const SEND_FAILED = 'The reset link could not be sent. Please try again later.';

/** Asks for a reset link by email; the answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { msg } = await callApi(authRoutes.requestPasswordReset, { body: { email } });
      // Shown on the page rather than as a passing notice: it says what to do next.
      setSent(msg);
    } catch (error) {
      // The server's own words for bad input or too many tries; anything else says to try later.
      notify(refusalOf(error) ?? SEND_FAILED, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Forgot password">
      <form className="form" onSubmit={submit}>
        <p>Enter the email of your account and we will mail you a link to choose a new password.</p>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
        {sent && (
          <p className="form-status" role="status">
            {sent}
          </p>
        )}
        <p className="form-alt">
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
