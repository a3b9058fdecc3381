import { stemmer } from 'stemmer';
import { eng } from 'stopword/src/stopwords_eng.js';

/*
 * Words a student's question carries that say nothing of its subject ("how do I … please"), on
 * top of the library's English list: left in, they outweigh the content words (decision 22).
 */
const QUESTION_WORDS = [
  'does',
  'doing',
  'done',
  'want',
  'wants',
  'need',
  'needs',
  'please',
  'tell',
  'explain',
  'know',
  'way',
  'ways',
  'something',
  'thing',
  'things',
  'someone',
  'anything',
  'mean',
  'means',
  'use',
  'using',
  'used',
  'work',
  'works',
  'happen',
  'happens',
  'i',
  'im',
  'me',
  'my',
  'us',
  'let',
  'lets',
  'whats',
  'hows',
  'which',
  'why',
  'when',
  'also',
  'just',
  'really',
  'kind',
  'sort',
  'able',
  'possible',
  'without',
  'within',
  'instead',
  'exactly',
  'actually',
  'should',
  'would',
  'could',
  'can',
  'will',
  'shall',
  'may',
  'might',
  'must',
  'one',
  'ones',
  'thing',
  'stuff',
  'etc',
  'eg',
  'ie',
  'vs',
  'via',
  'per',
  'am',
  'isnt',
  'dont',
  'doesnt',
  'cant',
  'wont',
  'whether',
  'so',
];
const STOPWORDS = new Set([...eng, ...QUESTION_WORDS]);

/* Words, numbers and identifiers: "as.factor" and "c(3,5)" give as, factor, c, 3, 5. */
const TOKEN = /[\p{L}\p{N}]+/gu;

/** A text's words, lower-cased, without stopwords (before stemming: what a reader would see). */
export function contentWords(text: string): string[] {
  const words: string[] = [];
  // "R's" is R, not R and a word "s"; "don't" is the filler "dont", not "don" and "t".
  const plain = text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/(\p{L})['’](\p{L})/gu, '$1$2');
  for (const [token] of plain.matchAll(TOKEN)) {
    // One letter is a word too: the R language, the C language, a variable x.
    if (!STOPWORDS.has(token)) words.push(token);
  }
  return words;
}

/** The Porter stem of one lower-cased word (the `stemmer` library). */
export const stemOf = (word: string): string => (/^\d+$/.test(word) ? word : stemmer(word));

/**
 * A text's stemmed content terms, every occurrence in order: what the index counts (term
 * frequency) and what a question is matched by. Ingestion stores them once per passage.
 */
export const termsOf = (text: string): string[] => contentWords(text).map(stemOf);

/** A passage's terms as ingestion indexes them: its heading's and its text's. */
export const passageTerms = (passage: { readonly text: string; readonly heading?: string }): string[] =>
  termsOf(passage.heading ? `${passage.heading} ${passage.text}` : passage.text);
