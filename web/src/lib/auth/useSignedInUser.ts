import type { CurrentUser } from '#shared/schemas/account';
import { useAuth } from './AuthContext';

/** Who is signed in, for features that need the name or role (features never import the auth feature). */
export function useSignedInUser(): CurrentUser | undefined {
  const { state } = useAuth();
  return state.status === 'signed-in' ? state.user : undefined;
}
