import JSZip from 'jszip';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import type { PageText } from './split';

const PDF = 'application/pdf';
const TEXT = 'text/plain';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** Whether a file of this type (as its content showed at upload) has text ingestion reads. */
export const hasText = (type: string | undefined): boolean =>
  type === PDF || type === TEXT || type === DOCX || type === PPTX;

/* A PDF page by page, through unpdf (the serverless build of Mozilla's PDF.js). */
async function pdfPages(bytes: Uint8Array): Promise<PageText[]> {
  const pdf = await getDocumentProxy(bytes);
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.map((page, index) => ({ text: page, page: index + 1 }));
  } finally {
    await pdf.destroy();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/*
 * A Word document through mammoth, whose HTML keeps the headings (its raw text does not): each
 * heading becomes a Markdown heading line, so splitting keeps it with the passages below it.
 */
async function docxText(bytes: Uint8Array): Promise<PageText[]> {
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  const text = html
    .replace(
      /<h([1-6])[^>]*>(.*?)<\/h\1>/g,
      (_, level: string, heading: string) => `\n${'#'.repeat(Number(level))} ${heading}\n`,
    )
    .replace(/<\/(p|li|tr)>/g, '\n\n')
    .replace(/<[^>]+>/g, '');
  return [{ text: decode(text) }];
}

/* A slide deck through JSZip: each slide's text runs (`<a:t>`), one slide a page, in slide order. */
async function pptxSlides(bytes: Uint8Array): Promise<PageText[]> {
  const zip = await JSZip.loadAsync(bytes);
  const slideNumber = (name: string) => Number(/slide(\d+)\.xml$/.exec(name)?.[1] ?? 0);
  const slides = Object.keys(zip.files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => slideNumber(a) - slideNumber(b));
  return Promise.all(
    slides.map(async (name) => {
      const xml = (await zip.file(name)?.async('string')) ?? '';
      // Each paragraph (`<a:p>`) is a line, so a slide's title stays a line of its own.
      const lines = xml
        .split(/<\/a:p>/)
        .map((paragraph) =>
          [...paragraph.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((run) => decode(run[1] ?? '')).join(''),
        );
      return { text: lines.filter(Boolean).join('\n'), page: slideNumber(name) };
    }),
  );
}

/**
 * A document's text by the type its content showed at upload: a PDF page by page, a text file,
 * a Word document, a slide deck slide by slide. Undefined for a type with no text (an image).
 */
export async function extractPages(
  bytes: Uint8Array,
  type: string | undefined,
): Promise<PageText[] | undefined> {
  if (type === PDF) return pdfPages(bytes);
  if (type === TEXT) return [{ text: new TextDecoder().decode(bytes) }];
  if (type === DOCX) return docxText(bytes);
  if (type === PPTX) return pptxSlides(bytes);
  return undefined;
}
