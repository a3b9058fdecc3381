import { beforeEach, describe, expect, it } from 'vitest';
import { useSearchDatabase } from '../../../tests/support/search-database';
import { removeDocument } from '../store/documents';
import { PER_TERM } from '../store/search';
import type { SearchDocument } from '../store/search-document';
import { saveDocument } from '../store/write-document';
import { termsOf } from '../text/terms';
import { rankPassages } from './rank';
import { wordNetProvider } from './semantic';

const passage = (text: string, page?: number) => ({ text, terms: termsOf(text), ...(page ? { page } : {}) });
const note = (id: string, subject: string, branch: string, year: string, text: string): SearchDocument => ({
  docId: `note:${id}`,
  noteId: id,
  title: `${subject}, Unit 1 (${id}.pdf)`,
  subject,
  branch,
  year,
  passages: [passage(text, 1), passage('Revision questions follow at the end of the unit.', 2)],
});

/* The notes, written to the search database as ingestion writes them. */
async function index(...docs: SearchDocument[]): Promise<void> {
  for (const doc of docs) await saveDocument(doc);
}

const asker = { userId: 'student-1', branch: 'Computer', year: 'SE' };
const ask = (query: string, options: Partial<Parameters<typeof rankPassages>[1]> = {}) =>
  rankPassages(query, { asker, ...options }, wordNetProvider);

/* A note on routers and one on shortest paths. */
const routerAndDijkstra = [
  note('a', 'Networks', 'IT', 'TE', 'A router forwards packets between networks using its routing table.'),
  note('b', 'Algorithms', 'IT', 'TE', 'Dijkstra computes the shortest paths from one source vertex.'),
];

/* Each test writes and searches a real database through the Data API stand-in: seconds on a busy machine. */
describe('ranking passages for a question', { timeout: 30_000 }, () => {
  useSearchDatabase();

  it('finds the passage by its stemmed content words, not its stopwords, and cites the page', async () => {
    await index(...routerAndDijkstra);
    const ranked = await ask('How does the router forward the packets?');
    expect(ranked.coverage).toBe('covered');
    expect(ranked.passages[0]).toMatchObject({ noteId: 'a', page: 1 });
  });

  it('puts the asker’s own class first among comparable notes', async () => {
    const same = 'A binary heap keeps the smallest key at its root.';
    await index(
      note('other', 'Data Structures', 'Civil', 'FE', same),
      note('own', 'Data Structures', 'Computer', 'SE', same),
    );
    expect((await ask('smallest key of a binary heap')).passages[0]?.noteId).toBe('own');
  });

  it('narrows to one subject when asked, ignoring case and spaces', async () => {
    await index(
      note('math', 'Discrete  Maths', 'IT', 'SE', 'A graph is a set of vertices joined by edges.'),
      note(
        'cs',
        'Data Structures',
        'IT',
        'SE',
        'A graph is stored as adjacency lists of vertices and edges.',
      ),
    );
    const ranked = await ask('graph vertices edges', { subject: 'discrete maths' });
    expect(ranked.passages.map((found) => found.noteId)).toEqual(['math']);
  });

  it('searches the question’s own attachment, and never another person’s', async () => {
    const attachment = (ownerId: string, id: string): SearchDocument => ({
      docId: `file:${id}`,
      title: 'Your file mine.txt',
      ownerId,
      passages: [passage('The zorblium lab report is due on Friday.')],
    });
    await index(attachment('student-1', 'f1'), attachment('student-2', 'f2'));
    const own = await ask('When is the zorblium report due?', { attachmentDocId: 'file:f1' });
    expect(own.passages.map((found) => found.docId)).toEqual(['file:f1']);
    const theirs = await ask('When is the zorblium report due?', { attachmentDocId: 'file:f2' });
    expect(theirs.passages).toEqual([]);
  });

  it('says the notes do not cover a question whose content words they do not hold', async () => {
    await index(note('a', 'Networks', 'IT', 'TE', 'A router forwards packets between networks.'));
    expect(await ask('What is the pKa of acetic acid?')).toEqual({ passages: [], coverage: 'none' });
    expect(await ask('how do I … the … of')).toEqual({ passages: [], coverage: 'none' });
  });

  it('quotes the next best place rather than the neighbour of a passage it quotes', async () => {
    await index({
      docId: 'note:git',
      noteId: 'git',
      title: 'Version Control, Unit 1 (git.txt)',
      passages: [
        passage('Bisect finds the commit that introduced a bug by searching history.'),
        passage('Bisect searches the history of commits again for the bug.'),
        passage('Other notes on branches.'),
        passage('Run git bisect start to search for the bad commit.'),
      ],
    });
    const ranked = await ask('find the commit that introduced a bug, searching history', { count: 2 });
    expect(ranked.passages.map((found) => found.text)).toEqual([
      'Bisect finds the commit that introduced a bug by searching history.',
      'Run git bisect start to search for the bad commit.',
    ]);
  });

  it('finds a passage in the words of the best passage, not of the question (feedback)', async () => {
    await index(
      note('a', 'Networks', 'IT', 'TE', 'A router forwards packets by its subnet masks and gateway table.'),
      note('b', 'Networks', 'IT', 'TE', 'Each subnet mask names the gateway of the next hop.'),
      note('c', 'Algorithms', 'IT', 'TE', 'Dijkstra computes the shortest paths from one source vertex.'),
    );
    const question = 'Where does the router forward packets?';
    const hop = 'Each subnet mask names the gateway of the next hop.';
    expect(termsOf(hop).some((term) => termsOf(question).includes(term))).toBe(false);
    const ranked = await ask(question);
    expect(ranked.coverage).toBe('covered');
    expect(ranked.passages[0]).toMatchObject({ noteId: 'a', page: 1 });
    expect(ranked.passages.map((found) => found.text)).toContain(hop);
  });

  describe('with a reranker', () => {
    const revert =
      'When work was already shared, git revert undoes a commit by recording a new one, keeping the history as it was.';
    const versionControl = [
      note(
        'a',
        'Version Control',
        'IT',
        'TE',
        'In git, commit early and commit often: each old commit is a snapshot.',
      ),
      note('b', 'Version Control', 'Civil', 'FE', revert),
      note('c', 'Version Control', 'Computer', 'SE', revert),
    ];
    beforeEach(() => index(...versionControl));
    const question = 'How do I cancel out an old commit in git?';
    const readBy = (score: (document: string) => number) => {
      const read: string[][] = [];
      const reranker = {
        rerank: async (_query: string, documents: readonly string[]) => {
          read.push([...documents]);
          return documents.map((text, at) => ({ index: at, score: score(text) }));
        },
      };
      return { read, reranker };
    };

    it('follows its order for the best passages, the asker’s class first within 10%', async () => {
      // Judges as a cross-encoder would: the passage that undoes a commit answers; b a little above c.
      const { read, reranker } = readBy((text) =>
        text.includes('undoes') ? (text.includes('(b.pdf)') ? 0.9 : 0.85) : 0.1,
      );
      const plain = await ask(question);
      expect(plain.passages.map((found) => found.noteId)).toEqual(['c', 'a', 'b']);
      const ranked = await rankPassages(question, { asker }, wordNetProvider, reranker);
      // c (the asker's class) at 0.85 × 1.1 passes b at 0.9; both pass a.
      expect(ranked.passages.map((found) => found.noteId)).toEqual(['c', 'b', 'a']);
      const otherClass = { userId: 'student-2', branch: 'Mechanical', year: 'BE' };
      const theirs = await rankPassages(question, { asker: otherClass }, wordNetProvider, reranker);
      expect(theirs.passages.map((found) => found.noteId)).toEqual(['b', 'c', 'a']);
      expect(ranked.coverage).toBe(plain.coverage);
      // Each passage is read with its note's title, so "in git" can tell the notes apart.
      expect(read[0]).toContain(`Version Control, Unit 1 (b.pdf)\n${revert}`);
    });

    it('is not asked when the notes do not cover the question', async () => {
      const { read, reranker } = readBy(() => 1);
      const ranked = await rankPassages(
        'What is the pKa of acetic acid?',
        { asker },
        wordNetProvider,
        reranker,
      );
      expect(ranked.coverage).toBe('none');
      expect(read).toEqual([]);
    });

    it('gives way to the fused order when it fails, but lets throttling through to be waited out', async () => {
      const failing = (name: string) => ({
        rerank: async () => {
          throw Object.assign(new Error(`${name} from the reranker`), { name });
        },
      });
      const plain = await ask(question);
      const denied = await rankPassages(
        question,
        { asker },
        wordNetProvider,
        failing('AccessDeniedException'),
      );
      expect(denied).toEqual(plain);
      await expect(
        rankPassages(question, { asker }, wordNetProvider, failing('ThrottlingException')),
      ).rejects.toThrow('ThrottlingException from the reranker');
    });
  });

  it('takes a removed note out at once, and never writes it back', async () => {
    const router = note('a', 'Networks', 'IT', 'TE', 'A router forwards packets between networks.');
    await index(router);
    await removeDocument('note:a');
    expect((await ask('router packets')).passages).toEqual([]);
    // An ingestion that read the note before it was deleted finishes after: it writes nothing.
    expect(await saveDocument(router)).toBe('gone');
    expect((await ask('router packets')).passages).toEqual([]);
  });

  it('stores a passage whose extracted text holds NUL characters (some PDFs’), without them', async () => {
    await index(note('nul', 'Physics', 'IT', 'TE', 'Photons\u0000 carry momentum\u0000.'));
    expect((await ask('photons momentum')).passages[0]?.text).toBe('Photons carry momentum.');
  });

  it('replaces a note’s passages when it is indexed again', async () => {
    await index(note('a', 'Networks', 'IT', 'TE', 'A router forwards packets between networks.'));
    await index(note('a', 'Networks', 'IT', 'TE', 'A switch learns the addresses on each port.'));
    expect((await ask('router packets')).passages).toEqual([]);
    expect((await ask('switch learns addresses')).passages[0]).toMatchObject({ noteId: 'a' });
  });

  it('finds a common word’s best passage though more passages hold it than a search reads of one term', async () => {
    const common = Array.from({ length: PER_TERM + 200 }, (_, at) =>
      passage(`Voltage readings were taken in the laboratory, bench ${at}.`),
    );
    // Written last, so no order but the postings' impact puts it among the first read.
    const best = {
      ...passage('Voltage, voltage: the voltage across each resistor adds up to the voltage.'),
      heading: 'Voltage',
    };
    await index({
      docId: 'note:lab',
      noteId: 'lab',
      title: 'Physics, Unit 2 (lab.pdf)',
      passages: [...common, best],
    });
    const ranked = await ask('What is voltage?');
    expect(ranked.passages[0]).toMatchObject({ noteId: 'lab', text: best.text });
  });

  it('quotes the closest passages under a hedge when they hold some of the question', async () => {
    await index(...routerAndDijkstra);
    // Two of its three words are in a note: router, packets; "vendor", in none, counts three.
    const ranked = await ask('Packets through which vendor’s router?');
    expect(ranked.coverage).toBe('near');
    expect(ranked.passages[0]).toMatchObject({ noteId: 'a' });
  });
});
