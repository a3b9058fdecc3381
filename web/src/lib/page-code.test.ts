import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CODE_META, preloadPageCode } from './page-code';

afterEach(() => {
  document.head.innerHTML = '';
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

describe('preloadPageCode', () => {
  it('asks for each chunk the page names, as a module fetched like the router will import it', () => {
    document.head.innerHTML = `<meta name="${PAGE_CODE_META}" content="/assets/ContactPage-a.js /assets/text-b.js" />`;
    preloadPageCode(document);
    expect(preloads()).toEqual([
      ['/assets/ContactPage-a.js', ''],
      ['/assets/text-b.js', ''],
    ]);
  });

  it('asks for nothing on a page that names no code of its own (the home page, the app shell)', () => {
    preloadPageCode(document);
    expect(preloads()).toEqual([]);
  });
});
