import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { authRoutes } from '#shared/api/routes/auth';
import { RESET_TOKEN_PATTERN } from '#shared/schemas/password-reset';
import { callApi, refusalOf } from '../../api/client';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthLayout } from './AuthLayout';

const CONFIRM_FAILED = 'Your email could not be confirmed just now. Please open the link again later.';
const INCOMPLETE = 'This confirmation link is not complete. Open the link from the email again.';

/* The mailed link carries the token in its fragment, which the browser never sends to a server. */
const tokenFrom = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

type Outcome =
  | { readonly state: 'confirming' }
  | { readonly state: 'confirmed'; readonly msg: string }
  | { readonly state: 'refused'; readonly msg: string };

/** Where a mailed confirmation link lands: opening it confirms the email, once, and says so. */
export function ConfirmEmailPage() {
  useDocumentTitle('Confirm your email');
  const token = tokenFrom(useLocation().hash);
  const complete = RESET_TOKEN_PATTERN.test(token);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });
  // The link works once: React's development double effects must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!complete || sent.current) return;
    sent.current = true;
    callApi(authRoutes.confirmEmail, { body: { token } }).then(
      ({ msg }) => setOutcome({ state: 'confirmed', msg }),
      (error: unknown) => setOutcome({ state: 'refused', msg: refusalOf(error) ?? CONFIRM_FAILED }),
    );
  }, [complete, token]);

  return (
    <AuthLayout title="Confirm your email">
      <div className="form">
        {!complete && <p className="form-problem">{INCOMPLETE}</p>}
        {complete && (
          // One live region for every state, so each change is read out.
          <p className={outcome.state === 'refused' ? 'form-problem' : 'form-status'} role="status">
            {outcome.state === 'confirming' ? 'Confirming your email…' : outcome.msg}
          </p>
        )}
        {outcome.state === 'confirmed' ? (
          <Link to="/login" className="button button-primary">
            Go to login
          </Link>
        ) : (
          <p className="form-alt">
            Link expired or used? <Link to="/login">Log in</Link> to have a new one sent.
          </p>
        )}
      </div>
    </AuthLayout>
  );
}
