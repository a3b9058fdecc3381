import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it, onTestFinished } from 'vitest';
import { LAMBDA_EXTERNAL_MODULES, LAMBDA_NODE_TARGET } from '../../../infra/constructs/bundling';
import { PROJECT_ROOT } from '../../../infra/definitions/functions';
import { pdfWithPages } from '../../../tests/support/pdf';
import { extractPages, hasText } from './extract';

const pages = ['Dijkstra finds shortest paths (with a heap).', 'Page two: AVL trees stay balanced.'];
const paged = pages.map((text, index) => ({ text, page: index + 1 }));
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/* The least of a Word document mammoth reads: one heading (the Heading1 style) and a paragraph. */
async function docx(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Queues</w:t></w:r></w:p><w:p><w:r><w:t>A queue is first in, first out &amp; fair.</w:t></w:r></w:p></w:body></w:document>',
  );
  return zip.generateAsync({ type: 'uint8array' });
}

/* A deck of two slides, stored out of order: slide 2's file comes first in the zip. */
async function pptx(): Promise<Uint8Array> {
  const zip = new JSZip();
  const slide = (title: string, body: string) =>
    `<p:sld xmlns:a="a" xmlns:p="p"><a:p><a:r><a:t>${title}</a:t></a:r></a:p><a:p><a:r><a:t>${body}</a:t></a:r></a:p></p:sld>`;
  zip.file('ppt/slides/slide2.xml', slide('Stacks', 'Push and pop.'));
  zip.file('ppt/slides/slide1.xml', slide('Queues', 'Enqueue and dequeue.'));
  return zip.generateAsync({ type: 'uint8array' });
}

describe('the text of a document', () => {
  it('reads a PDF page by page', async () => {
    const text = await extractPages(new Uint8Array(pdfWithPages(pages)), 'application/pdf');
    expect(text).toEqual(paged);
  });

  it('reads a text file as one page without a number, and nothing else', async () => {
    const bytes = new TextEncoder().encode('Stacks are LIFO.');
    expect(await extractPages(bytes, 'text/plain')).toEqual([{ text: 'Stacks are LIFO.' }]);
    expect(await extractPages(bytes, 'image/png')).toBeUndefined();
    expect(hasText('application/pdf') && hasText('text/plain') && hasText(DOCX) && hasText(PPTX)).toBe(true);
    expect(hasText('image/png')).toBe(false);
  });

  it('reads a Word document with its headings as Markdown headings', async () => {
    expect(await extractPages(await docx(), DOCX)).toEqual([
      { text: '\n# Queues\nA queue is first in, first out & fair.\n\n' },
    ]);
  });

  it('reads a slide deck slide by slide, in slide order, a line a paragraph', async () => {
    expect(await extractPages(await pptx(), PPTX)).toEqual([
      { text: 'Queues\nEnqueue and dequeue.', page: 1 },
      { text: 'Stacks\nPush and pop.', page: 2 },
    ]);
  });

  it('refuses bytes that are no PDF', async () => {
    await expect(
      extractPages(new TextEncoder().encode('%PDF-1.7\nnot really'), 'application/pdf'),
    ).rejects.toThrow();
  });

  // PDF.js builds browser objects at load; the Lambdas run a CommonJS bundle, so load that form.
  it('works from a CommonJS bundle made as the Lambdas are', async () => {
    const { build } = await import('esbuild');
    const dir = mkdtempSync(join(tmpdir(), 'pdf-bundle-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const bundle = join(dir, 'extract.cjs');
    await build({
      entryPoints: [join(PROJECT_ROOT, 'functions/assistant/ingest/extract.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: LAMBDA_NODE_TARGET,
      minify: true,
      external: LAMBDA_EXTERNAL_MODULES,
      outfile: bundle,
      logLevel: 'silent',
    });
    const pdf = join(dir, 'notes.pdf');
    writeFileSync(pdf, pdfWithPages(pages));
    const script = `require(${JSON.stringify(bundle)}).extractPages(new Uint8Array(require('fs').readFileSync(${JSON.stringify(pdf)})), 'application/pdf').then((t) => process.stdout.write(JSON.stringify(t)))`;
    const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual(paged);
  });
});
