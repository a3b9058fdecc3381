import { API_MESSAGES } from '#shared/constants/api-messages';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { HttpError } from '../lib/http';
import type * as rateLimit from '../lib/rate-limit';
import type { RateLimit } from '../lib/rate-limit';
import type * as mailOutbox from '../mail';
import type { AccountMailKind } from '../mail';
import { isTrustedClient } from './limits';

export interface LinkMailDeps {
  readonly limits: Pick<typeof rateLimit, 'countEvent'>;
  readonly outbox: Pick<typeof mailOutbox, 'enqueueMail'>;
}

/**
 * A visitor's request for a mailed link (a password reset, a confirmation sent again), the same
 * work for every email: the client's limit (trusted networks skip it), then the email's, then one
 * outbox item naming the email, which the mail worker turns into a link or nothing.
 */
export async function enqueueLinkMail(
  request: { readonly kind: AccountMailKind; readonly email: string; readonly siteOrigin: string },
  limits: { readonly perClient: RateLimit; readonly perEmail: RateLimit; readonly client: string },
  deps: LinkMailDeps,
): Promise<void> {
  if (!isTrustedClient(limits.client) && (await deps.limits.countEvent(limits.perClient, limits.client))) {
    throw new HttpError(429, API_MESSAGES.tooManyAttempts);
  }
  if (await deps.limits.countEvent(limits.perEmail, request.email)) {
    throw new HttpError(429, AUTH_MESSAGES.linkRecentlyAsked);
  }
  await deps.outbox.enqueueMail({ kind: request.kind, to: request.email, siteOrigin: request.siteOrigin });
}
