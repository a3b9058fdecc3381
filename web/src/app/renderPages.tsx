import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { Role } from '#shared/constants/roles';
import { PageLoading } from '../components/PageLoading';
import { type Auth, AuthContext } from '../lib/auth/AuthContext';
import { NoticeProvider } from '../lib/notices/NoticeProvider';
import { pageRoutes } from './routes';

/**
 * For tests: the site's pages at `path` in a memory router, as the app's layout holds them, under
 * the test's query client and its way of signing in (`auth` wraps the pages).
 */
export async function renderPages(path: string, client: QueryClient, auth: (pages: ReactNode) => ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <QueryClientProvider client={client}>
            <NoticeProvider>
              {auth(
                // As in the app's layout: something to show while a lazy page's code arrives.
                <Suspense fallback={<PageLoading />}>
                  <Outlet />
                </Suspense>,
              )}
            </NoticeProvider>
          </QueryClientProvider>
        ),
        children: pageRoutes,
      },
    ],
    { initialEntries: [path] },
  );
  // Awaited: a lazy page waits for its code with `use`, which React's act() carries on only if awaited.
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

/** For tests: a demo user of `role` signed in (a Student in a class). */
export function signedInAs(role: Role): Auth {
  return {
    state: {
      status: 'signed-in',
      user: {
        userId: 'u1',
        name: 'Demo User',
        firstName: 'Demo',
        lastName: 'User',
        email: 'd@x.org',
        role,
        ...(role === 'Student' && {
          studentClass: { branch: 'Computer Engineering', year: 'SE', division: 'A' },
        }),
      },
    },
    login: () => Promise.reject(new Error('unused')),
    logout: async () => {},
  };
}

/** For tests: the site's pages at `path` as a demo user of `role` sees them, under a new query client. */
export function renderPagesAs(path: string, role: Role) {
  const auth = signedInAs(role);
  return renderPages(path, new QueryClient(), (pages) => (
    <AuthContext.Provider value={auth}>{pages}</AuthContext.Provider>
  ));
}
