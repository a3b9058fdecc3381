import { createContext, useContext } from 'react';
import type { Role } from '#shared/constants/roles';
import type { CurrentUser } from '#shared/schemas/account';

export type AuthState =
  | { readonly status: 'signed-out'; readonly user: null }
  | { readonly status: 'loading'; readonly user: null }
  | { readonly status: 'signed-in'; readonly user: CurrentUser };

export interface Auth {
  readonly state: AuthState;
  /** Signs in; resolves with the signed-in user, or rejects with the ApiError. */
  login(credentials: { email: string; password: string; role: Role }): Promise<CurrentUser>;
  /** Ends the session on the server (best effort) and forgets the token. */
  logout(): Promise<void>;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
