import { type Answer, localAnswer } from './answer';
import { bedrockAnswer } from './bedrock-answer';
import type { Ranking } from './search/rank';

/** Who writes the answer: `local` (the default, no network) or `bedrock` (a deploy setting). */
export function answerWith(query: string, ranking: Ranking): Promise<Answer> {
  return process.env.GPT_PROVIDER === 'bedrock' ? bedrockAnswer(query, ranking) : localAnswer(query, ranking);
}
