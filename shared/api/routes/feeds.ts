import { feedMadeSchema, feedParamsSchema, feedStatusSchema, feedTextSchema } from '../../schemas/feeds';
import { defineGroup, PUBLIC, SIGNED_IN } from '../define';

/*
 * Private calendar feeds (decision 52): each signed-in user's own address, holding a random token
 * that a calendar app fetches without a session; making a new one ends the old at once.
 */
export const feedsRoutes = defineGroup('feeds', {
  feedStatus: {
    method: 'GET',
    path: '/api/feeds/mine',
    access: SIGNED_IN,
    readOnly: true,
    response: feedStatusSchema,
  },
  makeFeed: {
    method: 'POST',
    path: '/api/feeds/mine',
    access: SIGNED_IN,
    response: feedMadeSchema,
  },
  // Public: the token in the path is the credential; rate-limited per token.
  calendarFeed: {
    method: 'GET',
    path: '/api/feeds/{token}/calendar.ics',
    access: PUBLIC,
    params: feedParamsSchema,
    response: feedTextSchema,
  },
});
