import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SiteRoutes } from './routes';

/**
 * Marks the document once the app has taken the page over (hydrated a rendered page, or drawn the
 * app shell's): from then on a tap is answered. Before it, one on a rendered page's button is lost,
 * so the end-to-end tests wait for this mark after each page load (tests/e2e/fixtures.ts).
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** The browser's app: the page at its address inside the query cache (the build's render: prerender/). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
        <MarkReady />
      </QueryClientProvider>
    </StrictMode>
  );
}
