import { describe, expect, it } from 'vitest';
import { type DashboardEntry, isSection, SITE_PAGES } from './site-map';

const cardsOf = (page: (typeof SITE_PAGES)[number]): DashboardEntry['cards'] =>
  'dashboard' in page ? page.dashboard.cards : [];

describe('the site map', () => {
  it('sends every link card to a page it lists', () => {
    const paths = new Set(SITE_PAGES.map((page) => `/${page.path}`));
    const cards = SITE_PAGES.flatMap(cardsOf).flatMap((card) => (isSection(card) ? [] : [card]));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(paths, card.to).toContain(card.to);
  });

  it('names each page’s path once, and each dashboard’s sections once', () => {
    const paths = SITE_PAGES.map((page) => page.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of SITE_PAGES) {
      const sections = cardsOf(page)
        .filter(isSection)
        .map((section) => section.path);
      expect(new Set(sections).size, page.path).toBe(sections.length);
    }
  });
});
