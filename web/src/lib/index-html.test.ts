import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION, SITE_NAME } from './site-map';

/* index.html is what a link preview reads before any script runs: it names the site as the code does. */
describe('index.html', () => {
  it('carries the site’s name and description for search results and link previews', () => {
    const html = readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="description" content="${SITE_DESCRIPTION}" />`);
    expect(html).toContain(`<meta property="og:title" content="${SITE_NAME}" />`);
    expect(html).toContain(`<meta property="og:description" content="${SITE_DESCRIPTION}" />`);
    expect(html).toContain(`<title>${SITE_NAME}</title>`);
  });
});
