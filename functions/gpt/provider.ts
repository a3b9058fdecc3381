import { type Answer, localAnswer } from './answer';
import { bedrockAnswer } from './bedrock-answer';
import type { Passage } from './passages';

/** Who writes the answer: `local` (the default, no network) or `bedrock` (a deploy setting). */
export function answerWith(query: string, passages: readonly Passage[]): Promise<Answer> {
  return process.env.GPT_PROVIDER === 'bedrock'
    ? bedrockAnswer(query, passages)
    : localAnswer(query, passages);
}
