import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { authRoutes } from '#shared/api/routes/auth';
import { TextField } from '../../components/TextField';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthLayout } from './AuthLayout';
import { useMailRequest } from './useMailRequest';

const SEND_FAILED = 'The reset link could not be sent. Please try again later.';

/** Asks for a reset link by email; the answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [email, setEmail] = useState('');
  const { busy, sent, send } = useMailRequest(authRoutes.requestPasswordReset, SEND_FAILED);

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(email);
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
