import { Link } from 'react-router-dom';
import { rosterRoutes } from '#shared/api/routes/roster';
import { callApi } from '../../api/client';
import { PasswordLinkPage } from './PasswordLinkPage';

const WORDING = {
  title: 'Choose your password',
  incomplete: (
    <>
      This invitation link is not complete. Open the link from the email again. If it has expired,{' '}
      <Link to="/forgot-password">ask for a password link</Link>.
    </>
  ),
  passwordLabel: 'Password',
  confirmLabel: 'Confirm password',
  submit: 'Set password',
  failed: 'The password could not be set. Please try again later.',
  footer: (
    <>
      Invitation expired? <Link to="/forgot-password">Ask for a password link</Link>
    </>
  ),
};

/**
 * Where the invitation an imported account was mailed lands: the college made the account, and
 * its owner chooses the first password here, once; that also confirms the email.
 */
export function SetPasswordPage() {
  return (
    <PasswordLinkPage
      wording={WORDING}
      save={(token, password) => callApi(rosterRoutes.acceptInvitation, { body: { token, password } })}
    />
  );
}
