import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { LAMBDA_EXTERNAL_MODULES, LAMBDA_NODE_TARGET } from '../../infra/constructs/bundling';
import { PROJECT_ROOT } from '../../infra/definitions/functions';
import { pdfWithPages } from '../../tests/support/pdf';
import { hasText, textOfDocument } from './document-text';

const pages = ['Dijkstra finds shortest paths (with a heap).', 'Page two: AVL trees stay balanced.'];

describe('the text of a document', () => {
  it('reads a PDF page by page', async () => {
    const text = await textOfDocument(new Uint8Array(pdfWithPages(pages)), 'application/pdf');
    expect(text).toEqual({ pages, paged: true });
  });

  it('reads a text file as one page without a number, and nothing else', async () => {
    const bytes = new TextEncoder().encode('Stacks are LIFO.');
    expect(await textOfDocument(bytes, 'text/plain')).toEqual({ pages: ['Stacks are LIFO.'], paged: false });
    expect(await textOfDocument(bytes, 'image/png')).toBeUndefined();
    expect(hasText('application/pdf') && hasText('text/plain')).toBe(true);
    expect(hasText('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(false);
  });

  it('refuses bytes that are no PDF', async () => {
    await expect(
      textOfDocument(new TextEncoder().encode('%PDF-1.7\nnot really'), 'application/pdf'),
    ).rejects.toThrow();
  });

  // PDF.js builds browser objects at load; the Lambdas run a CommonJS bundle, so load that form.
  it('works from a CommonJS bundle made as the Lambdas are', async () => {
    const { build } = await import('esbuild');
    const dir = mkdtempSync(join(tmpdir(), 'pdf-bundle-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const bundle = join(dir, 'document-text.cjs');
    await build({
      entryPoints: [join(PROJECT_ROOT, 'functions/gpt/document-text.ts')],
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
    const script = `require(${JSON.stringify(bundle)}).textOfDocument(new Uint8Array(require('fs').readFileSync(${JSON.stringify(pdf)})), 'application/pdf').then((t) => process.stdout.write(JSON.stringify(t)))`;
    const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({ pages, paged: true });
  });
});
