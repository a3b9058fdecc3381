/**
 * esbuild options for every Lambda bundle. The CDK app and `npm run bench` both use these, so the
 * sizes the benchmark reports are the sizes that deploy. The AWS SDK v3 ships in the Node.js runtime
 * and stays out of the bundle.
 */
export const LAMBDA_NODE_TARGET = 'node24';
export const LAMBDA_EXTERNAL_MODULES = ['@aws-sdk/*'];
export const LAMBDA_MINIFY = true;
