import { askWorker } from '../tests/support/ask-worker';
import { peakResidentMb } from './peak-memory';
import { say } from './report';

/*
 * A cold GPT worker, alone in this process (the bench runs it as a child, with the test stack's
 * environment): it answers its first question with nothing loaded but its code, as a new Lambda
 * container does, then the others one by one. The search database and the other stand-ins stay in
 * the bench's process, as Aurora, S3 and DynamoDB are elsewhere for a Lambda. Prints the answers'
 * times and the process's peak resident memory as JSON, then exits (the SDK's kept-alive sockets
 * would hold it open).
 */
const loadMs = performance.now();
const queries = JSON.parse(process.argv[2] ?? '[]') as string[];
const ask = async (query: string) => {
  const started = performance.now();
  await askWorker(query);
  return performance.now() - started;
};
const [first = 'How do I make the y axis logarithmic in a plot?', ...rest] = queries;
const firstAnswerMs = await ask(first);
const laterMs: number[] = [];
for (const query of rest) laterMs.push(await ask(query));
const peakMb = peakResidentMb();
say(JSON.stringify({ loadMs, firstAnswerMs, laterMs, peakMb }));
process.exit(0);
