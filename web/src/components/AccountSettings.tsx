import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { authRoutes } from '#shared/api/routes/auth';
import { MESSAGES } from '#shared/constants/messages';
import { callApi } from '../api/client';
import { invalidateRoute } from '../api/queries';
import { useSignedInUser } from '../lib/auth/useSignedInUser';
import { useNotify } from '../lib/notices/NoticeContext';
import { useMutationNotices } from '../lib/notices/useMutationNotices';
import { TextField } from './TextField';

/** Settings for every dashboard: the name others see, and the password (the current one first). */
export function AccountSettings() {
  const user = useSignedInUser();
  const notify = useNotify();
  const notices = useMutationNotices();
  const queryClient = useQueryClient();
  const [name, setName] = useState({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' });
  const [passwords, setPasswords] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });

  const rename = useMutation({
    mutationFn: () => callApi(authRoutes.changeName, { body: name }),
    // The navigation bar reads the signed-in user; fetching it again shows the new name.
    onSuccess: () => invalidateRoute(queryClient, authRoutes.currentUser),
  });
  const repassword = useMutation({
    mutationFn: () =>
      callApi(authRoutes.changePassword, {
        body: { currentPassword: passwords.currentPassword, newPassword: passwords.newPassword },
      }),
  });

  function submitName(event: FormEvent) {
    event.preventDefault();
    rename.mutate(undefined, notices('Your name was not changed.'));
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (passwords.newPassword !== passwords.confirmPassword) {
      notify(MESSAGES.passwordsDoNotMatch, 'error');
      return;
    }
    repassword.mutate(
      undefined,
      notices('Your password was not changed.', () =>
        setPasswords({ currentPassword: '', newPassword: '', confirmPassword: '' }),
      ),
    );
  }

  return (
    <div className="stack">
      <form className="panel form" onSubmit={submitName} aria-labelledby="name-heading">
        <h2 id="name-heading">Your name</h2>
        <div className="form-row">
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            value={name.firstName}
            onChange={(firstName) => setName({ ...name, firstName })}
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            value={name.lastName}
            onChange={(lastName) => setName({ ...name, lastName })}
          />
        </div>
        <button type="submit" className="button button-primary" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </button>
      </form>
      <form className="panel form" onSubmit={submitPassword} aria-labelledby="password-heading">
        <h2 id="password-heading">Your password</h2>
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={passwords.currentPassword}
          onChange={(currentPassword) => setPasswords({ ...passwords, currentPassword })}
        />
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={passwords.newPassword}
          onChange={(newPassword) => setPasswords({ ...passwords, newPassword })}
        />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={passwords.confirmPassword}
          onChange={(confirmPassword) => setPasswords({ ...passwords, confirmPassword })}
        />
        <p className="muted">Changing it logs you out on every other device.</p>
        <button type="submit" className="button button-primary" disabled={repassword.isPending}>
          {repassword.isPending ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </div>
  );
}
