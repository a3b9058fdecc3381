import type { App } from 'aws-cdk-lib';
import type { Node } from 'constructs';
import { parseTrustedNetworks } from '../../functions/lib/client-address';
import { modelRegionProblem, parseModelId, RERANK_MODELS } from './bedrock-models';

/** Deploy-time settings, given as CDK context: `cdk deploy -c campus:collegeMailAddress=...`. */
export interface CampusConfig {
  /** Where contact-form messages are delivered. */
  readonly collegeMailAddress: string;
  /** The SES-verified address (or an address at a verified domain) the site sends from. */
  readonly mailFromAddress: string;
  /** Raise it (2, 3, …) to give CloudFront the value last put into the origin secret (docs/operations.md). */
  readonly originSecretGeneration: number;
  /** Who answers Personalized GPT questions. */
  readonly assistant: AssistantSettings;
  /** The email domains that may sign up as Student or Faculty; empty lets any domain. */
  readonly signupEmailDomains: readonly string[];
  /** The college's own networks (CIDRs), counted per account only; see trustedNetworks. */
  readonly trustedNetworks: readonly string[];
}

/**
 * `local` quotes the best passages (no model, no cost); `bedrock` asks one Bedrock model, by its
 * foundation-model id, in its region (the stack's own when not given).
 */
export interface AssistantSettings {
  readonly provider: 'local' | 'bedrock';
  /** A foundation model or a cross-region inference profile; by region when not given (bedrock-models.ts). */
  readonly modelId?: string;
  readonly modelRegion?: string;
  /** The embeddings model of the semantic signal (decision 22), in the same region. */
  readonly embeddingModelId: string;
  /** A reranker model for the best passages (decision 22), in the same region; none by default. */
  readonly rerankModelId?: string;
}

const DEFAULT_EMBEDDING_MODEL_ID = 'amazon.titan-embed-text-v2:0';

function assistantSettings(app: App): AssistantSettings {
  const provider: unknown = app.node.tryGetContext('campus:gptProvider') ?? 'local';
  if (provider !== 'local' && provider !== 'bedrock') {
    throw new Error(`campus:gptProvider must be local or bedrock, not ${JSON.stringify(provider)}`);
  }
  const modelId: unknown = app.node.tryGetContext('campus:gptModelId');
  // A model id (amazon.nova-lite-v1:0) or an inference profile's (apac.amazon.nova-lite-v1:0).
  if (
    modelId !== undefined &&
    (typeof modelId !== 'string' || !/^[a-z0-9-]+\.[A-Za-z0-9.:-]+$/.test(modelId))
  ) {
    throw new Error(`campus:gptModelId must be a Bedrock model id, not ${JSON.stringify(modelId)}`);
  }
  const modelRegion: unknown = app.node.tryGetContext('campus:gptModelRegion');
  if (
    modelRegion !== undefined &&
    (typeof modelRegion !== 'string' || !/^[a-z]{2}(-[a-z]+)+-\d$/.test(modelRegion))
  ) {
    throw new Error(`campus:gptModelRegion must be an AWS region, not ${JSON.stringify(modelRegion)}`);
  }
  // Embedded and reranked in the answer model's region: campus:gptModelRegion, else the stack's
  // (campus.ts takes it from CDK_DEFAULT_REGION). The answer model itself is checked where it is
  // granted (grant-resources.ts); an unknown region is not checked.
  const region = modelRegion ?? process.env.CDK_DEFAULT_REGION;
  const bedrock = provider === 'bedrock' ? { region } : undefined;
  const embeddingModelId =
    inRegionModel(
      app,
      'campus:gptEmbeddingModelId',
      'the embeddings are',
      DEFAULT_EMBEDDING_MODEL_ID,
      bedrock,
    ) ?? DEFAULT_EMBEDDING_MODEL_ID;
  const rerankModelId = inRegionModel(app, 'campus:gptRerankModelId', 'the reranker is', undefined, bedrock);
  // Rerank runs only reranker models; another model id would fail every question's reranking.
  if (rerankModelId !== undefined && !RERANK_MODELS.includes(rerankModelId)) {
    throw new Error(
      `campus:gptRerankModelId must be one of Bedrock's reranker models (${RERANK_MODELS.join(', ')}), not ${rerankModelId}`,
    );
  }
  return { provider, modelId, modelRegion, embeddingModelId, ...(rerankModelId ? { rerankModelId } : {}) };
}

/*
 * A model called in-region as a foundation model (the embeddings, the reranker): a Bedrock model
 * id, not a profile (it is granted as a foundation model in the region, so a profile id would be
 * denied), and served in the region when it is known. Only checked when Bedrock is called.
 */
function inRegionModel(
  app: App,
  setting: string,
  what: string,
  fallback: string | undefined,
  bedrock: { region: string | undefined } | undefined,
): string | undefined {
  const value: unknown = app.node.tryGetContext(setting) ?? fallback;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[a-z0-9-]+\.[A-Za-z0-9.:-]+$/.test(value)) {
    throw new Error(`${setting} must be a Bedrock model id, not ${JSON.stringify(value)}`);
  }
  if (!bedrock) return value;
  if (parseModelId(value).geography) {
    throw new Error(
      `${setting}: ${value} is an inference profile; give a foundation model served in the region (${what} called in-region)`,
    );
  }
  const problem = modelRegionProblem(value, bedrock.region, setting);
  // A setting with no default is optional: leaving it out is a fix too.
  if (problem) throw new Error(`${setting}: ${problem}${fallback ? '' : `; or leave ${setting} unset`}`);
  return value;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `campus:signupEmailDomains=college.edu,students.college.edu`: exact domains, no wildcards. */
function signupEmailDomains(app: App): readonly string[] {
  const value: unknown = app.node.tryGetContext('campus:signupEmailDomains');
  if (value === undefined) return [];
  const domains =
    typeof value === 'string' ? value.split(',').map((domain) => domain.trim().toLowerCase()) : [];
  if (domains.length === 0 || !domains.every((domain) => DOMAIN.test(domain))) {
    throw new Error(
      `campus:signupEmailDomains must be email domains separated by commas (college.edu,students.college.edu), not ${JSON.stringify(value)}`,
    );
  }
  return [...new Set(domains)];
}

/**
 * `campus:trustedNetworks=203.0.113.0/24,2001:db8:a::/48`: the networks a campus reaches the site
 * from (its NAT addresses), whose visitors are counted per account only. No per-address limit on
 * login failures, sign-ups or reset mails applies to them, and the WAF rate rule skips them. Read
 * from any construct's node, so the web ACL and the stacks see the same list.
 */
export function trustedNetworks(node: Node): readonly string[] {
  const value: unknown = node.tryGetContext('campus:trustedNetworks');
  if (value === undefined) return [];
  const problem = (why: string) =>
    new Error(
      `campus:trustedNetworks must be CIDRs separated by commas (203.0.113.0/24,2001:db8:a::/48), not ${JSON.stringify(value)}: ${why}`,
    );
  if (typeof value !== 'string') throw problem('not text');
  try {
    const networks = parseTrustedNetworks(value);
    if (networks.length === 0) throw new Error('no network named');
    return networks;
  } catch (error) {
    throw problem(error instanceof Error ? error.message : String(error));
  }
}

const DEFAULTS: Pick<CampusConfig, 'collegeMailAddress' | 'mailFromAddress'> = {
  collegeMailAddress: 'office@example.edu',
  mailFromAddress: 'no-reply@example.edu',
};

export function campusConfig(app: App): CampusConfig {
  const read = (key: keyof typeof DEFAULTS): string => {
    const value: unknown = app.node.tryGetContext(`campus:${key}`);
    if (value === undefined) return DEFAULTS[key];
    if (typeof value !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      throw new Error(`campus:${key} must be an email address, not ${JSON.stringify(value)}`);
    }
    return value;
  };
  const generation: unknown = app.node.tryGetContext('campus:originSecretGeneration') ?? 1;
  if (!Number.isInteger(Number(generation)) || Number(generation) < 1) {
    throw new Error(
      `campus:originSecretGeneration must be a whole number from 1, not ${JSON.stringify(generation)}`,
    );
  }
  return {
    collegeMailAddress: read('collegeMailAddress'),
    mailFromAddress: read('mailFromAddress'),
    originSecretGeneration: Number(generation),
    assistant: assistantSettings(app),
    signupEmailDomains: signupEmailDomains(app),
    trustedNetworks: trustedNetworks(app.node),
  };
}
