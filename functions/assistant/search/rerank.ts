import { RerankCommand } from '@aws-sdk/client-bedrock-agent-runtime';
import { bedrockAgents } from '../../lib/clients/bedrock-agents';

/** A candidate's place in the list it was given, and how relevant the reranker judged it. */
export interface Reranked {
  readonly index: number;
  readonly score: number;
}

/**
 * A model that reads the question and each candidate passage together (a cross-encoder) and
 * orders them by relevance: it sees that "cancel out a commit" is what `git revert` does, where
 * word matching and word vectors cannot (decision 22).
 */
export interface Reranker {
  /** The candidates judged, most relevant first. */
  rerank(query: string, documents: readonly string[]): Promise<Reranked[]>;
}

/**
 * Bedrock's Rerank API (Agents for Amazon Bedrock runtime) with one reranker model, named by its
 * ARN in the models' region (Amazon Rerank 1.0 or Cohere Rerank 3.5). Throttling surfaces as
 * ThrottlingException, which the worker waits out as it does the answer model's.
 */
export function bedrockReranker(modelArn: string): Reranker {
  return {
    async rerank(query, documents) {
      if (documents.length === 0) return [];
      const output = await bedrockAgents().send(
        new RerankCommand({
          queries: [{ type: 'TEXT', textQuery: { text: query } }],
          sources: documents.map((text) => ({
            type: 'INLINE',
            inlineDocumentSource: { type: 'TEXT', textDocument: { text } },
          })),
          rerankingConfiguration: {
            type: 'BEDROCK_RERANKING_MODEL',
            bedrockRerankingConfiguration: {
              modelConfiguration: { modelArn },
              numberOfResults: documents.length,
            },
          },
        }),
      );
      return (output.results ?? []).flatMap((result) =>
        result.index === undefined ? [] : [{ index: result.index, score: result.relevanceScore ?? 0 }],
      );
    },
  };
}

/** The reranker this deploy uses: Bedrock's, when one is configured (campus:gptRerankModelId); else none. */
export function configuredReranker(): Reranker | undefined {
  const modelArn = process.env.GPT_RERANK_MODEL_ARN;
  return process.env.GPT_PROVIDER === 'bedrock' && modelArn ? bedrockReranker(modelArn) : undefined;
}
