import * as z from 'zod';
import { accountSummarySchema } from './account';
import { text } from './text';

/** The Admin's account search: the start of a name, a surname or an email (decision 16). */
export const accountSearchQuerySchema = z.object({
  q: text('q', { min: 1, max: 100 }),
  /** Where the previous page ended (its `nextCursor`). */
  cursor: z.string().max(1024).optional(),
});
export type AccountSearchQuery = z.infer<typeof accountSearchQuerySchema>;

/** One page of accounts found; `nextCursor` is there when more may match. */
export const accountSearchPageSchema = z.object({
  accounts: z.array(accountSummarySchema),
  nextCursor: z.string().optional(),
});
export type AccountSearchPage = z.infer<typeof accountSearchPageSchema>;
