import { fileURLToPath } from 'node:url';

/*
 * Where the build puts the app built for node (build-site.ts): inside the project, so its imports
 * of react and the router resolve from node_modules. Kept after the build: the local server
 * renders the pages served with their data from it (served-with-data.ts), as the pages function
 * does on AWS.
 */
export const SERVER_BUILD = fileURLToPath(
  new URL('../../node_modules/.cache/campus-prerender', import.meta.url),
);
