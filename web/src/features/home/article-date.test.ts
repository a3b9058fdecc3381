import { describe, expect, it } from 'vitest';
import { articleDate } from './article-date';
import { ARTICLES } from './content';

describe('articleDate', () => {
  const days = [
    ...ARTICLES.map((article) => article.date),
    '2026-01-01',
    '2027-05-09',
    '2028-02-29',
    '2026-12-31',
  ];

  it.each(['medium', 'long'] as const)('writes each day as Intl does in its %s style', (style) => {
    const intl = new Intl.DateTimeFormat('en', { dateStyle: style, timeZone: 'UTC' });
    for (const day of days) expect(articleDate(day, style), day).toBe(intl.format(new Date(day)));
  });
});
