import { describe, expect, it } from 'vitest';
import { FILE_KIND_IDS, FILE_KINDS } from '#shared/constants/file-kinds';
import { fileKindSchema } from '#shared/schemas/files';
import { textServing } from './buckets';
import {
  csvContentType,
  hasActiveContent,
  isTextThroughout,
  SNIFF_BYTES,
  sniffContentType,
} from './content-type';

const bytes = (text: string) => new TextEncoder().encode(text);

/* A library's README saved as text: its examples quote HTML, which a text note only shows. */
const README = `# tinyslider

Add the markup, then the script:

    <!DOCTYPE html>
    <div class="slider"><p>First</p><img src="a.png" onerror="retry()"></div>
    <script src="tinyslider.js"></script>
    <a href="javascript:void(0)" style="color:red">Next</a>
    <!-- the slider starts itself -->

<p align="center"><img src="https://example.org/logo.png" width="120"></p>
`;

describe('judging an upload by its bytes', () => {
  it('knows PDFs and images by their magic numbers, whatever they are called', async () => {
    expect(await sniffContentType(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'attachment')).toBe('application/pdf');
    const png = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'));
    expect(await sniffContentType(png, 'inline')).toBe('image/png');
  });

  it('takes UTF-8 text as plain text', async () => {
    for (const serving of ['attachment', 'inline'] as const) {
      expect(await sniffContentType(bytes('Unit 3 — entropy\tand enthalpy\r\n'), serving)).toBe('text/plain');
    }
  });

  it('takes a text note that starts like an SQLite file ("SQLite …") as text, and a real SQLite file as SQLite', async () => {
    expect(
      await sniffContentType(bytes('SQLite Foreign Key Support\n\nA foreign key constraint…'), 'attachment'),
    ).toBe('text/plain');
    const header = Buffer.concat([Buffer.from('SQLite format 3\u0000'), Buffer.alloc(84)]);
    expect(await sniffContentType(new Uint8Array(header), 'attachment')).toBe('application/x-sqlite3');
  });

  it('takes text that quotes HTML as plain text where it is served as an attachment, not inline', async () => {
    for (const text of [README, '<!DOCTYPE html><p>', 'a<script>x</script>', '<svg onload=alert(1)>']) {
      expect(await sniffContentType(bytes(text), 'attachment'), text).toBe('text/plain');
      expect(await sniffContentType(bytes(text), 'inline'), text).toBeUndefined();
    }
    // XML (an SVG's usual start) is XML to file-type, which no kind takes; as an attachment, text.
    const xml = bytes('<?xml version="1.0"?><svg/>');
    expect(await sniffContentType(xml, 'inline')).toBe('application/xml');
    expect(await sniffContentType(xml, 'attachment')).toBe('text/plain');
  });

  it('refuses binary, bytes that are not UTF-8, and nothing at all, however the text is served', async () => {
    for (const serving of ['attachment', 'inline'] as const) {
      expect(await sniffContentType(Uint8Array.from([0x41, 0x00, 0x42]), serving)).toBeUndefined();
      expect(await sniffContentType(bytes('red \u001b[31m text'), serving)).toBeUndefined(); // a terminal escape
      expect(await sniffContentType(Uint8Array.from([0x61, 0xc3, 0x28, 0x62]), serving)).toBeUndefined();
      expect(await sniffContentType(new Uint8Array(), serving)).toBeUndefined();
      // UTF-16, as Windows Notepad's "Unicode" saves it: NUL bytes, so not UTF-8 text.
      const utf16 = Uint8Array.from(Buffer.from('notes on unit 3', 'utf16le'));
      expect(await sniffContentType(utf16, serving)).toBeUndefined();
    }
  });

  it('reports an executable as what it is, so no kind accepts it', async () => {
    const elf = Uint8Array.from(Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(64)]));
    expect(await sniffContentType(elf, 'attachment')).toBe('application/x-elf');
  });

  it('does not take a text sample cut inside a character for binary', async () => {
    const sample = bytes('résumé é');
    expect(await sniffContentType(sample.subarray(0, sample.length - 1), 'attachment')).toBe('text/plain');
  });
});

describe('how each kind’s text is served', () => {
  it('serves private kinds as attachments and public kinds inline', () => {
    expect(textServing(FILE_KINDS.note)).toBe('attachment');
    expect(textServing(FILE_KINDS.gptAttachment)).toBe('attachment');
    expect(textServing(FILE_KINDS.roster)).toBe('attachment');
    for (const kind of [FILE_KINDS.calendar, FILE_KINDS.siteImage, FILE_KINDS.forumImage]) {
      expect(textServing(kind)).toBe('inline');
    }
  });

  it('takes a README that quotes HTML as a note, and refuses a javascript: link in a public file', async () => {
    const note = FILE_KINDS.note;
    expect(note.types).toContain(await sniffContentType(bytes(README), textServing(note)));
    const link = bytes('See <a href="javascript:alert(document.cookie)">the calendar</a>.');
    expect(await sniffContentType(link, textServing(FILE_KINDS.note))).toBe('text/plain');
    expect(await sniffContentType(link, textServing(FILE_KINDS.calendar))).toBeUndefined();
  });
});

it('spells out every file kind in the request schema', () => {
  expect([...fileKindSchema.options].sort()).toEqual([...FILE_KIND_IDS].sort());
});

describe('judging a CSV upload by its bytes', () => {
  const columns = ['firstName', 'lastName', 'email'];
  it('takes UTF-8 text whose first row names the columns, in any order, quoted or not, after a BOM', () => {
    expect(csvContentType(bytes('\ufeffEmail, "firstName",lastName\r\nA,B,c@d.org\r\n'), columns)).toBe(
      'text/csv',
    );
  });
  it('refuses binary anywhere, bytes that are not UTF-8, markup, and a first row that is not the header', () => {
    const tail = Uint8Array.from([...bytes('firstName,lastName,email\nA,B,'), 0x00]);
    expect(csvContentType(tail, columns)).toBeUndefined();
    expect(
      csvContentType(Uint8Array.from([...bytes('firstName,lastName,email\nJos'), 0xe9]), columns),
    ).toBeUndefined();
    expect(
      csvContentType(bytes('firstName,lastName,email\n<script>x</script>,B,c'), columns),
    ).toBeUndefined();
    expect(csvContentType(bytes('A,B,c@d.org\nfirstName,lastName,email'), columns)).toBeUndefined();
    expect(csvContentType(bytes('firstName,lastName,email,extra'), columns)).toBeUndefined();
  });
  it('takes an optional column once, and still refuses any other or a column named twice', () => {
    expect(csvContentType(bytes('firstName,lastName,Subject,email\n'), columns, ['subject'])).toBe(
      'text/csv',
    );
    expect(csvContentType(bytes('firstName,lastName,email\n'), columns, ['subject'])).toBe('text/csv');
    expect(csvContentType(bytes('firstName,lastName,email,notes\n'), columns, ['subject'])).toBeUndefined();
    expect(
      csvContentType(bytes('firstName,lastName,email,subject,subject\n'), columns, ['subject']),
    ).toBeUndefined();
    expect(csvContentType(bytes('firstName,lastName,email,email\n'), columns)).toBeUndefined();
  });
});

describe('what a browser would act on, in text shown inline', () => {
  it('finds the tags a browser would run, load or render, in any case, with spaces and newlines', () => {
    for (const text of [
      '<script>x</script>',
      '< SCRIPT\n>',
      '<iframe src=//x>',
      '<svg/onload=alert(1)>',
      '<object data=x>',
      '<embed src=x>',
      '<portal src=//x>',
      '<HTML>',
      '<body onload=x>',
      '<style>body{}</style>',
      '<meta http-equiv=refresh content=0>',
      '<META HTTP-EQUIV="refresh" CONTENT="0;URL=https://evil.example">',
      '<link rel=stylesheet href=x>',
      '<img src=x onerror=alert(1)>',
      '<IMG\nSRC=x\nONERROR\n=\nalert(1)>',
      '<details open ontoggle=alert(1)>',
      '<p style="position:fixed;inset:0">',
      '<!-- hidden -->',
      '<?xml version="1.0"?>',
      '<!DOCTYPE html>',
      '<base href=//evil>',
      '<form action=//x>',
    ]) {
      expect(hasActiveContent(`Notes on unit 3\n${text}\nend`), text).toBe(true);
    }
  });

  it('finds a URL that runs script or opens a document, however its scheme is spelt', () => {
    for (const text of [
      '<a href="javascript:alert(1)">unit 3</a>',
      "<a href='JavaScript:alert(1)'>",
      '<a href=" javascript:alert(1)">',
      '<a href="java\tscript:alert(1)">',
      '<a href="java&#x09;script:alert(1)">',
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
      '<a href="javascript&colon;alert(1)">',
      '<a href="vbscript:msgbox(1)">',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
      '<area href=javascript:alert(1)>',
      '[unit 3](javascript:alert(1))',
      '![chart](data:image/svg+xml,<svg onload=alert(1)>)',
      '[ref]: javascript:alert(1)',
      '<javascript:alert(1)>',
      'background: url("javascript:alert(1)")',
    ]) {
      expect(hasActiveContent(`Notes on unit 3\n${text}\nend`), text).toBe(true);
    }
  });

  it('leaves text that only mentions comparisons, words and safe links alone', () => {
    for (const text of [
      'if a < b and b > c then a < c',
      'x<y, 3 <4, i<=n',
      'Use the <Enter> key; see <https://example.edu/notes>',
      'the scriptwriter wrote a description of the bodywork',
      'cost <brief estimate> and <tables of data>',
      'JavaScript: The Good Parts (Crockford, 2008)',
      'Raw data: 3, 4, 5. Metadata: none.',
      '[the syllabus](https://example.edu/syllabus.pdf) and <a href="https://example.edu">home</a>',
      'AT&T; &amp; &#169; 2026',
    ]) {
      expect(hasActiveContent(text), text).toBe(false);
    }
  });
});

describe('reading a text upload whole', () => {
  async function* chunked(text: string, size: number) {
    const encoded = new TextEncoder().encode(text);
    for (let at = 0; at < encoded.length; at += size) yield encoded.subarray(at, at + size);
  }
  const filler = 'Entropy is a measure of disorder. '.repeat(3000); // past SNIFF_BYTES

  it('finds what a browser would act on far past the first bytes, and split across two chunks, inline', async () => {
    expect(filler.length).toBeGreaterThan(SNIFF_BYTES);
    expect(await isTextThroughout(chunked(filler, 16 * 1024), 'inline')).toBe(true);
    const hidden = `${filler}<scr`;
    const split = `${hidden}ipt>alert(1)</script>`;
    expect(await isTextThroughout(chunked(split, hidden.length), 'inline')).toBe(false);
    const handler = `${filler}<img src=x\n onerror=alert(1)>`;
    expect(await isTextThroughout(chunked(handler, 7000), 'inline')).toBe(false);
    const link = `${filler}[x](java`;
    expect(await isTextThroughout(chunked(`${link}script:alert(1))`, link.length), 'inline')).toBe(false);
    // The same text is only text in an attachment.
    for (const text of [split, handler, `${filler}${README}`]) {
      expect(await isTextThroughout(chunked(text, 7000), 'attachment')).toBe(true);
    }
  });

  it('takes a character cut between chunks, and refuses bytes that are not UTF-8 or are binary', async () => {
    for (const serving of ['attachment', 'inline'] as const) {
      expect(await isTextThroughout(chunked(`${filler}é`.repeat(2), 4097), serving)).toBe(true);
      async function* broken() {
        yield new TextEncoder().encode(filler);
        yield Uint8Array.from([0x61, 0xc3, 0x28]);
      }
      expect(await isTextThroughout(broken(), serving)).toBe(false);
      async function* binary() {
        yield new TextEncoder().encode(filler);
        yield Uint8Array.from([0x41, 0x00]);
      }
      expect(await isTextThroughout(binary(), serving)).toBe(false);
      async function* cutShort() {
        yield new TextEncoder().encode(filler);
        yield Uint8Array.from([0xc3]); // a character's first byte, and nothing after it
      }
      expect(await isTextThroughout(cutShort(), serving)).toBe(false);
    }
  });
});
