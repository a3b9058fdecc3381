import * as z from 'zod';
import { messageSchema } from './account';

/* 32 random bytes in base64url (decision 52): anything else is no feed's address. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// Any other text is checked by the feed and answered 404, as an unknown token is.
export const feedParamsSchema = z.object({ token: z.string().max(200) });

/** Whether the caller has a calendar address; the address itself is shown only when it is made. */
export const feedStatusSchema = z.object({ made: z.boolean(), madeAt: z.string().optional() });
export type FeedStatus = z.infer<typeof feedStatusSchema>;

/** A new address's path under the site (the old one, if any, answers 404 from now on). */
export const feedMadeSchema = messageSchema.extend({ path: z.string(), madeAt: z.string() });
export type FeedMade = z.infer<typeof feedMadeSchema>;

/** The iCalendar text itself (text/calendar, not JSON). */
export const feedTextSchema = z.string();

export const feedPath = (token: string) => `/api/feeds/${token}/calendar.ics`;
