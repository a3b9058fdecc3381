import { build } from 'esbuild';
import { LAMBDA_EXTERNAL_MODULES, LAMBDA_MINIFY, LAMBDA_NODE_TARGET } from '../../infra/constructs/bundling';
import { authorizerEntry, handlerEntry } from '../../infra/definitions/functions';
import { FUNCTION_GROUPS, type FunctionGroup } from '../../shared/api/routes';

export const LAMBDA_BUNDLE_BUDGET_BYTES = 400 * 1024;

const LAMBDAS: { name: FunctionGroup | 'authorizer'; entry: string }[] = [
  ...FUNCTION_GROUPS.map((group) => ({ name: group, entry: handlerEntry(group) })),
  { name: 'authorizer', entry: authorizerEntry() },
];

/** Each Lambda bundled exactly as the CDK app bundles it, without writing it anywhere. */
export async function lambdaBundleSizes(): Promise<{ name: string; bytes: number }[]> {
  return Promise.all(
    LAMBDAS.map(async ({ name, entry }) => {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: LAMBDA_NODE_TARGET,
        minify: LAMBDA_MINIFY,
        external: LAMBDA_EXTERNAL_MODULES,
        write: false,
        logLevel: 'silent',
      });
      const bytes = result.outputFiles.reduce((sum, file) => sum + file.contents.length, 0);
      return { name, bytes };
    }),
  );
}
