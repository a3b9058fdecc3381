import type * as mail from '../lib/mail';
import { DelayedRetry } from '../lib/retry-after';
import { isThrottling } from '../lib/throttling';
import { type ComposeDeps, composeMail } from './compose';
import type { OutboxItem } from './outbox';
import { claimMail, releaseMail, type Settled, settleMail } from './outbox-items';

export interface DeliverDeps extends ComposeDeps {
  readonly mail: Pick<typeof mail, 'sendMail'>;
  /** Told of each mail given up on: the metric an alarm watches (worker-handler.ts). */
  readonly onGaveUp: (item: OutboxItem) => void;
}

/* Tries SES refused or failed before a mail is given up on: about 10 minutes of waits (below). */
export const MAX_FAILURES = 6;

/** The wait before the next try: 20 s, doubling, at most 15 minutes. */
export const retryDelaySeconds = (tries: number) => Math.min(900, 20 * 2 ** Math.max(0, tries - 1));

/** Thrown for a try to be made again after `delaySeconds` (the worker sets the message's visibility). */
export class RetryLater extends DelayedRetry {
  constructor(delaySeconds: number, cause: unknown) {
    super(delaySeconds, 'The account mail will be tried again', { cause });
    this.name = 'RetryLater';
  }
}

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Sends one stored mail, at most once: a delivery finds it claimed or settled and does nothing
 * (a claim is taken only from pending, or from a worker that died). A failed try gives the claim
 * back and throws RetryLater; the MAX_FAILURES-th failure settles it `failed` instead.
 */
export async function deliverMail(mailId: string, deps: DeliverDeps): Promise<Settled | 'untouched'> {
  const claimed = await claimMail(mailId);
  if (!claimed) return 'untouched';
  const { lease, item } = claimed;
  try {
    const composed = await composeMail(item, deps);
    if (!composed) {
      await settleMail(lease, 'skipped');
      return 'skipped';
    }
    await deps.mail.sendMail(composed.to, composed.mail);
  } catch (error) {
    const throttled = isThrottling(error);
    const failures = (item.failures ?? 0) + (throttled ? 0 : 1);
    if (!throttled && failures >= MAX_FAILURES) {
      if (await settleMail(lease, 'failed', describe(error))) deps.onGaveUp(item);
      return 'failed';
    }
    await releaseMail(lease, !throttled, describe(error));
    // Throttled mails spread out (jitter) so they do not all come back in the same second.
    const delay = throttled
      ? Math.round(retryDelaySeconds(item.attempts) * (0.75 + Math.random() / 2))
      : retryDelaySeconds(failures);
    throw new RetryLater(Math.min(900, delay), error);
  }
  await settleMail(lease, 'sent');
  return 'sent';
}
