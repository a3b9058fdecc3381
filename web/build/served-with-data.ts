import { loadOnce } from '../src/api/load-once';
import { serverEntry } from './prerender';
import { SERVER_BUILD } from './server-build';

// Found once: the server build does not change under a running server; a failure is tried again.
const entry = loadOnce(() => serverEntry(SERVER_BUILD));

/**
 * The page at `path` as the pages function serves it on AWS (functions/pages/handler.ts, decision
 * 38): `built`, the page's document, with its reads' answers in place of their loading state. The
 * local server asks the local API (`apiOrigin`) for them. Served as built when the
 * last build left no server build, or the API does not answer.
 */
export async function servedWithData(built: string, path: string, apiOrigin: string): Promise<string> {
  try {
    const { renderWithData } = await entry();
    return await renderWithData(built, path, async (route) => {
      const response = await fetch(new URL(route.path, apiOrigin));
      if (!response.ok) throw new Error(`${route.path} answered ${response.status}`);
      return route.response.parse(await response.json());
    });
  } catch (error) {
    console.warn(`${path} served as built:`, error);
    return built;
  }
}
