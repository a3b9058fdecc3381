import { QueryClientContext } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useLoadedQueryClient } from '../api/app-query-client';
import { markAppReady } from './ready';
import { SiteRoutes } from './routes';

/**
 * Marks the document once the app has taken the page over (hydrated a rendered page, or drawn the
 * app shell's): from then on a tap is answered. Before it, a press on a rendered page's button is
 * kept and made again then (lib/early-presses.ts); the end-to-end tests wait for this mark after
 * each page load (tests/e2e/fixtures.ts).
 */
function MarkReady() {
  useEffect(markAppReady, []);
  return null;
}

/**
 * The browser's app: the page at its address, under the query cache once it is loaded (the build's
 * render: prerender/). The context is provided directly, not by QueryClientProvider, which would
 * need the client, and so its code, before the first render (api/app-query-client.ts).
 */
export function App() {
  const queryClient = useLoadedQueryClient();
  return (
    <StrictMode>
      <QueryClientContext.Provider value={queryClient}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
        <MarkReady />
      </QueryClientContext.Provider>
    </StrictMode>
  );
}
