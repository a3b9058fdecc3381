import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DepartmentName } from '#shared/constants/departments';
import { FILE_KINDS } from '#shared/constants/file-kinds';
import { extractPages } from '../functions/assistant/ingest/extract';
import { textServing } from '../functions/uploads/buckets';
import { SNIFF_BYTES, sniffContentType } from '../functions/uploads/content-type';
import { readPacked, type Section } from './other-documents/convert';
import { CONVERSION_PACKAGES, DOCUMENT_SETS, type DocumentSet, type Year } from './other-documents/sets';
import { say } from './report';

/*
 * The notes that surround any one course in a college: at least 200 real public documents of other
 * subjects than the assistant's evaluation, made at run time from the documentation Debian packages
 * install (installed here when missing, as the browser tests install Chromium), uploaded as faculty
 * notes beside the evaluation's own (`npm run bench:assistant -- --with-others`). None was written by
 * the team; SOURCES.md in other-documents/ lists every set, its package and licence.
 */

export interface OtherDocument {
  /** The file name the note is uploaded with. */
  readonly name: string;
  readonly subject: string;
  readonly unit: string;
  readonly branch: DepartmentName;
  readonly year: Year;
  readonly div: string;
  /** The Debian package it comes from. */
  readonly package: string;
  readonly type: 'text/plain' | 'application/pdf';
  readonly bytes: Buffer;
}

/** The fewest other documents the issue asks for. */
export const MIN_OTHER_DOCUMENTS = 200;

/* A note of realistic size: shorter sections are left out, longer ones split at paragraphs. */
const MIN_TEXT_BYTES = 3 * 1024;
const MAX_TEXT_BYTES = 200 * 1024;

/*
 * Words that mark a document as being about one of the evaluation's subjects (R, gnuplot,
 * Asymptote, ngspice, Debian administration, git): one that names them this often is left out, so
 * that the added documents are distractors and never hold an evaluation question's answer.
 */
const EVALUATION_SUBJECTS = [
  /\b(?:gnuplot|ngspice|spice|debian|dpkg|apt-get|aptitude|cran|rscript|git|github|gitlab)\b/gi,
  /\bAsymptote\b|\bR (?:language|project|package|console|software|environment)\b/g,
];
const MAX_EVALUATION_MENTIONS = 2;
const evaluationMentions = (text: string) =>
  EVALUATION_SUBJECTS.reduce((count, words) => count + (text.match(words)?.length ?? 0), 0);

/* Sections of a manual that no teacher would hand out as a note: its licence, how to report bugs. */
const NOT_A_LESSON = /licen[cs]e|copying|copyright|reporting bugs|acknowledg|obsolete/i;

// ---------------------------------------------------------------------------------------------
// Debian packages

const succeeds = (command: string, args: readonly string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/* dpkg-query's format names a field as ${name}, which is no template here. */
const STATUS_FORMAT = ['-f=$', '{db:Status-Abbrev}'].join('');
const isInstalled = (pkg: string) =>
  spawnSync('dpkg-query', ['-W', STATUS_FORMAT, pkg], { encoding: 'utf8' }).stdout?.startsWith('ii') ?? false;

/** Every Debian package the documents come from, and the tools that convert them. */
export function otherDocumentPackages(): string[] {
  return [...new Set([...DOCUMENT_SETS.flatMap((set) => set.packages), ...CONVERSION_PACKAGES])].sort();
}

/*
 * Installs the packages that are missing, where this machine allows it (root or passwordless sudo,
 * with apt-get); otherwise says which to install.
 */
function ensurePackages(): void {
  const missing = otherDocumentPackages().filter((pkg) => !isInstalled(pkg));
  if (missing.length === 0) return;
  const install = `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`;
  const root = process.getuid?.() === 0;
  if (!succeeds('sh', ['-c', 'command -v apt-get']) || (!root && !succeeds('sudo', ['-n', 'true'])))
    throw new Error(`The other documents come from Debian packages: install them (sudo ${install})`);
  say(`Installing the other documents' Debian packages: ${missing.join(', ')}…`);
  const [command, ...args] = root ? ['sh', '-c', install] : ['sudo', '-n', 'sh', '-c', install];
  const result = spawnSync(command ?? 'sh', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const still = missing.filter((pkg) => !isInstalled(pkg));
  if (result.status !== 0 || still.length > 0)
    throw new Error(`Could not install ${still.join(', ') || missing.join(', ')}`);
}

// ---------------------------------------------------------------------------------------------
// Making the documents

/* Text longer than a note is split at paragraph ends into parts of at most MAX_TEXT_BYTES. */
function parts(section: Section): Section[] {
  const bytes = Buffer.byteLength(section.text);
  if (bytes <= MAX_TEXT_BYTES) return [section];
  const count = Math.ceil(bytes / MAX_TEXT_BYTES);
  const target = section.text.length / count;
  const result: Section[] = [];
  let rest = section.text;
  while (rest.length > 0) {
    let cut = rest.length;
    if (Buffer.byteLength(rest) > MAX_TEXT_BYTES) {
      const end = rest.lastIndexOf('\n\n', target);
      cut = end > target / 2 ? end + 2 : Math.floor(target);
    }
    result.push({ title: `${section.title}, part ${result.length + 1}`, text: rest.slice(0, cut) });
    rest = rest.slice(cut);
  }
  return result;
}

/* `limit` items spread evenly over the list, in its order. */
function spread<T>(items: readonly T[], limit: number): T[] {
  if (items.length <= limit) return [...items];
  return Array.from({ length: limit }, (_, i) => items[Math.floor((i * items.length) / limit)] as T);
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48) || 'section';

interface Made {
  readonly name: string;
  readonly type: OtherDocument['type'];
  readonly bytes: Buffer;
}

/*
 * Text the search database cannot store: NUL, which PDF.js reads out of some PDFs' symbol fonts
 * (GLPK's manuals, ABINIT's reports), or half a surrogate pair. Ingestion fails on such a
 * document each time it is tried and never indexes it, a fault of ingestion's, not of the document.
 */
const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/*
 * Why a document is left out, if it is: content the site would refuse as a note (its upload check
 * judges the first bytes as the confirm step does), text ingestion cannot store (read as
 * ingestion reads it), or about an evaluation subject.
 */
async function leftOutBecause(made: Made): Promise<string | undefined> {
  const sample = new Uint8Array(made.bytes.subarray(0, SNIFF_BYTES));
  const sniffed = await sniffContentType(sample, textServing(FILE_KINDS.note));
  if (sniffed !== made.type) return `the upload check takes it for ${sniffed ?? 'nothing it accepts'}`;
  const pages = (await extractPages(new Uint8Array(made.bytes), made.type)) ?? [];
  const text = pages.map((page) => page.text).join('\n');
  if (unstorable(text)) return 'ingestion cannot store its text (NUL or a lone surrogate)';
  const mentions = evaluationMentions(text);
  if (mentions > MAX_EVALUATION_MENTIONS) return `names an evaluation subject ${mentions} times`;
  return undefined;
}

/** A set's candidate documents, before the cap: its sections as text, or its PDFs. */
async function candidates(set: DocumentSet, leftOut: string[]): Promise<Made[]> {
  const found: Made[] = [];
  for (const path of set.pdfs ?? []) {
    if (!existsSync(path)) throw new Error(`${set.id}: ${path} is missing`);
    const name = `${set.id}-${(/([^/]+?)\.pdf(\.gz)?$/.exec(path)?.[1] ?? 'document').toLowerCase()}.pdf`;
    found.push({ name, type: 'application/pdf', bytes: readPacked(path) });
  }
  const sections = (set.sections?.() ?? [])
    .filter((section) => !NOT_A_LESSON.test(section.title))
    .flatMap(parts);
  for (const [index, section] of sections.entries()) {
    const name = `${set.id}-${String(index + 1).padStart(2, '0')}-${slug(section.title)}.txt`;
    const bytes = Buffer.from(section.text, 'utf8');
    if (bytes.length >= MIN_TEXT_BYTES) found.push({ name, type: 'text/plain', bytes });
  }
  const made: Made[] = [];
  for (const doc of found) {
    const because = await leftOutBecause(doc);
    if (because) leftOut.push(`${doc.name}: ${because}`);
    else made.push(doc);
  }
  return made;
}

interface Manifest {
  readonly documents: readonly (Omit<OtherDocument, 'bytes'> & { readonly file: string })[];
  readonly leftOut: readonly string[];
}

/* How the documents are made: this module's source and its helpers'; a change makes them anew. */
const RECIPE = ['./other-documents.ts', './other-documents/sets.ts', './other-documents/convert.ts'];
const recipeHash = () =>
  RECIPE.reduce(
    (hash, file) => hash.update(readFileSync(fileURLToPath(new URL(file, import.meta.url)))),
    createHash('sha256'),
  )
    .digest('hex')
    .slice(0, 12);

/** Where the documents are kept once made: the temporary directory, keyed by how they are made. */
export const otherDocumentsCache = () => join(tmpdir(), `campus-other-documents-${recipeHash()}`);

function load(dir: string): OtherDocument[] | undefined {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  if (!manifest.documents.every((doc) => existsSync(join(dir, doc.file)))) return undefined;
  return manifest.documents.map(({ file, ...doc }) => ({ ...doc, bytes: readFileSync(join(dir, file)) }));
}

/**
 * The other documents, made once (installing their Debian packages when missing) and then read from
 * the cache: each set's sections or PDFs, those too small or about an evaluation subject left out,
 * at most the set's limit of them spread evenly over it.
 */
export async function otherDocuments(): Promise<OtherDocument[]> {
  const dir = otherDocumentsCache();
  const cached = load(dir);
  if (cached) return cached;
  ensurePackages();
  const documents: OtherDocument[] = [];
  const leftOut: string[] = [];
  for (const set of DOCUMENT_SETS) {
    const chosen = spread(await candidates(set, leftOut), set.limit);
    chosen.forEach((made, index) => {
      documents.push({
        ...made,
        subject: set.subject,
        unit: `Unit ${(index % 6) + 1}`,
        branch: set.branch,
        year: set.year,
        div: index % 2 === 0 ? 'A' : 'B',
        package: set.packages[0] ?? '',
      });
    });
  }
  if (documents.length < MIN_OTHER_DOCUMENTS)
    throw new Error(`Only ${documents.length} other documents were made, fewer than ${MIN_OTHER_DOCUMENTS}`);
  const names = new Set(documents.map((doc) => doc.name));
  if (names.size !== documents.length) throw new Error('Two other documents have the same name');
  const building = `${dir}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  for (const doc of documents) writeFileSync(join(building, doc.name), doc.bytes);
  const manifest: Manifest = {
    documents: documents.map(({ bytes: _, ...doc }) => ({ ...doc, file: doc.name })),
    leftOut,
  };
  writeFileSync(join(building, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
  // Documents made by an earlier recipe are stale: remove them (never one still being made).
  for (const name of readdirSync(tmpdir()))
    if (/^campus-other-documents-[0-9a-f]{12}$/.test(name) && join(tmpdir(), name) !== dir)
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
  return documents;
}

/** What was left out as being about an evaluation subject, once the documents are made. */
export function leftOutDocuments(): readonly string[] {
  const manifestPath = join(otherDocumentsCache(), 'manifest.json');
  if (!existsSync(manifestPath)) return [];
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest).leftOut;
}
