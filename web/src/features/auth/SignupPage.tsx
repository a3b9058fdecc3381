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
import { TextField, type TextFieldProps } from './TextField';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', birthDate: '' };
type FieldName = keyof typeof EMPTY;

type FieldSpec = Omit<TextFieldProps, 'value' | 'onChange'> & { name: FieldName };

/* The form's text fields, two to a row on wide screens; the role choice joins the last row. */
const FIELD_ROWS: readonly (readonly FieldSpec[])[] = [
  [
    { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  ],
  [{ name: 'email', label: 'Email or phone', autoComplete: 'email' }],
  [
    { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
    { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
  ],
  [{ name: 'birthDate', label: 'Birth date', type: 'date' }],
];

export function SignupPage() {
  useDocumentTitle('Sign Up');
  const notify = useNotify();
  const navigate = useNavigate();
  const [fields, setFields] = useState(EMPTY);
  const [role, setRole] = useState<Role>('Student');
  const [busy, setBusy] = useState(false);
  const set = (name: FieldName) => (value: string) => setFields((all) => ({ ...all, [name]: value }));

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
        {FIELD_ROWS.map((row, index) => (
          <div
            className={row.length > 1 || index === FIELD_ROWS.length - 1 ? 'form-row' : undefined}
            key={row.map((f) => f.name).join()}
          >
            {row.map((field) => (
              <TextField key={field.name} {...field} value={fields[field.name]} onChange={set(field.name)} />
            ))}
            {index === FIELD_ROWS.length - 1 && <RoleSelect value={role} onChange={setRole} />}
          </div>
        ))}
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
