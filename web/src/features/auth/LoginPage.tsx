import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { MESSAGES } from '#shared/constants/messages';
import type { Role } from '#shared/constants/roles';
import { ApiError } from '../../api/client';
import { FormControls } from '../../components/FormControls';
import { TextField } from '../../components/TextField';
import { homeFor, mayVisit } from '../../lib/access';
import { useAuth } from '../../lib/auth/AuthContext';
import { takeLastPage } from '../../lib/lastPage';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useHydrated } from '../../lib/useHydrated';
import { AuthLayout } from './AuthLayout';
import { ConfirmationReminder, isUnconfirmedEmail } from './ConfirmationReminder';
import { RoleSelect } from './RoleSelect';

/*
 * A wrong password says only the required words (docs/requirements.md#sign-up-and-login); approval and
 * lockout messages tell the user more.
 */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.fromServer && error.status !== 401) return error.message;
  return MESSAGES.loginFailed;
}

/* Others' wrong passwords capped the account: this browser is new to it, and a reset lets it in. */
const isAccountLocked = (error: unknown) =>
  error instanceof ApiError && error.status === 429 && error.message === AUTH_MESSAGES.accountLocked;

/* What sign-up left to say (SignupPage): a confirmation link was mailed, and any approval to come. */
function signedUpNotice(state: unknown): string | undefined {
  const notice = (state as { signedUp?: unknown } | null)?.signedUp;
  return typeof notice === 'string' ? notice : undefined;
}

export function LoginPage() {
  useDocumentTitle('Login');
  const { login } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('Admin');
  const [busy, setBusy] = useState(false);
  // The page was rendered with no notice (decision 37); one a sign-up left in the history follows.
  const { state } = useLocation();
  const signedUp = signedUpNotice(useHydrated() ? state : null);
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const [locked, setLocked] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const user = await login({ email, password, role });
      notify(MESSAGES.loggedIn, 'success');
      const lastPage = takeLastPage();
      navigate(lastPage && mayVisit(lastPage, user.role) ? lastPage : homeFor(user.role), { replace: true });
    } catch (error) {
      // Not confirmed yet: said beside the form, with a way to have the link sent again.
      setLocked(isAccountLocked(error));
      if (isUnconfirmedEmail(error)) setUnconfirmed(email);
      else if (!isAccountLocked(error)) notify(failureMessage(error), 'error');
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Login">
      <form className="form" onSubmit={submit}>
        <FormControls>
          {signedUp && (
            <p className="form-status" role="status">
              {signedUp}
            </p>
          )}
          <TextField name="email" label="Email" autoComplete="username" value={email} onChange={setEmail} />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <RoleSelect value={role} onChange={setRole} />
          <div className="form-extras">
            <label className="check">
              <input type="checkbox" name="remember" /> Remember me
            </label>
            <Link to="/forgot-password" className="link-button">
              Forgot password?
            </Link>
          </div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Logging in…' : 'Login'}
          </button>
          {unconfirmed && <ConfirmationReminder key={unconfirmed} email={unconfirmed} />}
          {locked && (
            <p className="form-problem" role="alert">
              {AUTH_MESSAGES.accountLocked} <Link to="/forgot-password">Reset your password</Link>
            </p>
          )}
          <button type="button" className="button button-ghost" onClick={() => navigate('/signup')}>
            Login with Google
          </button>
          <p className="form-alt">
            New here? <Link to="/signup">Create an account</Link>
          </p>
        </FormControls>
      </form>
    </AuthLayout>
  );
}
