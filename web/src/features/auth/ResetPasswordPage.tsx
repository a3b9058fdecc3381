import { Link } from 'react-router-dom';
import { authRoutes } from '#shared/api/routes/auth';
import { callApi } from '../../api/client';
import { keepDeviceToken } from '../../lib/auth/deviceTokens';
import { PasswordLinkPage } from './PasswordLinkPage';

const WORDING = {
  title: 'Choose a new password',
  incomplete: (
    <>
      This reset link is not complete. Open the link from the email again, or{' '}
      <Link to="/forgot-password">ask for a new one</Link>.
    </>
  ),
  passwordLabel: 'New password',
  confirmLabel: 'Confirm new password',
  submit: 'Set new password',
  failed: 'The password could not be changed. Please try again later.',
  footer: (
    <>
      Link expired? <Link to="/forgot-password">Ask for a new one</Link>
    </>
  ),
};

/** Where a mailed reset link lands: choose a new password, once. */
export function ResetPasswordPage() {
  return (
    <PasswordLinkPage
      wording={WORDING}
      save={async (token, password) => {
        const answer = await callApi(authRoutes.resetPassword, { body: { token, password } });
        // This browser proved the mailbox: it logs in next as a known device, whatever others guess.
        keepDeviceToken(answer.deviceToken);
        return answer;
      }}
    />
  );
}
