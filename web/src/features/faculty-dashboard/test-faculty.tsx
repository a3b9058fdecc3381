import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../api/query-client';
import { type Auth, AuthContext } from '../../lib/auth/AuthContext';
import { NoticeProvider } from '../../lib/notices/NoticeProvider';

/** For tests: a Faculty member signed in. */
export const faculty: Auth = {
  state: {
    status: 'signed-in',
    user: {
      userId: 'f1',
      name: 'Farah Khan',
      firstName: 'Farah',
      lastName: 'Khan',
      email: 'f@x.org',
      role: 'Faculty',
    },
  },
  login: () => Promise.reject(new Error('unused')),
  logout: async () => {},
};

/** For tests: a server's JSON answer. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** For tests: `ui` as the signed-in Faculty member sees it, under a query client and the notices. */
export function renderAsFaculty(ui: ReactNode, client: QueryClient = createQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <NoticeProvider>
        <AuthContext.Provider value={faculty}>{ui}</AuthContext.Provider>
      </NoticeProvider>
    </QueryClientProvider>,
  );
}
