import { startTestStack } from '../support/test-stack';
import { assistantEvaluation, printEvaluation } from './assistant-evaluation';

/*
 * `npm run bench:assistant`: the assistant's evaluation alone, on its own test stack (a few
 * minutes). `-- --tuning` prints the tuning half only: what ranking may be tuned on (decision 25).
 */
async function main() {
  const stack = await startTestStack();
  try {
    const halves = await assistantEvaluation(stack.apiUrl, stack.demoAccounts);
    printEvaluation(
      process.argv.includes('--tuning') ? halves.filter((half) => half.name === 'tuning') : halves,
    );
  } finally {
    await stack.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
