import type { Template } from 'aws-cdk-lib/assertions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCampusWith, campusSynth } from './synth';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

const BEDROCK = {
  'campus:gptProvider': 'bedrock',
  'campus:gptModelId': 'anthropic.claude-3-haiku-20240307-v1:0',
  'campus:gptModelRegion': 'eu-west-1',
};

const environmentOf = (api: Template, functionId: RegExp) => {
  const functions = Object.entries(api.findResources('AWS::Lambda::Function') as Resources);
  const found = functions.find(([id]) => functionId.test(id));
  if (!found) throw new Error(`no function matches ${functionId}`);
  return (found[1].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
};

/* Synthesizes with Bedrock in `region` and one more model setting. */
const bedrockIn = (region: string, setting: string, model: string) =>
  buildCampusWith({ 'campus:gptProvider': 'bedrock', 'campus:gptModelRegion': region, [setting]: model });

const modelPolicies = (api: Template) =>
  Object.entries(api.findResources('AWS::IAM::Policy') as Resources).filter(([, policy]) =>
    JSON.stringify(policy).includes('bedrock:'),
  );

describe('the Personalized GPT provider, a deploy setting', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is local by default: no model, and no permission to call one', () => {
    const { api } = campusSynth({});
    expect(environmentOf(api, /^gptWorkerFunction/).GPT_PROVIDER).toBe('local');
    expect(modelPolicies(api)).toEqual([]);
  });

  it('with Bedrock, lets only the worker and ingestion invoke only the configured models, in their region', () => {
    const { api, violations } = campusSynth(BEDROCK);
    expect(environmentOf(api, /^gptWorkerFunction/)).toMatchObject({
      GPT_PROVIDER: 'bedrock',
      GPT_MODEL_ID: BEDROCK['campus:gptModelId'],
      GPT_MODEL_REGION: 'eu-west-1',
      GPT_EMBEDDING_MODEL_ID: 'amazon.titan-embed-text-v2:0',
    });
    const policies = modelPolicies(api);
    expect(policies.map(([id]) => id).sort()).toEqual([
      expect.stringMatching(/^gptIngestFunction/),
      expect.stringMatching(/^gptWorkerFunction/),
    ]);
    const arn = (model: string) => ({
      'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:bedrock:eu-west-1::foundation-model/${model}`]],
    });
    // The worker asks the answer model and embeds the question; ingestion embeds passages only.
    const allowed: Record<string, unknown> = {
      gptWorkerFunction: [arn('anthropic.claude-3-haiku-20240307-v1:0'), arn('amazon.titan-embed-text-v2:0')],
      gptIngestFunction: arn('amazon.titan-embed-text-v2:0'),
    };
    for (const [id, policy] of policies) {
      const document = policy.Properties.PolicyDocument as {
        Statement: { Action: unknown; Resource: unknown }[];
      };
      const statements = document.Statement.filter((statement) =>
        JSON.stringify(statement.Action).includes('bedrock:'),
      );
      const fn = Object.keys(allowed).find((name) => id.startsWith(name)) ?? id;
      expect(statements).toEqual([
        expect.objectContaining({ Action: 'bedrock:InvokeModel', Resource: allowed[fn] }),
      ]);
    }
    expect(environmentOf(api, /^gptIngestFunction/).GPT_MODEL_ID).toBeUndefined();
    expect(violations).toEqual([]);
  });

  it('in Mumbai, answers through the APAC inference profile by default, granted only through that profile', () => {
    const { api, violations } = campusSynth({
      'campus:gptProvider': 'bedrock',
      'campus:gptModelRegion': 'ap-south-1',
    });
    expect(environmentOf(api, /^gptWorkerFunction/).GPT_MODEL_ID).toBe('apac.amazon.nova-lite-v1:0');
    const [, policy] = modelPolicies(api).find(([id]) => /^gptWorkerFunction/.test(id)) ?? [];
    const statements = JSON.stringify(policy?.Properties.PolicyDocument);
    expect(statements).toContain(':bedrock:ap-south-1:');
    expect(statements).toContain(':inference-profile/apac.amazon.nova-lite-v1:0');
    // The model itself, in whatever APAC region Bedrock routes to, only when asked through the profile.
    expect(statements).toContain(':bedrock:*::foundation-model/amazon.nova-lite-v1:0');
    expect(statements).toContain('bedrock:InferenceProfileArn');
    // Titan Text Embeddings V2, the default embeddings model, is served in Mumbai itself.
    expect(environmentOf(api, /^gptWorkerFunction/).GPT_EMBEDDING_MODEL_ID).toBe(
      'amazon.titan-embed-text-v2:0',
    );
    expect(statements).toContain(':bedrock:ap-south-1::foundation-model/amazon.titan-embed-text-v2:0');
    expect(violations).toEqual([]);
  });

  it('refuses a model that cannot run from the region, naming the one that can', () => {
    const answerIn = (region: string, model: string) => bedrockIn(region, 'campus:gptModelId', model);
    expect(() => answerIn('ap-south-1', 'amazon.nova-lite-v1:0')).toThrow(
      /not served in ap-south-1.*apac\.amazon\.nova-lite-v1:0/,
    );
    expect(() => answerIn('us-east-1', 'apac.amazon.nova-lite-v1:0')).toThrow(
      /cannot be called from us-east-1/,
    );
  });

  it('refuses an embeddings model Bedrock does not serve in the region, naming the setting to change', () => {
    // Titan Text Embeddings V2 is not served in Singapore, and no inference profile reaches it from there.
    const refusal =
      /^campus:gptEmbeddingModelId: amazon\.titan-embed-text-v2:0 is not served in ap-southeast-1 \(only .*ap-south-1.*\), and it has no cross-region inference profile to reach it from there; set campus:gptEmbeddingModelId to a model Bedrock serves in ap-southeast-1, or campus:gptModelRegion to one of those regions$/;
    expect(() =>
      buildCampusWith({ 'campus:gptProvider': 'bedrock', 'campus:gptModelRegion': 'ap-southeast-1' }),
    ).toThrow(refusal);
    // With no model region, the region deployed to is the one checked.
    vi.stubEnv('CDK_DEFAULT_REGION', 'ap-southeast-1');
    expect(() => buildCampusWith({ 'campus:gptProvider': 'bedrock' })).toThrow(refusal);
    // Embeddings are granted as a foundation model in the region: a profile id is refused, not denied later.
    expect(() =>
      buildCampusWith({ ...BEDROCK, 'campus:gptEmbeddingModelId': 'us.amazon.titan-embed-text-v2:0' }),
    ).toThrow(/is an inference profile; give a foundation model served in the region/);
  });

  it('lets the default embeddings model run from a region that serves it, Mumbai among them', () => {
    vi.stubEnv('CDK_DEFAULT_REGION', 'ap-south-1');
    vi.stubEnv('CDK_DEFAULT_ACCOUNT', '123456789012');
    expect(() => buildCampusWith({ 'campus:gptProvider': 'bedrock' })).not.toThrow();
    // With local, no model is called, so no region is refused, Singapore included.
    vi.stubEnv('CDK_DEFAULT_REGION', 'ap-southeast-1');
    expect(() => buildCampusWith({})).not.toThrow();
  });

  it('with a reranker, lets only the worker rerank, with that one model, in the models’ region', () => {
    const settings = {
      ...BEDROCK,
      'campus:gptModelRegion': 'eu-central-1',
      'campus:gptRerankModelId': 'cohere.rerank-v3-5:0',
    };
    const { api, violations } = campusSynth(settings);
    const rerankArn = {
      'Fn::Join': [
        '',
        ['arn:', { Ref: 'AWS::Partition' }, ':bedrock:eu-central-1::foundation-model/cohere.rerank-v3-5:0'],
      ],
    };
    expect(environmentOf(api, /^gptWorkerFunction/).GPT_RERANK_MODEL_ARN).toEqual(rerankArn);
    expect(environmentOf(api, /^gptIngestFunction/).GPT_RERANK_MODEL_ARN).toBeUndefined();
    const statementsOf = (functionId: RegExp) => {
      const found = modelPolicies(api).find(([id]) => functionId.test(id));
      if (!found) throw new Error(`no model policy for ${functionId}`);
      return (found[1].Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] })
        .Statement;
    };
    expect(statementsOf(/^gptWorkerFunction/)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Action: 'bedrock:Rerank', Resource: '*' }),
        expect.objectContaining({ Action: 'bedrock:InvokeModel', Resource: rerankArn }),
      ]),
    );
    // Rerank's "*" is the worker's only one, so its role-wide acknowledgement hides nothing else.
    const everything = (resource: unknown) =>
      resource === '*' || (Array.isArray(resource) && resource.includes('*'));
    expect(statementsOf(/^gptWorkerFunction/).filter((statement) => everything(statement.Resource))).toEqual([
      expect.objectContaining({ Action: 'bedrock:Rerank' }),
    ]);
    expect(JSON.stringify(statementsOf(/^gptIngestFunction/))).not.toMatch(/Rerank|rerank/);
    // The Rerank action's "*" is acknowledged with its reason, so cdk-nag finds nothing unexplained.
    expect(violations).toEqual([]);
    // With the local provider no model is called, so nothing is granted for reranking.
    const local = campusSynth({ 'campus:gptRerankModelId': 'cohere.rerank-v3-5:0' });
    expect(environmentOf(local.api, /^gptWorkerFunction/).GPT_RERANK_MODEL_ARN).toBeUndefined();
    expect(modelPolicies(local.api)).toEqual([]);
  });

  it('refuses a reranker Bedrock does not serve in the region, Mumbai among them', () => {
    const rerankIn = (region: string, model: string) => bedrockIn(region, 'campus:gptRerankModelId', model);
    expect(() => rerankIn('ap-south-1', 'cohere.rerank-v3-5:0')).toThrow(
      /^campus:gptRerankModelId: cohere\.rerank-v3-5:0 is not served in ap-south-1 \(only .*ap-northeast-1.*\), and it has no cross-region inference profile/,
    );
    // Reranking is optional, so leaving the setting out is named as a fix too.
    expect(() => rerankIn('ap-south-1', 'cohere.rerank-v3-5:0')).toThrow(
      /or leave campus:gptRerankModelId unset$/,
    );
    expect(() => rerankIn('us-east-1', 'amazon.rerank-v1:0')).toThrow(/not served in us-east-1/);
    expect(() => rerankIn('us-east-1', 'amazon.nova-lite-v1:0')).toThrow(
      /must be one of Bedrock's reranker models \(cohere\.rerank-v3-5:0, amazon\.rerank-v1:0\)/,
    );
    expect(() => rerankIn('us-west-2', 'us.cohere.rerank-v3-5:0')).toThrow(/is an inference profile/);
    expect(() => rerankIn('us-west-2', 'rerank please')).toThrow(/must be a Bedrock model id/);
  });

  it('refuses a setting that is not a provider, a model id or a region', () => {
    expect(() => buildCampusWith({ 'campus:gptProvider': 'openai' })).toThrow(/local or bedrock/);
    expect(() => buildCampusWith({ ...BEDROCK, 'campus:gptModelId': 'arn:aws:bedrock:*' })).toThrow(
      /model id/,
    );
    expect(() => buildCampusWith({ ...BEDROCK, 'campus:gptModelRegion': 'mars' })).toThrow(/region/);
  });
});
