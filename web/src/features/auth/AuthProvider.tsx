import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { loadQueryClient } from '../../api/app-query-client';
import { callApi, onSessionEnded } from '../../api/client';
import { removeRoute, routeQuery } from '../../api/queries';
import { storedToken, storeToken } from '../../api/token';
import { PageLoadFailed } from '../../components/PageLoadFailed';
import { accessOf } from '../../lib/access';
import { type Auth, AuthContext, type AuthState } from '../../lib/auth/AuthContext';
import { deviceTokenFor, keepDeviceToken } from '../../lib/auth/deviceTokens';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useHydrated } from '../../lib/useHydrated';
import { authRoutes, currentUser } from './current-user';
import type { SessionAnswer } from './SessionUser';

/*
 * The signed-in user is read through the query cache, whose code is loaded only for a session: a
 * signed-out visitor of the home page loads none of it (api/app-query-client.ts).
 */
const loadSessionUser = () =>
  lazy(async () => (await Promise.all([import('./SessionUser'), loadQueryClient()]))[0]);

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };

/**
 * The session: a stored token is checked against /api/user on start; a failed check signs the
 * user out. The token alone decides nothing on the server, which checks every call.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // A page rendered at build time is hydrated as nobody's; the stored token is read just after.
  const hydrated = useHydrated();
  const notify = useNotify();
  const [hydratedAtStart] = useState(hydrated);
  const [token, setToken] = useState<string | null>(() => (hydratedAtStart ? storedToken() : null));
  useEffect(() => {
    if (!hydratedAtStart) setToken(storedToken());
  }, [hydratedAtStart]);
  // What the API last said of a token's user (SessionUser, or the login that has just read it).
  const [answer, setAnswer] = useState<(SessionAnswer & { readonly token: string }) | null>(null);
  // Made anew for each session, so one whose code failed to load tries again at the next sign-in.
  const SessionUser = useMemo(() => (token === null ? null : loadSessionUser()), [token]);
  const known = token !== null && answer?.token === token ? answer : undefined;
  const onAnswer = useCallback(
    (next: SessionAnswer) => token !== null && setAnswer({ ...next, token }),
    [token],
  );

  useEffect(() => {
    if (!known?.error) return;
    console.error('Failed to fetch the signed-in user', known.error);
    storeToken(null);
    setToken(null);
  }, [known?.error]);

  const forgetSession = useCallback(async () => {
    storeToken(null);
    setToken(null);
    setAnswer(null);
    removeRoute(await loadQueryClient(), currentUser);
  }, []);

  const login = useCallback<Auth['login']>(async (credentials) => {
    const [routes, { normalizeLogin }, queryClient] = await Promise.all([
      authRoutes(),
      import('#shared/schemas/account'),
      loadQueryClient(),
    ]);
    const deviceToken = deviceTokenFor(normalizeLogin(credentials.email));
    const { token: issued, deviceToken: device } = await callApi(routes.login, {
      body: deviceToken ? { ...credentials, deviceToken } : credentials,
    });
    keepDeviceToken(device);
    storeToken(issued);
    const user = await queryClient.fetchQuery(routeQuery(routes.currentUser, { session: issued }));
    setAnswer({ token: issued, user });
    setToken(issued);
    return user;
  }, []);

  const logout = useCallback<Auth['logout']>(async () => {
    await callApi((await authRoutes()).logout).catch((error: unknown) =>
      console.error('Logout request failed', error),
    );
    await forgetSession();
  }, [forgetSession]);

  /*
   * Whether a session's end is news to the user: they were signed in during this page's life (its user
   * was read), or the page needs a sign-in, so its guard is about to send them to /login. A
   * returning visitor whose token expired while away, on a public page, is signed out silently.
   */
  const { pathname } = useLocation();
  const endIsNews = useRef(false);
  useEffect(() => {
    endIsNews.current = known?.user !== undefined || accessOf(pathname) !== 'public';
  }, [known?.user, pathname]);

  /*
   * A call the server refused because this session is over (a password changed elsewhere, the
   * account disabled) signs the user out at once: the page's guard then sends them to /login,
   * remembering the page. Said once, by the first such answer; calls still in flight with the same
   * token, or any made with an older one, find it already forgotten.
   */
  useEffect(
    () =>
      onSessionEnded((ended) => {
        if (ended !== storedToken()) return;
        if (endIsNews.current) notify(API_MESSAGES.sessionEnded, 'error');
        void forgetSession();
      }),
    [notify, forgetSession],
  );

  const state: AuthState = useMemo(() => {
    if (token === null) return SIGNED_OUT;
    if (known?.user) return { status: 'signed-in', user: known.user };
    return known?.error ? SIGNED_OUT : { status: 'loading', user: null };
  }, [token, known?.user, known?.error]);

  const auth = useMemo(() => ({ state, login, logout }), [state, login, logout]);
  return (
    <AuthContext.Provider value={auth}>
      {token !== null && SessionUser && (
        // Its code not loading is an answer too: the user cannot be checked, so is signed out.
        <PageLoadFailed fallback={null} onError={(error) => onAnswer({ error })}>
          <Suspense fallback={null}>
            <SessionUser token={token} onAnswer={onAnswer} />
          </Suspense>
        </PageLoadFailed>
      )}
      {children}
    </AuthContext.Provider>
  );
}
