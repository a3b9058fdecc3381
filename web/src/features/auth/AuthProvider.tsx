import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { callApi } from '../../api/client';
import { type LazyRoute, removeRoute, routeQuery } from '../../api/queries';
import { storedToken, storeToken } from '../../api/token';
import { type Auth, AuthContext, type AuthState } from '../../lib/auth/AuthContext';
import { deviceTokenFor, keepDeviceToken } from '../../lib/auth/deviceTokens';
import { useHydrated } from '../../lib/useHydrated';

/*
 * The auth routes carry zod and the account schemas; loaded on first use, they stay off the landing
 * page of a visitor who is not signed in, inside its budget (tests/bench/landing-js.ts).
 */
const authRoutes = async () => (await import('#shared/api/routes/auth')).authRoutes;
type AuthRoutes = Awaited<ReturnType<typeof authRoutes>>;
const currentUser: LazyRoute<AuthRoutes['currentUser']> = {
  group: 'auth',
  id: 'currentUser',
  load: async () => (await authRoutes()).currentUser,
};

/**
 * The session: a stored token is checked against /api/user on start; a failed check signs the
 * user out. The token alone decides nothing on the server, which checks every call.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // A page rendered at build time is hydrated as nobody's; the stored token is read just after.
  const hydrated = useHydrated();
  const [hydratedAtStart] = useState(hydrated);
  const [token, setToken] = useState<string | null>(() => (hydratedAtStart ? storedToken() : null));
  useEffect(() => {
    if (!hydratedAtStart) setToken(storedToken());
  }, [hydratedAtStart]);
  const userQuery = useQuery({
    ...routeQuery(currentUser, { session: token }),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!userQuery.error) return;
    console.error('Failed to fetch the signed-in user', userQuery.error);
    storeToken(null);
    setToken(null);
  }, [userQuery.error]);

  const login = useCallback<Auth['login']>(
    async (credentials) => {
      const [routes, { normalizeLogin }] = await Promise.all([
        authRoutes(),
        import('#shared/schemas/account'),
      ]);
      const deviceToken = deviceTokenFor(normalizeLogin(credentials.email));
      const { token: issued, deviceToken: device } = await callApi(routes.login, {
        body: deviceToken ? { ...credentials, deviceToken } : credentials,
      });
      keepDeviceToken(device);
      storeToken(issued);
      const user = await queryClient.fetchQuery(routeQuery(routes.currentUser, { session: issued }));
      setToken(issued);
      return user;
    },
    [queryClient],
  );

  const logout = useCallback<Auth['logout']>(async () => {
    await callApi((await authRoutes()).logout).catch((error: unknown) =>
      console.error('Logout request failed', error),
    );
    storeToken(null);
    setToken(null);
    removeRoute(queryClient, currentUser);
  }, [queryClient]);

  const state: AuthState = useMemo(() => {
    if (token === null) return { status: 'signed-out', user: null };
    if (userQuery.data) return { status: 'signed-in', user: userQuery.data };
    return userQuery.error ? { status: 'signed-out', user: null } : { status: 'loading', user: null };
  }, [token, userQuery.data, userQuery.error]);

  const auth = useMemo(() => ({ state, login, logout }), [state, login, logout]);
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
