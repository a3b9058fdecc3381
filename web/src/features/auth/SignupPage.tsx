import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { authRoutes } from '#shared/api/routes/auth';
import { MESSAGES } from '#shared/constants/messages';
import type { Role } from '#shared/constants/roles';
import { callApi, messageOf } from '../../api/client';
import { ClassFields, classBody, NO_CLASS } from '../../components/ClassFields';
import { FormControls } from '../../components/FormControls';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AuthLayout } from './AuthLayout';
import { RoleSelect } from './RoleSelect';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', birthDate: '' };
type FieldName = keyof typeof EMPTY;

const FIELDS: Record<FieldName, Omit<TextFieldProps, 'name' | 'value' | 'onChange'>> = {
  firstName: { label: 'First name', autoComplete: 'given-name' },
  lastName: { label: 'Last name', autoComplete: 'family-name' },
  email: { label: 'Email or phone', autoComplete: 'email' },
  password: { label: 'Password', type: 'password', autoComplete: 'new-password' },
  confirmPassword: { label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
  birthDate: { label: 'Birth date', type: 'date' },
};

export function SignupPage() {
  useDocumentTitle('Sign Up');
  const notify = useNotify();
  const navigate = useNavigate();
  const [fields, setFields] = useState(EMPTY);
  const [role, setRole] = useState<Role>('Student');
  const [studentClass, setStudentClass] = useState(NO_CLASS);
  const [busy, setBusy] = useState(false);
  const field = (name: FieldName) => (
    <TextField
      name={name}
      {...FIELDS[name]}
      value={fields[name]}
      onChange={(value) => setFields((all) => ({ ...all, [name]: value }))}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (fields.password !== fields.confirmPassword) {
      notify(MESSAGES.passwordsDoNotMatch, 'error');
      return;
    }
    setBusy(true);
    const { confirmPassword: _, ...account } = fields;
    try {
      const { msg } = await callApi(authRoutes.signup, {
        body: { ...account, role, ...(role === 'Student' ? classBody(studentClass) : {}) },
      });
      notify(MESSAGES.signupSuccessful, 'success');
      // The login page keeps the server's words in view: a link was mailed (and any approval to come).
      navigate('/login', { state: { signedUp: msg } });
    } catch (error) {
      notify(messageOf(error, MESSAGES.signupFailed), 'error');
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Sign Up">
      <form className="form" onSubmit={submit}>
        <FormControls>
          <div className="form-row">
            {field('firstName')}
            {field('lastName')}
          </div>
          {field('email')}
          <div className="form-row">
            {field('password')}
            {field('confirmPassword')}
          </div>
          <div className="form-row">
            {field('birthDate')}
            <RoleSelect value={role} onChange={setRole} />
          </div>
          {role === 'Student' && (
            <ClassFields idPrefix="signup" value={studentClass} onChange={setStudentClass} />
          )}
          <label className="check">
            <input type="checkbox" name="terms" /> I agree to the terms and conditions
          </label>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Signing up…' : 'Sign Up'}
          </button>
          <p className="form-alt">
            Already have an account? <Link to="/login">Log in</Link>
          </p>
        </FormControls>
      </form>
    </AuthLayout>
  );
}
