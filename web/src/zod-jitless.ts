import * as z from 'zod';

/*
 * Imported first by main.tsx, before any module builds a schema. Zod compiles object parsers with
 * `new Function` when it may, and probes whether it may by calling it once; under the site's CSP
 * (no 'unsafe-eval', infra/stacks/web-policies.ts) the probe fails quietly but the browser still
 * reports a violation on every page. Jitless, zod neither probes nor compiles; the parsers it
 * runs instead give the same results.
 */
z.config({ jitless: true });
