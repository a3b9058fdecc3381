import { startTestStack } from '../tests/support/test-stack';
import { assistantEvaluation, printEvaluation } from './assistant-evaluation';
import { otherDocuments } from './other-documents';
import { describeOtherDocuments, uploadOtherDocuments } from './other-documents-upload';
import { say } from './report';

/*
 * `npm run bench:assistant`: the assistant's evaluation alone, on its own test stack (a few
 * minutes). `-- --tuning` prints the tuning half only: what ranking may be tuned on (decision 25).
 * `-- --with-others` first loads at least 200 real documents of other subjects as notes beside the
 * evaluation's own (other-documents.ts), the way a college's notes surround any one course; the
 * evaluation itself is unchanged.
 */
async function main() {
  const withOthers = process.argv.includes('--with-others');
  // Made (and their Debian packages installed) before the stack starts: that can take minutes once.
  const others = withOthers ? await otherDocuments() : [];
  const stack = await startTestStack();
  try {
    const started = Date.now();
    const halves = await assistantEvaluation(
      stack.apiUrl,
      stack.demoAccounts,
      withOthers
        ? async (apiUrl, facultyToken) => {
            await uploadOtherDocuments(apiUrl, facultyToken, others);
            const seconds = ((Date.now() - started) / 1000).toFixed(0);
            say(`Uploaded and indexed ${describeOtherDocuments(others)} in ${seconds} s`);
          }
        : undefined,
    );
    say(
      withOthers
        ? `\nConfiguration: the evaluation's own notes with ${others.length} other documents of other subjects loaded beside them`
        : `\nConfiguration: the evaluation's own notes only (add --with-others to load other subjects' documents beside them)`,
    );
    printEvaluation(
      process.argv.includes('--tuning') ? halves.filter((half) => half.name.startsWith('tuning')) : halves,
    );
  } finally {
    await stack.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
