import type { App } from 'aws-cdk-lib';

/** Deploy parameters of the site's transport: the origin secret's rotation and HSTS (docs/operations.md). */
export interface TransportConfig {
  /**
   * `campus:hstsPreload=true` adds `includeSubDomains; preload` to HSTS. Off by default: on a
   * college's apex domain it would bind every subdomain to HTTPS, for as long as browsers keep it.
   */
  readonly hstsPreload: boolean;
  /**
   * `campus:retiredOriginSecretGeneration=N`: a deploy made before the origin secret was rotated in
   * place, at generation N ≥ 2 (the secret `OriginSecretN`), keeps that secret and its export for
   * one more deploy while the other stacks move to `OriginSecret` (docs/operations.md, “Rotate the origin secret”).
   */
  readonly retiredOriginSecretGeneration?: number;
}

export function transportConfig(app: App): TransportConfig {
  const preload: unknown = app.node.tryGetContext('campus:hstsPreload') ?? 'false';
  if (preload !== true && preload !== false && preload !== 'true' && preload !== 'false') {
    throw new Error(`campus:hstsPreload must be true or false, not ${JSON.stringify(preload)}`);
  }
  const retired: unknown = app.node.tryGetContext('campus:retiredOriginSecretGeneration');
  const generation = retired === undefined ? undefined : Number(retired);
  if (generation !== undefined && (!Number.isInteger(generation) || generation < 2)) {
    throw new Error(
      `campus:retiredOriginSecretGeneration must be the whole number (2 or more) an earlier deploy used, not ${JSON.stringify(retired)}`,
    );
  }
  return { hstsPreload: preload === true || preload === 'true', retiredOriginSecretGeneration: generation };
}

/**
 * The Secrets Manager version a generation's value is put under (`put-secret-value
 * --client-request-token`, 32 to 64 characters). CloudFront's header names it from generation 2
 * on, so raising the generation changes the dynamic reference itself, the one change that makes
 * CloudFormation read the secret again; generation 1 is the value the secret was created with.
 */
export const originSecretVersionId = (generation: number) =>
  generation === 1 ? undefined : `campus-origin-secret-generation-${generation}`;
