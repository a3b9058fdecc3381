import { startTestStack } from '../support/test-stack';
import { LAMBDA_BUNDLE_BUDGET_BYTES, lambdaBundleSizes } from './bundle-sizes';
import { departmentsLatency } from './latency';

/* `npm run bench`: the numbers behind DESIGN §7's budgets, measured in one run on this machine. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const WARMUP = 50;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

async function main(): Promise<void> {
  console.log('Lambda bundles (minified, as deployed; budget 400 KB each)');
  for (const { name, bytes } of await lambdaBundleSizes()) {
    console.log(
      `  ${name.padEnd(16)} ${kb(bytes).padStart(10)}  ${verdict(bytes <= LAMBDA_BUNDLE_BUDGET_BYTES)}`,
    );
  }

  const stack = await startTestStack();
  try {
    const { api, dynamo } = await departmentsLatency(stack.apiUrl, ROUNDS, WARMUP);
    const ratio = api.p50 / dynamo.p50;
    console.log(
      `\nGET /api/admin/departments, ${ROUNDS} requests after ${WARMUP} warm-up (budget: p50 ≤ 2× the stand-in)`,
    );
    console.log(`  ${''.padEnd(28)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}`);
    console.log(
      `  ${'local API (gateway+handler)'.padEnd(28)} ${ms(api.p50).padStart(10)} ${ms(api.p99).padStart(10)}`,
    );
    console.log(
      `  ${'DynamoDB stand-in directly'.padEnd(28)} ${ms(dynamo.p50).padStart(10)} ${ms(dynamo.p99).padStart(10)}`,
    );
    console.log(
      `  ratio (API / direct)          ${`${ratio.toFixed(2)}×`.padStart(10)} ${`${(api.p99 / dynamo.p99).toFixed(2)}×`.padStart(10)}  ${verdict(ratio <= 2)}`,
    );
  } finally {
    await stack.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
