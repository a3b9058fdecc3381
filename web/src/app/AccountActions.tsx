import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../lib/auth/AuthContext';

/** Login and Sign Up when signed out; the user's name and Logout when signed in. */
export function AccountActions() {
  const { state, logout } = useAuth();
  const navigate = useNavigate();
  if (state.status === 'signed-in') {
    return (
      <div className="nav-actions">
        <Link to="/settings" className="nav-user" aria-label={`${state.user.name}: account settings`}>
          {state.user.name}
        </Link>
        <button
          type="button"
          className="button button-ghost"
          onClick={async () => {
            await logout();
            navigate('/login');
          }}
        >
          Logout
        </button>
      </div>
    );
  }
  return (
    <div className="nav-actions">
      <Link to="/login" className="button button-ghost">
        Login
      </Link>
      <Link to="/signup" className="button button-primary">
        Sign Up
      </Link>
    </div>
  );
}
