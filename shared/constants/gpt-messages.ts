export const GPT_MESSAGES = {
  noSuchTask: 'No such question.',
  tooManyOpen: 'You already have 3 questions being answered. Please wait for one to finish.',
  fileNotReady: 'The attached file has not been uploaded. Upload it, then ask again.',
  nothingFound: 'Your notes do not cover this question.',
  /** Heads an answer given without the question's attached file, which could not be read (decision 62). */
  attachmentLeftOut: 'Your attached file could not be read, so this answer is from your class’s notes only.',
  /** Heads an answer quoting passages that hold some, not most, of the question's words. */
  mayNotAnswer: 'Your notes may not answer this directly; the closest passages are:',
} as const;
