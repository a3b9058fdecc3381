import { ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { GPT_MESSAGES } from '#shared/constants/gpt-messages';
import { citationOf } from '#shared/schemas/gpt';
import { bedrock } from '../lib/clients/bedrock';
import { type Answer, NOT_IN_NOTES, sourceOf, sourcesOf } from './answer';
import type { Ranking } from './search/rank';

const INSTRUCTION = [
  "You answer a college student's question using only the numbered passages from their notes.",
  'Cite each passage you use by its number in square brackets, like [2].',
  `If the passages do not answer the question, reply with exactly this sentence and nothing else: ${GPT_MESSAGES.nothingFound}`,
  'Do not answer from anything but the passages.',
  'Answer in plain text, briefly.',
].join(' ');

/* The model's refusal, however it punctuates or spaces it. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
const refuses = (response: string) => plain(response) === plain(GPT_MESSAGES.nothingFound);

/**
 * The Bedrock provider: the model judges what the notes cover (decision 28). The best passages go to
 * the configured model through the Converse API with an instruction to answer from them and cite
 * them, or to say exactly that the notes do not cover the question — which is then the answer,
 * citing nothing. Only a question whose distinctive words nothing in the notes matches is refused
 * without asking. The sources are the passages the answer cites (all given, if it cites none by
 * number). The model id and its region are deploy settings (GPT_MODEL_ID, GPT_MODEL_REGION); the
 * endpoint is the SDK's own, or AWS_ENDPOINT_URL_BEDROCK_RUNTIME.
 */
export async function bedrockAnswer(query: string, ranking: Ranking): Promise<Answer> {
  const modelId = process.env.GPT_MODEL_ID;
  if (!modelId) throw new Error('GPT_MODEL_ID is not set');
  const best = ranking.passages;
  if (ranking.coverage === 'none' || best.length === 0) return NOT_IN_NOTES;
  const context = best.map((passage, n) => `[${n + 1}] (${citationOf(sourceOf(passage))})\n${passage.text}`);
  const output = await bedrock().send(
    new ConverseCommand({
      modelId,
      system: [{ text: INSTRUCTION }],
      messages: [
        { role: 'user', content: [{ text: `Passages:\n\n${context.join('\n\n')}\n\nQuestion: ${query}` }] },
      ],
      inferenceConfig: { maxTokens: 800, temperature: 0.2 },
    }),
  );
  const response = (output.output?.message?.content ?? [])
    .map((block) => block.text ?? '')
    .join('')
    .trim();
  if (!response) throw new Error(`The model answered no text (stop reason ${output.stopReason})`);
  if (refuses(response)) return NOT_IN_NOTES;
  const cited = best.filter((_, n) => response.includes(`[${n + 1}]`));
  return { response, sources: sourcesOf(cited.length > 0 ? cited : best) };
}
