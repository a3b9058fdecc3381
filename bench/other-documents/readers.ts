import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  between,
  dropElements,
  htmlTitle,
  htmlToText,
  infoChapters,
  inlineText,
  keepElement,
  latexToText,
  manToText,
  podToText,
  readPacked,
  type Section,
} from './convert';

/* How each set's documents are read from what its Debian package installs. */

export const INFO = '/usr/share/info';
export const PYTHON = '/usr/share/doc/python3.11/html';
export const POSTGRES = '/usr/share/doc/postgresql-doc-15/html';
export const SQLITE = '/usr/share/doc/sqlite3';
export const CALCULIX = '/usr/share/doc/calculix-ccx-doc/ccx';
export const GAP = '/usr/share/gap/doc/tut';
export const HASKELL = '/usr/share/doc/haskell98-report/html/haskell98-report-html';
export const BIOPYTHON = '/usr/share/doc/python-biopython-doc/Doc/Tutorial';
export const PERL_POD = '/usr/share/perl/5.36.0/pod';
export const MAN3 = '/usr/share/man/man3';
export const MAN7 = '/usr/share/man/man7';

export const info = (file: string) => () => infoChapters(join(INFO, file));
export const existing = (paths: readonly string[]) => paths.filter((path) => existsSync(path));

/* Sphinx pages (the Python documentation): the article, without the sidebar and navigation. */
export function sphinxPages(paths: readonly string[]): Section[] {
  return existing(paths).map((path) => {
    const html = readFileSync(path, 'utf8');
    const body = dropElements(keepElement(html, /<div class="body" role="main">/), /<a class="headerlink"/);
    return {
      title: htmlTitle(html).replace(/\s*[—-]\s*Python 3[\d.]* documentation$/, ''),
      text: htmlToText(body),
    };
  });
}

/*
 * PostgreSQL's manual, one chapter a document: the chapter's page and every section page after it
 * whose header names that chapter, without the navigation header and footer.
 */
export function postgresChapter(first: string): Section {
  const page = (name: string) => readFileSync(join(POSTGRES, name), 'utf8');
  const chapterOf = (html: string) => /<th width="60%" align="center">([^<]*)<\/th>/.exec(html)?.[1];
  const next = (html: string) => /<a accesskey="n" href="([^"#]+)"/.exec(html)?.[1];
  const start = page(first);
  const title = htmlTitle(start);
  const texts: string[] = [];
  let name: string | undefined = first;
  let html = start;
  while (name) {
    const body = dropElements(dropElements(html, /<div class="navheader">/), /<div class="navfooter">/);
    texts.push(htmlToText(body));
    name = next(html);
    if (!name || !existsSync(join(POSTGRES, name))) break;
    html = page(name);
    if (inlineText(chapterOf(html) ?? '') !== title) break;
  }
  return { title, text: texts.join('\n') };
}

/* SQLite's documentation pages, without the site's banner and menu. */
export function sqlitePages(names: readonly string[]): Section[] {
  return existing(names.map((name) => join(SQLITE, `${name}.html`))).map((path) => {
    const html = readFileSync(path, 'utf8');
    return { title: htmlTitle(html), text: htmlToText(dropElements(html, /<div class=nosearch>/, true)) };
  });
}

/*
 * CalculiX's manual (LaTeX2HTML, one page per section), its sections in order gathered into
 * documents of about 60 KB, each named after its first section.
 */
export function calculixParts(): Section[] {
  const numbered = readdirSync(CALCULIX)
    .map((name) => /^node(\d+)\.html$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .filter((n) => n > 1)
    .sort((a, b) => a - b);
  const parts: { title: string; texts: string[]; size: number }[] = [];
  for (const n of numbered) {
    const html = readFileSync(join(CALCULIX, `node${n}.html`), 'latin1');
    const body = html
      .replace(/<!--Navigation Panel-->[\s\S]*?<!--End of Navigation Panel-->/g, '')
      .replace(/<!--Table of Child-Links-->[\s\S]*?<!--End of Table of Child-Links-->/g, '')
      .replace(/<ADDRESS>[\s\S]*?<\/ADDRESS>/gi, '');
    const text = htmlToText(Buffer.from(body, 'latin1'));
    const last = parts.at(-1);
    if (!last || last.size > 60_000) parts.push({ title: htmlTitle(html), texts: [text], size: text.length });
    else {
      last.texts.push(text);
      last.size += text.length;
    }
  }
  return parts.map((part) => ({ title: part.title, text: part.texts.join('\n') }));
}

/* GAP's tutorial, a chapter a page, without the chapter links above and below. */
export function gapChapters(): Section[] {
  return existing([1, 2, 3, 4, 5, 6, 7, 8].map((n) => join(GAP, `chap${n}.html`))).map((path) => {
    let html = readFileSync(path, 'utf8');
    for (const links of ['chlinktop', 'chlinkprevnexttop', 'chlinkprevnextbot', 'chlinkbot'])
      html = dropElements(html, new RegExp(`<div class="${links}"`));
    return { title: htmlTitle(html), text: htmlToText(html) };
  });
}

/* The Haskell 98 Report, a chapter a page, between the navigation lines above and below. */
export function haskellChapters(names: readonly string[]): Section[] {
  return existing(names.map((name) => join(HASKELL, `${name}.html`))).map((path) => {
    const html = readFileSync(path, 'latin1');
    return {
      title: htmlTitle(html).replace(/^The Haskell 98 (Library )?Report: /, ''),
      text: htmlToText(Buffer.from(between(html, /<hr>/i, /<hr>/i), 'latin1')),
    };
  });
}

/* Biopython's tutorial, a LaTeX file a chapter. */
export function biopythonChapters(): Section[] {
  return readdirSync(BIOPYTHON)
    .filter((name) => /^chapter_.*\.tex(\.gz)?$/.test(name))
    .sort()
    .map((name) => {
      const tex = readPacked(join(BIOPYTHON, name)).toString('utf8');
      const title = /\\chapter\*?\{([^}]*)\}/.exec(tex)?.[1] ?? name.replace(/^chapter_|\.tex(\.gz)?$/g, '');
      return { title, text: latexToText(tex) };
    });
}

export const pods = (names: readonly string[]) =>
  existing(names.map((name) => join(PERL_POD, `${name}.pod`))).map((path) => ({
    title: /([^/]+)\.pod$/.exec(path)?.[1] ?? path,
    text: podToText(path),
  }));

export const manPages = (dir: string, names: readonly string[], section: string) =>
  existing(names.map((name) => join(dir, `${name}.${section}.gz`))).map((path) => ({
    title: `${/([^/]+)\.[^.]+\.gz$/.exec(path)?.[1] ?? path}(${section})`,
    text: manToText(path),
  }));
