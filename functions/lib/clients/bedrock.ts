import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { once } from './once';

/* The models live in a region of their own (GPT_MODEL_REGION), which may not be the stack's. */
export const bedrock = once(
  () => new BedrockRuntimeClient({ region: process.env.GPT_MODEL_REGION || undefined }),
);
