import { ALL_FUNCTIONS, bundleLambda } from '../support/lambda-bundle';

const LAMBDA_BUNDLE_BUDGET_BYTES = 400 * 1024;
/* The GPT worker carries PDF.js to read notes; it runs off the request path, so its budget is 2 MB. */
const BUDGETS: Partial<Record<string, number>> = { gptWorker: 2 * 1024 * 1024 };
export const bundleBudgetOf = (name: string): number => BUDGETS[name] ?? LAMBDA_BUNDLE_BUDGET_BYTES;

/** Each Lambda bundled exactly as the CDK app bundles it, without writing it anywhere. */
export async function lambdaBundleSizes(): Promise<{ name: string; bytes: number }[]> {
  return Promise.all(
    ALL_FUNCTIONS.map(async ({ name, definition }) => ({
      name,
      bytes: (await bundleLambda(definition.entry)).bytes,
    })),
  );
}
