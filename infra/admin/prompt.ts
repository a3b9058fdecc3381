import { createInterface } from 'node:readline/promises';

/** Asks on the terminal; a secret answer is not echoed. */
export async function ask(question: string, options: { secret?: boolean } = {}): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (options.secret) {
    // readline echoes through _writeToOutput; after the question is shown, echo nothing.
    const internals = rl as unknown as { _writeToOutput: (text: string) => void; output: NodeJS.WriteStream };
    let shown = false;
    internals._writeToOutput = (text: string) => {
      if (!shown) internals.output.write(text);
      shown = true;
    };
  }
  try {
    return (await rl.question(question)).trim();
  } finally {
    if (options.secret) process.stdout.write('\n');
    rl.close();
  }
}
