/**
 * esbuild options for every Lambda bundle. The CDK app and `npm run bench` both use these, so the
 * sizes the benchmark reports are the sizes that deploy. The AWS SDK v3 ships in the Node.js runtime
 * and stays out of the bundle.
 */
export const LAMBDA_NODE_TARGET = 'node24';
export const LAMBDA_EXTERNAL_MODULES = ['@aws-sdk/*'];
export const LAMBDA_MINIFY = true;
/*
 * A page function renders the web's components (functions/pages/handler.ts, decision 38), which
 * import their stylesheets for the browser's build; on the server they are nothing.
 */
export const LAMBDA_LOADERS: Record<string, 'empty'> = { '.css': 'empty' };
