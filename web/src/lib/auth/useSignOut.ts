import { useNavigate } from 'react-router-dom';
import { useAuth } from './AuthContext';

/** Ends the session and goes to the login page (the dashboards' Logout). */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout();
    navigate('/login');
  };
}
