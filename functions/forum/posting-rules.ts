import { ALUMNI_POSTS_PER_DAY, FORUM_MESSAGES } from '#shared/constants/forum-messages';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type * as rateLimit from '../lib/rate-limit';
import type { RateLimit } from '../lib/rate-limit';
import type * as authors from './authors';

/*
 * Posts an Alumni account may publish in a day (a UTC day: the counter's window). The forum is the
 * public blog of alumni news and events: an alumnus posts a few times a month, a busy one an event
 * and a correction in a day. Five a day leaves every real use room, while an account made to
 * spam puts at most five posts a day on the public blog, however many it sends at once (decision 16).
 */
export const POSTS_PER_DAY: RateLimit = {
  name: 'forum-post:account',
  limit: ALUMNI_POSTS_PER_DAY,
  windowSeconds: 24 * 60 * 60,
};

export interface PostingRulesDeps {
  readonly authors: Pick<typeof authors, 'hasConfirmedEmail'>;
  readonly limits: Pick<typeof rateLimit, 'takeAttempt' | 'returnAttempt'>;
}

/**
 * Checks that the author may publish one more post, and takes that post from the day's allowance
 * in one conditional write before anything is stored, so parallel posts cannot pass the limit.
 * Answers what gives the post back when storing it fails after all.
 */
export async function takePostAllowance(
  caller: Caller,
  deps: PostingRulesDeps,
): Promise<() => Promise<void>> {
  // Self-sign-ups confirm their email before logging in; this also holds for any other way in.
  if (!(await deps.authors.hasConfirmedEmail(caller))) {
    throw new HttpError(403, FORUM_MESSAGES.confirmEmailToPost);
  }
  if (!(await deps.limits.takeAttempt(POSTS_PER_DAY, caller.userId))) {
    throw new HttpError(429, FORUM_MESSAGES.tooManyPostsToday);
  }
  return () => deps.limits.returnAttempt(POSTS_PER_DAY, caller.userId);
}
