import { BACKGROUND_FUNCTIONS } from '../../functions/registry';
import { startTestStack } from '../support/test-stack';
import { coldWorker, ingest500Pages, seedNotes, snapshotBuild } from './assistant-scale';
import { gptRoundTrip } from './dashboards';

const NOTES = 2000;
const verdict = (ok: boolean) => (ok ? '✓' : '✗ outside budget');

/** The assistant at a college's scale (issue 22, DESIGN §7); also part of `npm run bench`. */
export async function assistantScale(
  apiUrl: string,
  accounts: Parameters<typeof gptRoundTrip>[1],
): Promise<void> {
  const seeded = await seedNotes(NOTES);
  console.log(
    `\nAssistant at scale: ${NOTES} notes, ${seeded.passages} passages indexed (seeded in ${(seeded.ms / 1000).toFixed(0)} s)`,
  );
  const build = await snapshotBuild();
  console.log(
    `  the index's upkeep took ${build.changes} changes into the snapshot (${build.shardsWritten} shards) in ${(build.ms / 1000).toFixed(1)} s, peak ${build.peakMb.toFixed(0)} MB (its function: ${BACKGROUND_FUNCTIONS.gptIndexMaintenance.resources.memorySize} MB, ${BACKGROUND_FUNCTIONS.gptIndexMaintenance.timeoutSeconds} s)`,
  );
  const cold = await coldWorker();
  console.log(
    `  a cold worker (its own process) loads the index and answers its first question in ${(cold.firstAnswerMs / 1000).toFixed(1)} s  ${verdict(cold.firstAnswerMs <= 5000)} (budget: ≤ 5 s)`,
  );
  console.log(
    `  that worker's peak memory: ${cold.peakMb.toFixed(0)} MB  ${verdict(cold.peakMb <= 1024)} (budget: worker ≤ 1 GB)`,
  );
  const trip = await gptRoundTrip(apiUrl, accounts, 10);
  console.log(
    `  submit → answer as the page sees it (polling every 1000 ms), 10 questions: p50 ${(trip.p50 / 1000).toFixed(2)} s, p99 ${(trip.p99 / 1000).toFixed(2)} s  ${verdict(trip.p50 <= 2000)} (budget: p50 ≤ 2 s)`,
  );
  const ingest = await ingest500Pages();
  const fn = BACKGROUND_FUNCTIONS.gptIngest;
  console.log(
    `  ingestion of a ${ingest.pages}-page PDF: ${(ingest.ms / 1000).toFixed(1)} s, ${ingest.passages} passages, peak ${ingest.peakMb.toFixed(0)} MB (the ingest function: ${fn.resources.memorySize} MB, ${fn.timeoutSeconds} s)`,
  );
}

async function main() {
  const stack = await startTestStack();
  try {
    await assistantScale(stack.apiUrl, stack.demoAccounts);
  } finally {
    await stack.destroy();
  }
}

if (process.argv[1]?.endsWith('assistant-scale-only.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
