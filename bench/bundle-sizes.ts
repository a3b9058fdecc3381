import { ALL_FUNCTIONS, bundleLambda } from '../tests/support/lambda-bundle';

const LAMBDA_BUNDLE_BUDGET_BYTES = 400 * 1024;
/*
 * The GPT ingest function carries PDF.js, mammoth and JSZip to read notes; it runs off the
 * request path, so it has the 2 MB budget decision 13 gave the assistant's worker (which, reading
 * only the index since decision 23, now fits the 400 KB of any function).
 */
const BUDGETS: Partial<Record<string, number>> = { gptIngest: 2 * 1024 * 1024 };
export const bundleBudgetOf = (name: string): number => BUDGETS[name] ?? LAMBDA_BUNDLE_BUDGET_BYTES;

/** Each Lambda bundled exactly as the CDK app bundles it, without writing it anywhere. */
export async function lambdaBundleSizes(): Promise<{ name: string; bytes: number }[]> {
  return Promise.all(
    ALL_FUNCTIONS.map(async ({ name, definition }) => ({
      name,
      bytes: (await bundleLambda(definition.entry, definition.define)).bytes,
    })),
  );
}
