import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GPT_MESSAGES } from '#shared/constants/gpt-messages';
import { markRemoving } from '../../functions/notes/repository';
import { askWorker as ask } from '../support/ask-worker';
import { shareNote } from '../support/shared-notes';
import { signedInStack } from '../support/shared-stack';

/* Words no other note of the shared stack holds, so only this test's notes can cover its question. */
const unique = (stem: string) => `${stem}${randomUUID().slice(0, 6)}`;

describe('an answer judged without the notes being removed (decision 42)', () => {
  let share: (text: string) => Promise<string>;
  beforeAll(async () => {
    const { stack, token } = await signedInStack();
    share = (text) => shareNote(stack.apiUrl, token('Faculty'), 'Zoology', text);
  });

  it('refuses when the note that covered the question is being removed, not quoting what is left', async () => {
    const [animal, river, marsh, ridge] = ['okapi', 'river', 'marsh', 'ridge'].map(unique);
    const covering = await share(`The ${animal} sleeps beside the ${river}, the ${marsh} and the ${ridge}.`);
    await share(`The ${animal} has striped legs.`);
    const question = `Does the ${animal} sleep beside the ${river}, the ${marsh} and the ${ridge}?`;
    // Both notes are quoted (their citations read alike: one file name, one source).
    const before = await ask(question);
    expect(before.response.startsWith('Here is what your notes say:')).toBe(true);
    expect(before.response).toContain('has striped legs');
    expect(before.sources[0]?.noteId).toBe(covering);

    // Its removal began (the first step of a delete) and has not reached the search database yet.
    expect(await markRemoving(covering)).toBe(true);
    // The other note holds one of the question's six words: it does not answer it.
    expect(await ask(question)).toEqual({ response: GPT_MESSAGES.nothingFound, sources: [] });
  });
});
