import { type Answer, localAnswer } from './answer';
import { bedrockAnswer } from './bedrock-answer';
import { COVERAGE_RULE, type CoverageRule, MODEL_JUDGES } from './search/coverage';
import type { Ranking } from './search/rank';

const bedrockAnswers = () => process.env.GPT_PROVIDER === 'bedrock';

/** Whether the notes cover a question: the local rule, or, with Bedrock, the model (decision 28). */
export const coverageRule = (): CoverageRule => (bedrockAnswers() ? MODEL_JUDGES : COVERAGE_RULE);

/** Who writes the answer: `local` (the default, no network) or `bedrock` (a deploy setting). */
export function answerWith(query: string, ranking: Ranking): Promise<Answer> {
  return bedrockAnswers() ? bedrockAnswer(query, ranking) : localAnswer(query, ranking);
}
