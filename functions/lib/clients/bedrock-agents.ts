import { BedrockAgentRuntimeClient } from '@aws-sdk/client-bedrock-agent-runtime';
import { once } from './once';

/* The reranker, in the models' region (GPT_MODEL_REGION), which may not be the stack's. */
export const bedrockAgents = once(
  () => new BedrockAgentRuntimeClient({ region: process.env.GPT_MODEL_REGION || undefined }),
);
