import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { mayOpen, type PageAccess } from '../lib/access';
import { useAuth } from '../lib/auth/AuthContext';
import { rememberLastPage } from '../lib/lastPage';

/** Saves the page under 'lastPage', then goes to /login. */
function RedirectToLogin({ from }: { from: string }) {
  useEffect(() => rememberLastPage(from), [from]);
  return <Navigate to="/login" replace />;
}

/**
 * Sends a visitor who is signed out, or has the wrong role, to /login, remembering the page.
 * A convenience only: the API refuses their calls whatever the page shows.
 */
export function RequireAccess({ access, children }: { access: PageAccess; children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'signed-in' && mayOpen(access, state.user.role)) return children;
  return <RedirectToLogin from={location.pathname + location.search} />;
}
