import { describe, expect, it } from 'vitest';
import { LISTED_PATHS, robotsTxt, sitemapXml } from './crawlers';
import { SITE_PAGES } from './site-map';

describe('the crawlers’ files', () => {
  it('keep crawlers out of the API and every page that needs a sign-in, and name the sitemap', () => {
    const robots = robotsTxt('https://campus.example.edu/');
    expect(robots).toContain('User-agent: *');
    for (const path of [
      '/api/',
      '/admin',
      '/facultypage',
      '/student',
      '/studybuddy',
      '/GPT',
      '/settings',
      '/alumni',
    ])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toContain('Disallow: /departments');
    expect(robots).toContain('Sitemap: https://campus.example.edu/sitemap.xml');
  });

  it('list the public pages at the site’s address, not the pages a mailed link opens', () => {
    const sitemap = sitemapXml('https://campus.example.edu');
    expect(sitemap).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org/,
    );
    for (const path of ['/', '/departments', '/faculty', '/resource', '/contact', '/blogs'])
      expect(sitemap).toContain(`<loc>https://campus.example.edu${path}</loc>`);
    for (const path of ['/admin', '/reset-password', '/set-password', '/confirm-email'])
      expect(sitemap).not.toContain(`${path}</loc>`);
  });

  it('follow the site map: every public page is listed unless it is marked unlisted', () => {
    const publicPages = SITE_PAGES.filter((page) => page.access === 'public');
    const listed = publicPages.filter((page) => !('unlisted' in page)).map((page) => `/${page.path}`);
    expect(LISTED_PATHS).toEqual(['/', ...listed]);
  });
});
