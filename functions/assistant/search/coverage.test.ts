import { describe, expect, it } from 'vitest';
import { recordDataApiCalls } from '../../../tests/support/data-api-calls';
import { useSearchDatabase } from '../../../tests/support/search-database';
import { passagesById } from '../store/search';
import type { SearchDocument } from '../store/search-document';
import { saveDocument } from '../store/write-document';
import { termsOf } from '../text/terms';
import { QUESTION_TERMS } from './coverage';
import { rankPassages, searchQuestion } from './rank';
import { wordNetProvider } from './semantic';

const note = (id: string, subject: string, texts: readonly string[]): SearchDocument => ({
  docId: `note:${id}`,
  noteId: id,
  title: `${subject}, Unit 1 (${id}.pdf)`,
  subject,
  passages: texts.map((text, at) => ({ text, page: at + 1, terms: termsOf(text) })),
});

/* The GNU Free Documentation License 1.3, section 1 (its Cover Texts, and "paint programs"). */
const licence = note('fdl', 'Technical Writing', [
  'The "Cover Texts" are certain short passages of text that are listed, as Front-Cover Texts or Back-Cover Texts, in the notice that says that the Document is released under this License. A Front-Cover Text may be at most 5 words, and a Back-Cover Text may be at most 25 words.',
  'A "Transparent" copy of the Document means a machine-readable copy, represented in a format whose specification is available to the general public, that is suitable for revising the document straightforwardly with generic text editors or (for images composed of pixels) generic paint programs or (for drawings) some widely available drawing editor, and that is suitable for input to text formatters or for automatic translation to a variety of formats suitable for input to text formatters.',
  'If you publish printed copies of the Document numbering more than 100, you must enclose the copies in covers that carry, clearly and legibly, all these Cover Texts: Front-Cover Texts on the front cover, and Back-Cover Texts on the back cover.',
]);
const networks = note('ip', 'Computer Networks', [
  'An IP address is valid only within its network: check that each of the four numbers of an IPv4 address lies between 0 and 255, and that no other host on the network already uses the address.',
  'A router forwards packets between networks by the longest prefix in its routing table.',
  'The roof of the network lab was repaired over the summer.',
]);

const ask = (query: string) => rankPassages(query, { asker: { userId: 'student-1' } }, wordNetProvider);

/* Each test writes and searches a real database through the Data API stand-in. */
describe('whether the notes cover a question', { timeout: 30_000 }, () => {
  useSearchDatabase();

  it('refuses when only synonyms or common words of the question match (issue 46)', async () => {
    await saveDocument(licence);
    await saveDocument(networks);
    const sistine = 'Who painted the ceiling of the Sistine Chapel?';
    // "paint" is in the licence ("generic paint programs"), the rest in no note; WordNet's "roof"
    // for "ceiling" ranks the lab's roof among the best passages, and decides nothing.
    const searched = await searchQuestion(sistine, { asker: { userId: 'student-1' } }, wordNetProvider);
    const best = await passagesById(searched?.fused.slice(0, 3).map((entry) => entry.hit.id) ?? []);
    expect([...best.values()].map((passage) => passage.text)).toContain(networks.passages[2]?.text);
    expect(await ask(sistine)).toEqual({ passages: [], coverage: 'none' });
    // "check", "address" and "valid" are in the IP paragraph; "email" and "JavaScript" in no note.
    expect(await ask('How do I check that an email address is valid in JavaScript')).toEqual({
      passages: [],
      coverage: 'none',
    });
    // What the same notes do say is still answered.
    const words = await ask('How many words may a Front-Cover Text hold?');
    expect(words.coverage).toBe('covered');
    expect(words.passages[0]?.text).toContain('at most 5 words');
    expect((await ask('When is an IP address valid?')).passages[0]).toMatchObject({ noteId: 'ip' });
  });

  it('searches at most its rarest words, however long the question', async () => {
    const fillers = Array.from({ length: 28 }, (_, at) => `filler${String.fromCharCode(97 + at)}word`);
    // Every filler word is in five passages; "router" and "packets" in one.
    const common = Array.from({ length: 5 }, (_, at) => `Exercise ${at + 1}: ${fillers.join(' ')}.`);
    await saveDocument(note('a', 'Computer Networks', ['A router forwards packets between networks.']));
    await saveDocument(note('b', 'Exercises', common));
    const question = `${Array.from({ length: 10 }, () => fillers.join(' ')).join(' ')} router packets`;
    expect(question.split(' ').length).toBeGreaterThan(280);
    const recorded = recordDataApiCalls();
    try {
      await ask(question);
    } finally {
      recorded.stop();
    }
    // Each search's terms: the question's own at weight 1, WordNet's and feedback's below it.
    const searched = recorded.calls.flatMap((call) => {
      const input = call.input as {
        sql?: string;
        parameters?: { name: string; value: { stringValue?: string } }[];
      };
      if (!input.sql?.includes('jsonb_to_recordset(:terms::jsonb)')) return [];
      const terms =
        input.parameters?.find((parameter) => parameter.name === 'terms')?.value.stringValue ?? '[]';
      const asked = (JSON.parse(terms) as { term: string; weight: number }[]).filter(
        (term) => term.weight === 1,
      );
      return [asked.map((term) => term.term)];
    });
    expect(searched.length).toBeGreaterThanOrEqual(2);
    for (const terms of searched) {
      expect(terms).toHaveLength(QUESTION_TERMS);
      expect(terms).toEqual(expect.arrayContaining(['router', 'packet']));
    }
  });
});
