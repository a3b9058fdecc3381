import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../../shared/constants/auth-messages';
import { MESSAGES } from '../../../../shared/constants/messages';
import type { Role } from '../../../../shared/constants/roles';
import { ApiError, callApi } from '../../api/client';
import { useNotify } from '../../app/notices/NoticeContext';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { AuthLayout } from './AuthLayout';
import { RoleSelect } from './RoleSelect';
import { TextField } from './TextField';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', birthDate: '' };

export function SignupPage() {
  useDocumentTitle('Sign Up');
  const notify = useNotify();
  const navigate = useNavigate();
  const [fields, setFields] = useState(EMPTY);
  const [role, setRole] = useState<Role>('Student');
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setFields((all) => ({ ...all, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (fields.password !== fields.confirmPassword) {
      notify(MESSAGES.passwordsDoNotMatch, 'error');
      return;
    }
    setBusy(true);
    const { confirmPassword: _, ...account } = fields;
    try {
      const { msg } = await callApi('signup', { body: { ...account, role } });
      notify(MESSAGES.signupSuccessful, 'success');
      if (msg === AUTH_MESSAGES.signedUpPending) notify(msg, 'info');
      navigate('/login');
    } catch (error) {
      notify(error instanceof ApiError && error.fromServer ? error.message : MESSAGES.signupFailed, 'error');
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Sign Up">
      <form className="form" onSubmit={submit}>
        <div className="form-row">
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            value={fields.firstName}
            onChange={set('firstName')}
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            value={fields.lastName}
            onChange={set('lastName')}
          />
        </div>
        <TextField
          name="email"
          label="Email or phone"
          autoComplete="email"
          value={fields.email}
          onChange={set('email')}
        />
        <div className="form-row">
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            value={fields.password}
            onChange={set('password')}
          />
          <TextField
            name="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={fields.confirmPassword}
            onChange={set('confirmPassword')}
          />
        </div>
        <div className="form-row">
          <TextField
            name="birthDate"
            label="Birth date"
            type="date"
            value={fields.birthDate}
            onChange={set('birthDate')}
          />
          <RoleSelect value={role} onChange={setRole} />
        </div>
        <label className="check">
          <input type="checkbox" name="terms" /> I agree to the terms and conditions
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Signing up…' : 'Sign Up'}
        </button>
        <p className="form-alt">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
