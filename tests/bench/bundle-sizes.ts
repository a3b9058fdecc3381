import { ALL_FUNCTIONS, bundleLambda } from '../support/lambda-bundle';

export const LAMBDA_BUNDLE_BUDGET_BYTES = 400 * 1024;

/** Each Lambda bundled exactly as the CDK app bundles it, without writing it anywhere. */
export async function lambdaBundleSizes(): Promise<{ name: string; bytes: number }[]> {
  return Promise.all(
    ALL_FUNCTIONS.map(async ({ name, definition }) => ({
      name,
      bytes: (await bundleLambda(definition.entry)).bytes,
    })),
  );
}
