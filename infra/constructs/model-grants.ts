import { Aws, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { defaultModelFor, modelRegionProblem, parseModelId } from '../config/bedrock-models';
import type { AssistantSettings } from '../config/campus-config';
import { wildcardResourceFinding } from './nag-findings';

/*
 * The assistant's Bedrock grants (grant-resources.ts applies them from a function's resources):
 * each names exactly the models its function calls, in the models' region (decision 26).
 */

/* A foundation model's ARN in the models' region (campus:gptModelRegion, else the stack's). */
const foundationModelArn = (fn: LambdaFunction, assistant: AssistantSettings, modelId: string) =>
  Stack.of(fn).formatArn({
    service: 'bedrock',
    region: assistant.modelRegion ?? Stack.of(fn).region,
    account: '',
    resource: 'foundation-model',
    resourceName: modelId,
  });

/*
 * What every caller of the models reads: the provider, and with Bedrock the models' region and the
 * embeddings model's id. Answers that region, or undefined without Bedrock.
 */
function modelEnvironment(fn: LambdaFunction, assistant: AssistantSettings): string | undefined {
  fn.addEnvironment('GPT_PROVIDER', assistant.provider);
  if (assistant.provider !== 'bedrock') return undefined;
  const region = assistant.modelRegion ?? Stack.of(fn).region;
  fn.addEnvironment('GPT_MODEL_REGION', region);
  fn.addEnvironment('GPT_EMBEDDING_MODEL_ID', assistant.embeddingModelId);
  return region;
}

/* The embeddings model only (the ingest function's passages): invoking that one model. */
export function grantEmbeddings(fn: LambdaFunction, assistant: AssistantSettings): void {
  if (modelEnvironment(fn, assistant) === undefined) return;
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['bedrock:InvokeModel'],
      resources: [foundationModelArn(fn, assistant, assistant.embeddingModelId)],
    }),
  );
}

/**
 * The answer model too (the worker, which also embeds the question): InvokeModel (what Converse
 * needs) on that one model, or only through its inference profile.
 */
export function grantModel(fn: LambdaFunction, assistant: AssistantSettings): void {
  const region = modelEnvironment(fn, assistant);
  if (region === undefined) return;
  const modelId = assistant.modelId ?? defaultModelFor(region);
  const problem = modelRegionProblem(modelId, region);
  if (problem) throw new Error(`campus:gptModelId: ${problem}`);
  fn.addEnvironment('GPT_MODEL_ID', modelId);
  const model = (modelId: string) => foundationModelArn(fn, assistant, modelId);
  const { geography, model: profileModel } = parseModelId(modelId);
  const inAnyRegion = `arn:${Aws.PARTITION}:bedrock:*::foundation-model/${profileModel}`;
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['bedrock:InvokeModel'],
      // The answer's model (or profile), and the embeddings model of the semantic signal (decision 22).
      resources: [
        geography
          ? Stack.of(fn).formatArn({
              service: 'bedrock',
              region,
              resource: 'inference-profile',
              resourceName: modelId,
            })
          : model(modelId),
        model(assistant.embeddingModelId),
      ],
    }),
  );
  if (!geography) return;
  // A profile routes to its model in its geography's regions (a global one also names it without
  // a region): allowed only through this profile (decision 26).
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['bedrock:InvokeModel'],
      resources: [
        inAnyRegion,
        ...(geography === 'global'
          ? [`arn:${Aws.PARTITION}:bedrock:::foundation-model/${profileModel}`]
          : []),
      ],
      conditions: {
        StringEquals: {
          'bedrock:InferenceProfileArn': Stack.of(fn).formatArn({
            service: 'bedrock',
            region,
            resource: 'inference-profile',
            resourceName: modelId,
          }),
        },
      },
    }),
  );
  Validations.of(fn.role ?? fn).acknowledge({
    id: wildcardResourceFinding(fn, inAnyRegion),
    reason:
      'An inference profile routes each call to its model in one of its geography’s regions, chosen by Bedrock; the statement allows that model only when called through this one profile (the bedrock:InferenceProfileArn condition).',
  });
}

/**
 * With Bedrock and a reranker model: Rerank, and InvokeModel on that one model in the models'
 * region (the user guide's permissions for reranking; Cohere's also needs the account's
 * Marketplace subscription, a one-time step in docs/operations.md).
 */
export function grantReranker(fn: LambdaFunction, assistant: AssistantSettings): void {
  if (assistant.provider !== 'bedrock' || !assistant.rerankModelId) return;
  const modelArn = foundationModelArn(fn, assistant, assistant.rerankModelId);
  fn.addEnvironment('GPT_RERANK_MODEL_ARN', modelArn);
  fn.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:Rerank'], resources: ['*'] }));
  fn.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [modelArn] }));
  // Acknowledged for this role as a whole (cdk-nag names the finding by its resource only): the
  // worker's role holds no other "*" (tests/infra/assistant.test.ts checks its statements).
  Validations.of(fn.role ?? fn).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'bedrock:Rerank names no resource (the Bedrock user guide’s policy for reranking grants it on "*"); the one model it may run is limited by the InvokeModel statement on the configured reranker’s ARN.',
  });
}
