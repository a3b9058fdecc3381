/**
 * Where the assistant's Bedrock models may run (decision 26). A model id is either a foundation
 * model served in the region it is called in (`amazon.nova-lite-v1:0`) or a cross-region
 * inference profile (`apac.amazon.nova-lite-v1:0`), called in a source region of its geography
 * and routed by Bedrock to one of that geography's destination regions.
 */

/* A profile's prefix, and the source regions it may be called from (the region's prefix). */
const GEOGRAPHIES: Record<string, (region: string) => boolean> = {
  us: (region) => region.startsWith('us-') && !region.startsWith('us-gov-'),
  eu: (region) => region.startsWith('eu-'),
  apac: (region) => region.startsWith('ap-'),
  jp: (region) => region === 'ap-northeast-1' || region === 'ap-northeast-3',
  au: (region) => region === 'ap-southeast-2' || region === 'ap-southeast-4',
  ca: (region) => region.startsWith('ca-'),
  'us-gov': (region) => region.startsWith('us-gov-'),
  // Any commercial region is a source of a global profile.
  global: (region) => !region.startsWith('us-gov-') && !region.startsWith('cn-'),
};

/*
 * Regions where these foundation models are served in-region (on-demand), from Bedrock's model
 * pages as of 2026; a model not listed here is not checked. Nova Lite is served in-region only in
 * us-east-1: elsewhere it runs through its geography's profile.
 *
 * Titan Text Embeddings V2 (the assistant's default embeddings model, decision 22): the
 * "Single-region model support" column of the Bedrock User Guide's "Supported models and Regions
 * for Amazon Bedrock knowledge bases", vector embeddings table
 * (https://docs.aws.amazon.com/bedrock/latest/userguide/knowledge-base-supported.html). Not in
 * ap-southeast-1 (Singapore), us-west-1 or ap-southeast-3, for instance.
 */
const IN_REGION: Record<string, readonly string[]> = {
  'amazon.nova-lite-v1:0': ['us-east-1'],
  'amazon.nova-micro-v1:0': ['us-east-1'],
  'amazon.nova-pro-v1:0': ['us-east-1'],
  /*
   * The rerankers (decision 22): the user guide's "Supported Regions and models for reranking in
   * Amazon Bedrock" (https://docs.aws.amazon.com/bedrock/latest/userguide/rerank-supported.html),
   * single-region support only. Neither is served in Mumbai (ap-south-1).
   */
  'amazon.rerank-v1:0': ['ap-northeast-1', 'ca-central-1', 'eu-central-1', 'us-west-2'],
  'cohere.rerank-v3-5:0': ['ap-northeast-1', 'ca-central-1', 'eu-central-1', 'us-east-1', 'us-west-2'],
  'amazon.titan-embed-text-v2:0': [
    'us-east-1',
    'us-east-2',
    'us-west-2',
    'us-gov-east-1',
    'us-gov-west-1',
    'ca-central-1',
    'sa-east-1',
    'ap-northeast-1',
    'ap-northeast-2',
    'ap-northeast-3',
    'ap-south-1',
    'ap-south-2',
    'ap-southeast-2',
    'eu-central-1',
    'eu-central-2',
    'eu-north-1',
    'eu-south-1',
    'eu-south-2',
    'eu-west-1',
    'eu-west-2',
    'eu-west-3',
  ],
};

/** The models Bedrock's Rerank API runs (the reranking pages above). */
export const RERANK_MODELS: readonly string[] = ['cohere.rerank-v3-5:0', 'amazon.rerank-v1:0'];

/*
 * Foundation models of IN_REGION with no cross-region inference profile to call them through: the
 * pages above give Titan Text Embeddings V2 and the rerankers single-region support only, and no
 * profile of them was found in Bedrock's pages. Outside their regions they cannot run at all, so
 * the fix named is another model (or another region), never a profile.
 */
const NO_PROFILE: ReadonlySet<string> = new Set(['amazon.titan-embed-text-v2:0', ...RERANK_MODELS]);

/** The model the assistant answers with by default: Nova Lite, in-region or through the region's geography. */
export function defaultModelFor(region: string): string {
  const base = 'amazon.nova-lite-v1:0';
  if (IN_REGION[base]?.includes(region)) return base;
  const geography = ['us', 'eu', 'apac'].find((prefix) => GEOGRAPHIES[prefix]?.(region));
  return geography ? `${geography}.${base}` : base;
}

/** A model id split into its profile's geography (if it is a profile) and its foundation model. */
export function parseModelId(modelId: string): { geography?: string; model: string } {
  const dot = modelId.indexOf('.');
  const prefix = modelId.slice(0, dot);
  return dot > 0 && prefix in GEOGRAPHIES
    ? { geography: prefix, model: modelId.slice(dot + 1) }
    : { model: modelId };
}

/**
 * Why this model cannot run when called from this region, or undefined when it can (or when the
 * region is not known at synth). Synth refuses the deploy with the sentence, which names the fix;
 * `setting` is the context key that chose the model.
 */
export function modelRegionProblem(
  modelId: string,
  region: string | undefined,
  setting = 'campus:gptModelId',
): string | undefined {
  if (!region || region.startsWith('${')) return undefined;
  const { geography, model } = parseModelId(modelId);
  if (geography) {
    return GEOGRAPHIES[geography]?.(region)
      ? undefined
      : `the inference profile ${modelId} cannot be called from ${region}; use the profile of ${region}'s geography (e.g. ${defaultModelFor(region)})`;
  }
  const served = IN_REGION[model];
  if (!served || served.includes(region)) return undefined;
  const notServed = `${modelId} is not served in ${region} (only ${served.join(', ')})`;
  return NO_PROFILE.has(model)
    ? `${notServed}, and it has no cross-region inference profile to reach it from there; set ${setting} to a model Bedrock serves in ${region}, or campus:gptModelRegion to one of those regions`
    : `${notServed}; use ${defaultModelFor(region)}, its inference profile for ${region}`;
}
