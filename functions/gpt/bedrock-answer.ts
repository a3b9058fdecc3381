import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { citationOf } from '../../shared/schemas/gpt';
import { type Answer, NOT_IN_NOTES, sourceOf, sourcesOf } from './answer';
import type { Ranking } from './search/rank';

const INSTRUCTION = [
  "You answer a college student's question using only the numbered passages from their notes.",
  'Cite each passage you use by its number in square brackets, like [2].',
  'If the passages do not answer the question, say so plainly and do not guess.',
  'Answer in plain text, briefly.',
].join(' ');

let client: BedrockRuntimeClient | undefined;

/**
 * The Bedrock provider: the best passages go to the configured model through the Converse API with
 * an instruction to cite them; the sources are the passages the answer cites (all given, if it
 * cites none by number). The model id and its region are deploy settings (GPT_MODEL_ID,
 * GPT_MODEL_REGION); the endpoint is the SDK's own, or AWS_ENDPOINT_URL_BEDROCK_RUNTIME.
 */
export async function bedrockAnswer(query: string, ranking: Ranking): Promise<Answer> {
  const modelId = process.env.GPT_MODEL_ID;
  if (!modelId) throw new Error('GPT_MODEL_ID is not set');
  // Not covered: the model is not asked, so it cannot guess from passages that do not answer.
  const best = ranking.passages;
  if (!ranking.covered || best.length === 0) return NOT_IN_NOTES;
  client ??= new BedrockRuntimeClient({ region: process.env.GPT_MODEL_REGION || undefined });
  const context = best.map((passage, n) => `[${n + 1}] (${citationOf(sourceOf(passage))})\n${passage.text}`);
  const output = await client.send(
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
  const cited = best.filter((_, n) => response.includes(`[${n + 1}]`));
  return { response, sources: sourcesOf(cited.length > 0 ? cited : best) };
}
