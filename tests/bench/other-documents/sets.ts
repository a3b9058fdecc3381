import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DepartmentName } from '../../../shared/constants/departments';
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

/*
 * The other documents' sources: manuals and texts of other subjects than the assistant's
 * evaluation (R, gnuplot, Asymptote, ngspice, Debian administration, git), each from a Debian
 * package, with the course a college would file it under. SOURCES.md beside this file lists them.
 */

export type Year = 'FE' | 'SE' | 'TE' | 'BE';

export interface DocumentSet {
  /** Names the set's files: `<id>-<nn>-<title>.txt`. */
  readonly id: string;
  /** The Debian packages that install the sources. */
  readonly packages: readonly string[];
  readonly subject: string;
  readonly branch: DepartmentName;
  readonly year: Year;
  /** At most this many documents from the set, spread evenly over it. */
  readonly limit: number;
  /** Text sources: the sections, each a document (split when too large). */
  readonly sections?: () => Section[];
  /** PDF sources: files kept as they are (unpacked when gzipped). */
  readonly pdfs?: readonly string[];
}

const INFO = '/usr/share/info';
const PYTHON = '/usr/share/doc/python3.11/html';
const POSTGRES = '/usr/share/doc/postgresql-doc-15/html';
const SQLITE = '/usr/share/doc/sqlite3';
const CALCULIX = '/usr/share/doc/calculix-ccx-doc/ccx';
const GAP = '/usr/share/gap/doc/tut';
const HASKELL = '/usr/share/doc/haskell98-report/html/haskell98-report-html';
const BIOPYTHON = '/usr/share/doc/python-biopython-doc/Doc/Tutorial';
const PERL_POD = '/usr/share/perl/5.36.0/pod';
const MAN3 = '/usr/share/man/man3';
const MAN7 = '/usr/share/man/man7';

const info = (file: string) => () => infoChapters(join(INFO, file));
const existing = (paths: readonly string[]) => paths.filter((path) => existsSync(path));

/* Sphinx pages (the Python documentation): the article, without the sidebar and navigation. */
function sphinxPages(paths: readonly string[]): Section[] {
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
function postgresChapter(first: string): Section {
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
function sqlitePages(names: readonly string[]): Section[] {
  return existing(names.map((name) => join(SQLITE, `${name}.html`))).map((path) => {
    const html = readFileSync(path, 'utf8');
    return { title: htmlTitle(html), text: htmlToText(dropElements(html, /<div class=nosearch>/, true)) };
  });
}

/*
 * CalculiX's manual (LaTeX2HTML, one page per section), its sections in order gathered into
 * documents of about 60 KB, each named after its first section.
 */
function calculixParts(): Section[] {
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
function gapChapters(): Section[] {
  return existing([1, 2, 3, 4, 5, 6, 7, 8].map((n) => join(GAP, `chap${n}.html`))).map((path) => {
    let html = readFileSync(path, 'utf8');
    for (const links of ['chlinktop', 'chlinkprevnexttop', 'chlinkprevnextbot', 'chlinkbot'])
      html = dropElements(html, new RegExp(`<div class="${links}"`));
    return { title: htmlTitle(html), text: htmlToText(html) };
  });
}

/* The Haskell 98 Report, a chapter a page, between the navigation lines above and below. */
function haskellChapters(names: readonly string[]): Section[] {
  return existing(names.map((name) => join(HASKELL, `${name}.html`))).map((path) => {
    const html = readFileSync(path, 'latin1');
    return {
      title: htmlTitle(html).replace(/^The Haskell 98 (Library )?Report: /, ''),
      text: htmlToText(Buffer.from(between(html, /<hr>/i, /<hr>/i), 'latin1')),
    };
  });
}

/* Biopython's tutorial, a LaTeX file a chapter. */
function biopythonChapters(): Section[] {
  return readdirSync(BIOPYTHON)
    .filter((name) => /^chapter_.*\.tex(\.gz)?$/.test(name))
    .sort()
    .map((name) => {
      const tex = readPacked(join(BIOPYTHON, name)).toString('utf8');
      const title = /\\chapter\*?\{([^}]*)\}/.exec(tex)?.[1] ?? name.replace(/^chapter_|\.tex(\.gz)?$/g, '');
      return { title, text: latexToText(tex) };
    });
}

const pods = (names: readonly string[]) =>
  existing(names.map((name) => join(PERL_POD, `${name}.pod`))).map((path) => ({
    title: /([^/]+)\.pod$/.exec(path)?.[1] ?? path,
    text: podToText(path),
  }));

const manPages = (dir: string, names: readonly string[], section: string) =>
  existing(names.map((name) => join(dir, `${name}.${section}.gz`))).map((path) => ({
    title: `${/([^/]+)\.[^.]+\.gz$/.exec(path)?.[1] ?? path}(${section})`,
    text: manToText(path),
  }));

export const DOCUMENT_SETS: readonly DocumentSet[] = [
  {
    id: 'octave',
    packages: ['octave-doc'],
    subject: 'Numerical Methods',
    branch: 'Mechanical Engineering',
    year: 'SE',
    limit: 14,
    sections: info('octave.info.gz'),
  },
  {
    id: 'maxima',
    packages: ['maxima-doc'],
    subject: 'Engineering Mathematics',
    branch: 'Civil Engineering',
    year: 'FE',
    limit: 14,
    sections: info('maxima.info.gz'),
  },
  {
    id: 'gnuastro',
    packages: ['gnuastro'],
    subject: 'Astronomical Image Processing',
    branch: 'Artificial Intelligence And Data Science',
    year: 'BE',
    limit: 12,
    sections: info('gnuastro.info.gz'),
  },
  {
    id: 'units',
    packages: ['units'],
    subject: 'Engineering Physics',
    branch: 'Electrical Engineering',
    year: 'FE',
    limit: 4,
    sections: info('units.info.gz'),
  },
  {
    id: 'guile',
    packages: ['guile-3.0-doc'],
    subject: 'Programming Paradigms',
    branch: 'Computer Science And Design',
    year: 'TE',
    limit: 8,
    sections: info('guile-3.0/guile.info.gz'),
  },
  {
    id: 'bash',
    packages: ['bash-doc'],
    subject: 'Shell Programming',
    branch: 'Information Technology',
    year: 'SE',
    limit: 6,
    sections: info('bash.info.gz'),
  },
  {
    id: 'gas',
    packages: ['binutils-doc'],
    subject: 'Microprocessors and Assembly Language',
    branch: 'Electronics & Telecommunication Engineering',
    year: 'SE',
    limit: 6,
    sections: info('as.info.gz'),
  },
  {
    id: 'ld',
    packages: ['binutils-doc'],
    subject: 'System Programming',
    branch: 'Computer Engineering',
    year: 'TE',
    limit: 3,
    sections: info('ld.info.gz'),
  },
  {
    id: 'nettle',
    packages: ['nettle-dev'],
    subject: 'Cryptography and Network Security',
    branch: 'Information Technology',
    year: 'BE',
    limit: 4,
    sections: info('nettle.info.gz'),
  },
  {
    id: 'gnu-standards',
    packages: ['gnu-standards'],
    subject: 'Software Engineering',
    branch: 'Computer Engineering',
    year: 'TE',
    limit: 4,
    sections: info('standards.info.gz'),
  },
  {
    id: 'flex',
    packages: ['flex'],
    subject: 'Compiler Construction',
    branch: 'Computer Engineering',
    year: 'BE',
    limit: 5,
    sections: info('flex.info.gz'),
  },
  {
    id: 'python',
    packages: ['python3.11-doc'],
    subject: 'Python Programming',
    branch: 'Computer Engineering',
    year: 'FE',
    limit: 24,
    sections: () =>
      sphinxPages([
        ...[
          'appetite',
          'interpreter',
          'introduction',
          'controlflow',
          'datastructures',
          'modules',
          'inputoutput',
          'errors',
          'classes',
          'stdlib',
          'stdlib2',
          'venv',
          'whatnow',
          'interactive',
          'floatingpoint',
          'appendix',
        ].map((name) => join(PYTHON, 'tutorial', `${name}.html`)),
        ...[
          'functional',
          'regex',
          'sorting',
          'unicode',
          'logging',
          'logging-cookbook',
          'descriptor',
          'enum',
          'argparse',
          'sockets',
          'curses',
          'ipaddress',
          'urllib2',
          'annotations',
        ].map((name) => join(PYTHON, 'howto', `${name}.html`)),
      ]),
  },
  {
    id: 'postgresql',
    packages: ['postgresql-doc-15'],
    subject: 'Database Management Systems',
    branch: 'Information Technology',
    year: 'SE',
    limit: 20,
    sections: () =>
      [
        'tutorial-start',
        'tutorial-sql',
        'tutorial-advanced',
        'sql-syntax',
        'ddl',
        'dml',
        'queries',
        'datatype',
        'typeconv',
        'indexes',
        'textsearch',
        'mvcc',
        'performance-tips',
        'plpgsql',
        'triggers',
        'rules',
        'xfunc',
        'parallel-query',
      ]
        .map((name) => `${name}.html`)
        .filter((name) => existsSync(join(POSTGRES, name)))
        .map(postgresChapter),
  },
  {
    id: 'sqlite',
    packages: ['sqlite3-doc'],
    subject: 'Database Internals',
    branch: 'Computer Engineering',
    year: 'TE',
    limit: 14,
    sections: () =>
      sqlitePages([
        'lang_select',
        'lang_createtable',
        'lang_createindex',
        'lang_transaction',
        'lang_expr',
        'lang_with',
        'lang_upsert',
        'lang_altertable',
        'lang_createtrigger',
        'lang_createview',
        'lang_aggfunc',
        'lang_datefunc',
        'datatype3',
        'queryplanner',
        'optoverview',
        'atomiccommit',
        'lockingv3',
        'wal',
        'isolation',
        'fileformat2',
        'foreignkeys',
        'fts5',
        'json1',
        'windowfunctions',
        'howtocorrupt',
        'whentouse',
        'partialindex',
        'rtree',
        'eqp',
      ]),
  },
  {
    id: 'calculix',
    packages: ['calculix-ccx-doc'],
    subject: 'Finite Element Analysis',
    branch: 'Mechanical Engineering',
    year: 'BE',
    limit: 10,
    sections: calculixParts,
  },
  {
    id: 'gap',
    packages: ['gap-doc'],
    subject: 'Discrete Mathematics',
    branch: 'Computer Engineering',
    year: 'SE',
    limit: 8,
    sections: gapChapters,
  },
  {
    id: 'haskell98',
    packages: ['haskell98-report'],
    subject: 'Functional Programming',
    branch: 'Computer Science And Design',
    year: 'TE',
    limit: 12,
    sections: () =>
      haskellChapters([
        'intro',
        'lexemes',
        'exps',
        'decls',
        'modules',
        'basic',
        'io-13',
        'derived',
        'syntax-iso',
        'literate',
        'standard-prelude',
        'ratio',
        'complex',
        'numeric',
        'array',
        'list',
        'monad',
        'io',
        'random',
      ]),
  },
  {
    id: 'biopython',
    packages: ['python-biopython-doc'],
    subject: 'Bioinformatics',
    branch: 'Chemical Engineering',
    year: 'TE',
    limit: 12,
    sections: biopythonChapters,
  },
  {
    id: 'perl',
    packages: ['perl-doc'],
    subject: 'Scripting Languages',
    branch: 'Information Technology',
    year: 'TE',
    limit: 18,
    sections: () =>
      pods([
        'perlintro',
        'perlsyn',
        'perldata',
        'perlop',
        'perlsub',
        'perlreftut',
        'perldsc',
        'perllol',
        'perlrequick',
        'perlretut',
        'perlootut',
        'perlobj',
        'perlstyle',
        'perlunitut',
        'perlthrtut',
        'perlpacktut',
        'perlperf',
        'perlsec',
        'perlfaq4',
        'perlfaq5',
        'perlipc',
        'perlmod',
      ]),
  },
  {
    id: 'tcl',
    packages: ['tcl8.6-doc'],
    subject: 'Scripting Languages',
    branch: 'Electronics & Telecommunication Engineering',
    year: 'TE',
    limit: 12,
    sections: () =>
      manPages(
        MAN3,
        [
          'Tcl',
          'expr',
          'string',
          'dict',
          're_syntax',
          'namespace',
          'interp',
          'chan',
          'clock',
          'binary',
          'oo_define',
          'coroutine',
          'lsort',
          'regexp',
          'format',
          'trace',
          'upvar',
          'http',
          'socket',
        ],
        '3tcl',
      ),
  },
  {
    id: 'openssl',
    packages: ['openssl'],
    subject: 'Information Security',
    branch: 'Information Technology',
    year: 'BE',
    limit: 10,
    sections: () =>
      manPages(
        MAN7,
        [
          'crypto',
          'ssl',
          'evp',
          'x509',
          'des_modes',
          'life_cycle-cipher',
          'life_cycle-digest',
          'life_cycle-pkey',
          'openssl-glossary',
          'passphrase-encoding',
          'proxy-certificates',
          'migration_guide',
          'provider',
          'property',
          'ct',
          'bio',
          'openssl-threads',
        ],
        '7ssl',
      ),
  },
  {
    id: 'pari',
    packages: ['pari-doc'],
    subject: 'Number Theory',
    branch: 'Computer Engineering',
    year: 'SE',
    limit: 6,
    pdfs: ['tutorial', 'tutorial-mf', 'parallel', 'refcard', 'refcard-nf', 'refcard-ell'].map(
      (name) => `/usr/share/pari/doc/${name}.pdf`,
    ),
  },
  {
    id: 'glpk',
    packages: ['glpk-doc'],
    subject: 'Operations Research',
    branch: 'Mechanical Engineering',
    year: 'TE',
    limit: 4,
    pdfs: ['glpk', 'gmpl', 'graphs', 'cnfsat'].map((name) => `/usr/share/doc/glpk-doc/${name}.pdf`),
  },
  {
    id: 'gprolog',
    packages: ['gprolog-doc'],
    subject: 'Artificial Intelligence',
    branch: 'Artificial Intelligence And Data Science',
    year: 'TE',
    limit: 1,
    pdfs: ['/usr/share/doc/gprolog-doc/gprolog.pdf'],
  },
  {
    id: 'sdcc',
    packages: ['sdcc-doc'],
    subject: 'Embedded Systems',
    branch: 'Robotics And Automation',
    year: 'TE',
    limit: 1,
    pdfs: ['/usr/share/doc/sdcc-doc/sdccman.pdf.gz'],
  },
  {
    id: 'abinit',
    packages: ['abinit-doc'],
    subject: 'Computational Materials Science',
    branch: 'Chemical Engineering',
    year: 'BE',
    limit: 4,
    pdfs: [
      '/usr/share/doc/abinit/html/theory/ELF/wf_elecden_kinden_elf.pdf',
      '/usr/share/doc/abinit/html/theory/ELF/test_report/test_report_elf.pdf',
      '/usr/share/doc/abinit/html/theory/KDEN/test_report_kden.pdf',
      '/usr/share/doc/abinit/html/theory/MGGA/report_MGGA.pdf',
    ],
  },
];

/** The tools the conversion runs: w3m for HTML, groff for man pages, pod2text for POD. */
export const CONVERSION_PACKAGES = ['w3m', 'groff-base', 'perl'] as const;
