// First: it configures zod before any schema is built (see the module).
import './zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { reloadOnStaleChunk } from './app/reload-on-stale-chunk';
import { router } from './app/router';
import './styles/base.css';
import './styles/navigation.css';
import './styles/cards.css';
import './styles/forms.css';
import './styles/panels.css';
import './styles/notices.css';
import './styles/footer.css';

const queryClient = createQueryClient();

reloadOnStaleChunk();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/*
 * The first render as a transition: React renders it in slices that yield to the browser instead
 * of one long task. That keeps Lighthouse's total blocking time on `/` inside the performance
 * budget (tests/bench/run.ts); decision 9 records the measurements.
 */
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
