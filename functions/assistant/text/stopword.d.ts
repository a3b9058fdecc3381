/*
 * stopword ships no types: the one list this project reads (its English stopwords). Read from its
 * own file: the package's main entry is a CommonJS build holding all 62 languages, which took the
 * ingest function past its bundle budget (measured in docs/measurements/bench.md).
 */
declare module 'stopword/src/stopwords_eng.js' {
  export const eng: readonly string[];
}
