import { authRoutes } from '#shared/api/routes/auth';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { ApiError } from '../../api/client';
import { useMailRequest } from './useMailRequest';

const SEND_FAILED = 'The confirmation link could not be sent. Please try again later.';

/** Whether a login was refused only because the account's email is not confirmed yet. */
export const isUnconfirmedEmail = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.message === AUTH_MESSAGES.emailNotConfirmed;

/**
 * What the login page shows after such a refusal: the server's words, and a button that mails the
 * link again (the answer is the same for every email, so it tells no one who has an account).
 */
export function ConfirmationReminder({ email }: { email: string }) {
  const { busy, sent, send } = useMailRequest(authRoutes.resendConfirmation, SEND_FAILED);

  return (
    <div className="form-problem confirmation-reminder">
      <p role="alert">{AUTH_MESSAGES.emailNotConfirmed}</p>
      <button type="button" className="button button-ghost" onClick={() => send(email)} disabled={busy}>
        {busy ? 'Sending…' : 'Send the confirmation link again'}
      </button>
      <p role="status">{sent}</p>
    </div>
  );
}
