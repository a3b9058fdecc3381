import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/*
 * Turns the documentation Debian packages install (info manuals, HTML, man pages, POD, LaTeX) into
 * plain UTF-8 text, the way a teacher would save a chapter of a manual as a text note.
 */

/** A chapter or section of a manual, as text. */
export interface Section {
  readonly title: string;
  readonly text: string;
}

/** A file's bytes, unpacked when it is gzipped. */
export function readPacked(path: string): Buffer {
  const bytes = readFileSync(path);
  return path.endsWith('.gz') ? gunzipSync(bytes) : bytes;
}

const run = (command: string, args: readonly string[], input?: Buffer) =>
  execFileSync(command, args, {
    input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'ignore'],
  });

/*
 * Text a note may hold: no control bytes but tab and newline (the upload's check refuses them as
 * binary), no trailing spaces, at most one blank line in a row.
 */
export function tidy(text: string): string {
  return `${text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

// ---------------------------------------------------------------------------------------------
// Info manuals

/* What starts each node of an info file (the unit separator). */
const NODE_SEPARATOR = String.fromCharCode(0x1f);
/* How makeinfo marks a picture in text: NUL, backspace, `[image src="…"]`, NUL, backspace, `]`. */
const MARK = String.fromCharCode(0, 8);
const PICTURE = new RegExp(`${MARK}\\[[^\\]]*${MARK}\\]`, 'g');

interface InfoNode {
  readonly name: string;
  readonly up: string;
  readonly text: string;
}

/* Every node of an info manual, in order, from its main file and the subfiles it lists. */
function infoNodes(mainPath: string): InfoNode[] {
  const main = readPacked(mainPath).toString('utf8');
  const table = '\nIndirect:\n';
  const indirect = main
    .split(NODE_SEPARATOR)
    .find((chunk) => chunk.startsWith(table))
    ?.slice(table.length);
  const parts = indirect
    ? indirect
        .split('\n')
        .map((line) => line.split(':')[0]?.trim() ?? '')
        .filter(Boolean)
        .map((name) => {
          const path = join(dirname(mainPath), `${name}.gz`);
          return readPacked(existsSync(path) ? path : join(dirname(mainPath), name)).toString('utf8');
        })
    : [main];
  const nodes: InfoNode[] = [];
  for (const part of parts) {
    for (const chunk of part.split(NODE_SEPARATOR)) {
      const body = chunk.replace(/^\n/, '');
      const header = /^File: [^,]*,\s+Node: ([^,\n]*)(?:,[^\n]*?Up: ([^,\n]*))?/.exec(body);
      if (!header) continue;
      const text = body.slice(body.indexOf('\n') + 1).replace(PICTURE, '');
      nodes.push({ name: header[1]?.trim() ?? '', up: header[2]?.trim() ?? '', text });
    }
  }
  return nodes;
}

/**
 * An info manual's chapters: each node directly under Top with every node after it up to the next
 * chapter. The Top node and indexes are left out.
 */
export function infoChapters(mainPath: string): Section[] {
  const chapters: { title: string; texts: string[] }[] = [];
  for (const node of infoNodes(mainPath)) {
    if (node.name === 'Top') continue;
    if (node.up === 'Top' || chapters.length === 0) chapters.push({ title: node.name, texts: [] });
    chapters.at(-1)?.texts.push(node.text);
  }
  return chapters
    .filter((chapter) => !/index$/i.test(chapter.title))
    .map((chapter) => ({ title: chapter.title, text: tidy(chapter.texts.join('\n')) }));
}

// ---------------------------------------------------------------------------------------------
// HTML

/*
 * Where the first element whose opening tag matches starts and ends, counting nested elements of
 * the same name; undefined when none matches.
 */
function elementSpan(html: string, open: RegExp, from = 0): [number, number] | undefined {
  const opening = new RegExp(open.source, `${open.flags.replace('g', '')}g`);
  opening.lastIndex = from;
  const found = opening.exec(html);
  const name = found && /^<([a-z0-9]+)/i.exec(found[0])?.[1];
  if (!found || !name) return undefined;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
  tags.lastIndex = found.index + found[0].length;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return [found.index, tag.index + tag[0].length];
  }
  return [found.index, html.length];
}

/** The HTML without every element whose opening tag matches (its content with it). */
export function dropElements(html: string, open: RegExp, firstOnly = false): string {
  let result = html;
  for (let span = elementSpan(result, open); span; span = elementSpan(result, open, span[0])) {
    result = result.slice(0, span[0]) + result.slice(span[1]);
    if (firstOnly) break;
  }
  return result;
}

/** The first element whose opening tag matches, or the whole page when none does. */
export function keepElement(html: string, open: RegExp): string {
  const span = elementSpan(html, open);
  return span ? html.slice(span[0], span[1]) : html;
}

/** The HTML between two markers (exclusive), each missing one taken as the page's start or end. */
export function between(html: string, start: RegExp, end: RegExp): string {
  const from = start.exec(html);
  const begin = from ? from.index + from[0].length : 0;
  const to = new RegExp(end.source, `${end.flags.replace('g', '')}g`);
  let stop = html.length;
  to.lastIndex = begin;
  for (let found = to.exec(html); found; found = to.exec(html)) stop = found.index;
  return html.slice(begin, stop);
}

/** A fragment of HTML as one line of text: tags dropped, numeric references and `&amp;` decoded. */
export function inlineText(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d{1,7});/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An HTML page's title. */
export const htmlTitle = (html: string): string =>
  inlineText(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '');

const isUtf8 = (bytes: Buffer) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/*
 * HTML as a text browser shows it (w3m, 100 columns), without pictures (their alternative text is
 * often the LaTeX they were made from) or rules.
 */
export function htmlToText(html: Buffer | string): string {
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  const charset = isUtf8(bytes) ? 'utf8' : 'latin1';
  const page = bytes.toString(charset).replace(/<img\b[^>]*>|<hr\b[^>]*>/gi, ' ');
  return tidy(
    run(
      'w3m',
      ['-dump', '-T', 'text/html', '-cols', '100', '-I', 'UTF-8', '-O', 'UTF-8'],
      Buffer.from(page, 'utf8'),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Man pages, POD and LaTeX

/** A man page (gzipped roff) as groff formats it for a terminal, without bold or underline. */
export function manToText(path: string): string {
  return tidy(run('groff', ['-t', '-man', '-Tutf8', '-P-cbou', '-rLL=100n', '-rLT=100n'], readPacked(path)));
}

/** Perl documentation (POD) as pod2text formats it. */
export function podToText(path: string): string {
  return tidy(run('pod2text', ['--utf8', '-w', '100', path]));
}

/*
 * A LaTeX chapter as a reader would copy it: headings on lines of their own, code blocks as they
 * are, commands replaced by their argument or dropped.
 */
export function latexToText(tex: string): string {
  const blocks: string[] = [];
  const code = tex.replace(
    /\\begin\{(minted|verbatim|lstlisting)\}(?:\[[^\]]*\])?(?:\{[^}]*\})?([\s\S]*?)\\end\{\1\}/g,
    (_, _name, body: string) => {
      blocks.push(body);
      return `\ue000${blocks.length - 1}\ue000`;
    },
  );
  let text = code
    .replace(/(^|[^\\])%.*$/gm, '$1')
    .replace(
      /\\(?:chapter|section|subsection|subsubsection|paragraph)\*?(?:\[[^\]]*\])?\{([^}]*)\}/g,
      '\n\n$1\n',
    )
    .replace(/\\(?:label|index|hypertarget|cite|nocite)\{[^}]*\}/g, '')
    .replace(/\\verb(.)(.*?)\1/g, '$2')
    .replace(/\\item(?:\[([^\]]*)\])?/g, (_, label?: string) => (label ? `- ${label}: ` : '- '))
    .replace(/\\(?:begin|end)\{[^}]*\}(?:\{[^}]*\})?(?:\[[^\]]*\])?/g, '');
  for (let round = 0; round < 4; round++)
    text = text.replace(/\\[a-zA-Z]+\*?(?:\[[^\]]*\])?\{([^{}]*)\}/g, '$1');
  text = text
    .replace(/\\\\/g, '\n')
    .replace(/\\([{}%$&#_])/g, '$1')
    .replace(/\\[a-zA-Z]+\*?/g, '')
    .replace(/[{}]/g, '')
    .replace(/~/g, ' ')
    .replace(/``|''/g, '"')
    .replace(/\ue000(\d+)\ue000/g, (_, index: string) => blocks[Number(index)] ?? '');
  return tidy(text);
}
