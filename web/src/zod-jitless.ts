/*
 * Imported first by main.tsx, before any chunk loads zod. Zod compiles object parsers with
 * `new Function` when it may, and probes whether it may by calling it once; under the site's CSP
 * (no 'unsafe-eval', infra/stacks/web-policies.ts) the probe fails quietly but the browser still
 * reports a violation on every page. Jitless, zod neither probes nor compiles; the parsers it
 * runs instead give the same results.
 *
 * Zod reads its configuration from `globalThis.__zod_globalConfig` when it loads (zod/v4/core's
 * core.js; every copy of zod shares it). Setting it here configures zod without bringing zod into
 * the landing page, which `z.config` from 'zod' or 'zod/v4/core' did. Should a zod release stop
 * reading it, the end-to-end walk of every page under the CSP fails.
 */
const config = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
config.__zod_globalConfig = { ...config.__zod_globalConfig, jitless: true };

export {};
