import { randomUUID } from 'node:crypto';
import { answerQuestion } from '../../functions/gpt/answer-question';

/*
 * A cold GPT worker, alone in this process (the bench runs it as a child, with the test stack's
 * environment): its first question loads the whole index, as a new Lambda container's does. The
 * emulators stay in the bench's process, as S3 and DynamoDB are elsewhere for a Lambda. Prints the
 * first answer's time and the process's peak resident memory as JSON, then exits (the SDK's
 * kept-alive sockets would hold it open).
 */
const started = Date.now();
await answerQuestion({
  taskId: randomUUID(),
  ownerId: randomUUID(),
  query: process.argv[2] ?? 'How do I make the y axis logarithmic in a plot?',
  status: 'running',
  createdAt: new Date().toISOString(),
});
const firstAnswerMs = Date.now() - started;
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({ firstAnswerMs, peakMb }));
process.exit(0);
