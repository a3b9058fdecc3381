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
 */
const IN_REGION: Record<string, readonly string[]> = {
  'amazon.nova-lite-v1:0': ['us-east-1'],
  'amazon.nova-micro-v1:0': ['us-east-1'],
  'amazon.nova-pro-v1:0': ['us-east-1'],
};

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
 * region is not known at synth). Synth refuses the deploy with the sentence, which names the fix.
 */
export function modelRegionProblem(modelId: string, region: string | undefined): string | undefined {
  if (!region || region.startsWith('${')) return undefined;
  const { geography, model } = parseModelId(modelId);
  if (geography) {
    return GEOGRAPHIES[geography]?.(region)
      ? undefined
      : `the inference profile ${modelId} cannot be called from ${region}; use the profile of ${region}'s geography (e.g. ${defaultModelFor(region)})`;
  }
  const served = IN_REGION[model];
  return !served || served.includes(region)
    ? undefined
    : `${modelId} is not served in ${region} (only ${served.join(', ')}); use ${defaultModelFor(region)}, its inference profile for ${region}`;
}
