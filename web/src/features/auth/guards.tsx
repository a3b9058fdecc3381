import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from '../../../../shared/constants/limits';
import { mayOpen, type PageAccess } from '../../app/access';
import { PageLoading } from '../../app/PageLoading';
import { useAuth } from './AuthContext';

function rememberPage(path: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lastPage, path);
  } catch {
    // Without storage the user simply lands on their home page after login.
  }
}

/**
 * Sends a visitor who is signed out, or has the wrong role, to /login, remembering the page
 * (spec §2). A convenience only: the API refuses their calls whatever the page shows.
 */
export function RequireAccess({ access, children }: { access: PageAccess; children: ReactNode }) {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'signed-in' && mayOpen(access, state.user.role)) return children;
  rememberPage(location.pathname + location.search);
  return <Navigate to="/login" replace />;
}

/** The remembered page, once: reading it clears it. */
export function takeLastPage(): string | null {
  try {
    const page = localStorage.getItem(STORAGE_KEYS.lastPage);
    localStorage.removeItem(STORAGE_KEYS.lastPage);
    return page;
  } catch {
    return null;
  }
}
