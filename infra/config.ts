import type { App } from 'aws-cdk-lib';

/** Deploy-time settings, given as CDK context: `cdk deploy -c campus:collegeMailAddress=...`. */
export interface CampusConfig {
  /** Where contact-form messages are delivered. */
  readonly collegeMailAddress: string;
  /** The SES-verified address (or an address at a verified domain) the site sends from. */
  readonly mailFromAddress: string;
  /** Raise it (2, 3, …) to replace the secret CloudFront sends the API. */
  readonly originSecretGeneration: number;
}

const DEFAULTS: Omit<CampusConfig, 'originSecretGeneration'> = {
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
  };
}
