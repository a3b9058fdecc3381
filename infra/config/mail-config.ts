import type { App } from 'aws-cdk-lib';

/**
 * How the site's mail leaves SES, given as CDK context (docs/operations.md, Mail):
 * - `campus:mailIdentity`: the verified SES identity the From address sends through, a domain or
 *   the address itself; by default the From address's domain.
 * - `campus:createMailIdentity=true`: CampusMail creates that domain identity with Easy DKIM and a
 *   custom MAIL FROM domain (`campus:mailFromDomain`, by default `mail.<domain>`), whose DNS
 *   records the college then publishes; without it the identity must exist already.
 * - `campus:mailSandbox=true`: while the account's SES is in its sandbox, SES authorizes a send on
 *   the recipient's verified identity too, so the send grant also covers the account's identities
 *   (docs/operations.md, Mail, step 5); drop it once production access is granted.
 */
export interface MailConfig {
  readonly identity: string;
  readonly createIdentity: boolean;
  /** The custom MAIL FROM domain (SPF aligned with the From domain) when CampusMail creates the identity. */
  readonly mailFromDomain?: string;
  /** SES is still in its sandbox: sends are authorized on the recipients' identities as well. */
  readonly sandbox: boolean;
}

/** `campus:mailSandbox`: true or false, false when left out. */
export function mailSandbox(app: App): boolean {
  const value = app.node.tryGetContext('campus:mailSandbox') ?? 'false';
  if (value !== 'true' && value !== 'false' && value !== true && value !== false) {
    throw new Error(`campus:mailSandbox must be true or false, not ${JSON.stringify(value)}`);
  }
  return value === true || value === 'true';
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function mailConfig(app: App, mailFromAddress: string): MailConfig {
  const context = (key: string): unknown => app.node.tryGetContext(`campus:${key}`);
  const fromDomain = (mailFromAddress.split('@')[1] ?? '').toLowerCase();
  const identityValue = context('mailIdentity') ?? fromDomain;
  const identity = typeof identityValue === 'string' ? identityValue.trim().toLowerCase() : '';
  const isDomain = DOMAIN.test(identity);
  if (!isDomain && !ADDRESS.test(identity)) {
    throw new Error(
      `campus:mailIdentity must be a domain or an email address verified in SES, not ${JSON.stringify(identityValue)}`,
    );
  }
  // SES sends as the From address only through its own identity or its domain's.
  if (identity !== mailFromAddress.toLowerCase() && identity !== fromDomain) {
    throw new Error(
      `campus:mailIdentity (${identity}) must be the From address (${mailFromAddress}) or its domain (${fromDomain})`,
    );
  }
  const create = context('createMailIdentity') ?? 'false';
  if (create !== 'true' && create !== 'false' && create !== true && create !== false) {
    throw new Error(`campus:createMailIdentity must be true or false, not ${JSON.stringify(create)}`);
  }
  const createIdentity = create === 'true' || create === true;
  if (createIdentity && !isDomain) {
    throw new Error(
      'campus:createMailIdentity makes a domain identity: campus:mailIdentity must be a domain',
    );
  }
  if (!createIdentity) {
    if (context('mailFromDomain') !== undefined) {
      throw new Error(
        'campus:mailFromDomain is set on the identity CampusMail creates (campus:createMailIdentity=true)',
      );
    }
    return { identity, createIdentity, sandbox: mailSandbox(app) };
  }
  const mailFrom = context('mailFromDomain') ?? `mail.${identity}`;
  if (typeof mailFrom !== 'string' || !DOMAIN.test(mailFrom) || !mailFrom.endsWith(`.${identity}`)) {
    throw new Error(
      `campus:mailFromDomain must be a subdomain of ${identity} (mail.${identity}), not ${JSON.stringify(mailFrom)}`,
    );
  }
  return { identity, createIdentity, mailFromDomain: mailFrom, sandbox: mailSandbox(app) };
}
