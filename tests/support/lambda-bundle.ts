import { build, type Metafile } from 'esbuild';
import {
  API_FUNCTIONS,
  AUTHORIZER,
  BACKGROUND_FUNCTIONS,
  DEPLOY_FUNCTIONS,
  type FunctionDefinition,
  PAGE_FUNCTIONS,
} from '../../functions/registry';
import {
  LAMBDA_EXTERNAL_MODULES,
  LAMBDA_LOADERS,
  LAMBDA_MINIFY,
  LAMBDA_NODE_TARGET,
} from '../../infra/constructs/bundling';
import { entryPath } from '../../infra/definitions/functions';

/**
 * Every Lambda the API stack deploys, by a short name: the endpoint groups, the authorizer, the
 * background list and the deploy list. The pages function is the web stack's, reading the site
 * bucket the data stack's grants do not know: tests/infra/page-functions.test.ts checks its role.
 */
export const API_STACK_FUNCTIONS: readonly { name: string; definition: FunctionDefinition }[] = [
  ...Object.entries(API_FUNCTIONS).map(([name, definition]) => ({ name, definition })),
  { name: 'authorizer', definition: AUTHORIZER },
  ...Object.entries(BACKGROUND_FUNCTIONS).map(([name, definition]) => ({ name, definition })),
  ...Object.entries(DEPLOY_FUNCTIONS).map(([name, definition]) => ({ name, definition })),
];

/** Every Lambda of the app: the API stack's and the web stack's pages function. */
export const ALL_FUNCTIONS: readonly { name: string; definition: FunctionDefinition }[] = [
  ...API_STACK_FUNCTIONS,
  ...Object.entries(PAGE_FUNCTIONS).map(([name, definition]) => ({ name, definition })),
];

/** A Lambda bundled exactly as the CDK app bundles it, in memory, with esbuild's metafile and its code. */
export async function bundleLambda(
  entry: string,
  define?: Readonly<Record<string, string>>,
): Promise<{ bytes: number; metafile: Metafile; code: string }> {
  const result = await build({
    ...(define ? { define: { ...define } } : {}),
    entryPoints: [entryPath(entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: LAMBDA_NODE_TARGET,
    minify: LAMBDA_MINIFY,
    external: LAMBDA_EXTERNAL_MODULES,
    loader: LAMBDA_LOADERS,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0);
  const code = result.outputFiles.map((file) => file.text).join('\n');
  return { bytes, metafile: result.metafile, code };
}
