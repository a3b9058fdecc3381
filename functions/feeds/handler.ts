import { feedsRoutes } from '#shared/api/routes/feeds';
import { feedPath } from '#shared/schemas/feeds';
import { sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { HttpError, reply } from '../lib/http';
import { calendarFeed } from './feed';
import { feedOf, replaceToken } from './repository';

export const FEED_MESSAGES = {
  made: 'Your calendar address is ready. Copy it now: it is shown only once.',
  busy: 'Your calendar address was changed at the same moment. Please try again.',
} as const;

export const handler = createGroupHandler(
  feedsRoutes,
  {
    feedStatus: async ({ caller }) => {
      const feed = await feedOf(caller.userId);
      return feed ? { made: true, madeAt: feed.madeAt } : { made: false };
    },
    makeFeed: async ({ caller }) => {
      const made = await replaceToken(caller.userId);
      if (!made) throw new HttpError(409, FEED_MESSAGES.busy);
      return { msg: FEED_MESSAGES.made, path: feedPath(made.token), madeAt: made.madeAt };
    },
    calendarFeed: async ({ pathParameters }) =>
      reply(200, await calendarFeed(pathParameters.token), 'text/calendar; charset=utf-8'),
  },
  { sessions },
);
