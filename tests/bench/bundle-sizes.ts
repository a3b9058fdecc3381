import { build } from 'esbuild';
import { LAMBDA_EXTERNAL_MODULES, LAMBDA_MINIFY, LAMBDA_NODE_TARGET } from '../../infra/constructs/bundling';
import { handlerEntry } from '../../infra/definitions/functions';
import { FUNCTION_GROUPS, type FunctionGroup } from '../../shared/api/routes';

export const LAMBDA_BUNDLE_BUDGET_BYTES = 400 * 1024;

/** Each group's Lambda bundled exactly as the CDK app bundles it, without writing it anywhere. */
export async function lambdaBundleSizes(): Promise<{ group: FunctionGroup; bytes: number }[]> {
  return Promise.all(
    FUNCTION_GROUPS.map(async (group) => {
      const result = await build({
        entryPoints: [handlerEntry(group)],
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
      return { group, bytes };
    }),
  );
}
