/* stopword ships no types: the one list this project reads (its English stopwords). */
declare module 'stopword' {
  export const eng: readonly string[];
}
