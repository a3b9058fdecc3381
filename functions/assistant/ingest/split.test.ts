import { describe, expect, it } from 'vitest';
import { cutSection, headingOf, splitDocument } from './split';

const sentence = (n: number) => `Sentence number ${n} says something about queues and stacks in memory.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

describe('splitting a document into passages', () => {
  it('knows numbered, Markdown and underlined headings, and not sentences or contents lines', () => {
    expect(headingOf('3.2 Changing the length of an object', 'text')).toBe(
      '3.2 Changing the length of an object',
    );
    expect(headingOf('## Branching and merging', undefined)).toBe('Branching and merging');
    expect(headingOf('Getting started', '===============')).toBe('Getting started');
    expect(headingOf('2 Simple manipulations . . . . . 9', undefined)).toBeUndefined();
    expect(headingOf('The reader should consult the help files.', undefined)).toBeUndefined();
  });

  it('takes no command, code, sentence or PDF "#" line for a heading', () => {
    expect(headingOf('$ git revert HEAD', '------')).toBeUndefined();
    expect(headingOf('bob$ git pull', '------')).toBeUndefined();
    expect(headingOf('for example, to revert the most recent commit:', '------')).toBeUndefined();
    expect(headingOf('if (x < 0) { return; }', '------')).toBeUndefined();
    expect(headingOf('== Telling Git your name', undefined)).toBe('Telling Git your name');
    expect(headingOf('= a = b assignment', undefined)).toBeUndefined();
    expect(headingOf('# cd /mnt/foo', undefined, false)).toBeUndefined();
    expect(headingOf('2.1 What is R?', undefined, false)).toBe('2.1 What is R?');
  });

  it('keeps a code block’s lines, its last one too, as text under the heading above it', () => {
    const fence = '-'.repeat(48);
    const passages = splitDocument([
      {
        text: [
          'Fixing a mistake',
          '================',
          '',
          'To revert the most recent commit:',
          '',
          fence,
          '# the bad commit',
          '$ git revert HEAD',
          fence,
          '',
          'This creates a new commit.',
        ].join('\n'),
      },
    ]);
    expect(passages).toEqual([
      {
        heading: 'Fixing a mistake',
        text: 'To revert the most recent commit: # the bad commit $ git revert HEAD. This creates a new commit.',
      },
    ]);
  });

  it('cuts long text at sentence ends, each passage starting with the last sentence of the one before', () => {
    const passages = cutSection(paragraph(1, 30));
    expect(passages.length).toBeGreaterThan(2);
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(900);
    const [first, second] = passages;
    const lastSentence = first?.slice(first.lastIndexOf('Sentence number'));
    expect(second?.startsWith(lastSentence ?? '-')).toBe(true);
  });

  it('keeps each passage’s page and nearest heading, carried over a page, without running headers', () => {
    const passages = splitDocument([
      { text: `Chapter 1: Basics 1\n1.1 Stacks\n${paragraph(1, 3)}`, page: 1 },
      { text: `Chapter 1: Basics 2\n${paragraph(10, 2)}\n1.2 Queues\n${paragraph(20, 2)}`, page: 2 },
    ]);
    expect(passages.map(({ page, heading }) => [page, heading])).toEqual([
      [1, '1.1 Stacks'],
      [2, '1.1 Stacks'],
      [2, '1.2 Queues'],
    ]);
    expect(passages.some((passage) => passage.text.includes('Chapter 1'))).toBe(false);
  });

  it('mends words hyphenated at a line’s end, and gives a text file’s passages no page', () => {
    const [passage] = splitDocument([{ text: 'A circular queue wraps the rear in-\ndex around the array.' }]);
    expect(passage).toEqual({ text: 'A circular queue wraps the rear index around the array.' });
  });
});
