import { describe, expect, it } from 'vitest';
import { generatedBlock, withGeneratedBlock } from './generated-blocks';

describe('generated blocks of a document', () => {
  const document = [
    'Before.',
    '<!-- generated: table (npm run load-model -- --write) -->',
    '| old |',
    '<!-- end of generated: table -->',
    'After.',
  ].join('\n');

  it('reads a block and replaces it whole, the authors’ text around it kept', () => {
    expect(generatedBlock(document, 'table')).toBe('| old |');
    const written = withGeneratedBlock(document, 'table', '| new |\n| row |');
    expect(generatedBlock(written, 'table')).toBe('| new |\n| row |');
    expect(written.startsWith('Before.\n')).toBe(true);
    expect(written.endsWith('\nAfter.')).toBe(true);
    expect(withGeneratedBlock(written, 'table', '| old |')).toBe(document);
  });

  it('finds no block that is not marked, and refuses to write one', () => {
    expect(generatedBlock(document, 'other')).toBeUndefined();
    expect(() => withGeneratedBlock(document, 'other', 'x')).toThrow('No generated block "other"');
  });
});
