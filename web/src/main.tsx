// First: it configures zod before any schema is built (see the module).
import './zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { reloadOnStaleChunk } from './app/reload-on-stale-chunk';
import { createRouter } from './app/router';
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

/* A public page arrives rendered (web/build/prerender.ts) and is hydrated; the app shell is empty. */
const rendered = root.hasChildNodes();
const router = await createRouter(rendered);
const app = <App router={router} queryClient={queryClient} />;

/*
 * The first render as a transition: React renders it in slices that yield to the browser instead
 * of one long task. That keeps Lighthouse's total blocking time on `/` inside the performance
 * budget (tests/bench/run.ts); decision 9 records the measurements.
 */
startTransition(() => {
  if (rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
