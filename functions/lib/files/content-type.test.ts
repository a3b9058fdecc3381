import { describe, expect, it } from 'vitest';
import { FILE_KIND_IDS } from '../../../shared/constants/file-kinds';
import { fileKindSchema } from '../../../shared/schemas/files';
import {
  csvContentType,
  hasMarkup,
  isPlainTextThroughout,
  SNIFF_BYTES,
  sniffContentType,
} from './content-type';
import { attachmentDisposition } from './disposition';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('judging an upload by its bytes', () => {
  it('knows PDFs and images by their magic numbers, whatever they are called', async () => {
    expect(await sniffContentType(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('application/pdf');
    const png = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'));
    expect(await sniffContentType(png)).toBe('image/png');
  });

  it('takes UTF-8 text without markup as plain text', async () => {
    expect(await sniffContentType(bytes('Unit 3 — entropy\tand enthalpy\r\n'))).toBe('text/plain');
  });

  it('refuses markup a browser would run, binary, and nothing at all', async () => {
    for (const text of [
      '<!DOCTYPE html><p>',
      '  <svg onload=alert(1)>',

      'a<script>x</script>',
    ]) {
      expect(await sniffContentType(bytes(text))).toBeUndefined();
    }
    // XML (an SVG's usual start) is recognised as XML, which no kind of file accepts.
    expect(await sniffContentType(bytes('<?xml version="1.0"?><svg/>'))).toBe('application/xml');
    expect(await sniffContentType(Uint8Array.from([0x41, 0x00, 0x42]))).toBeUndefined();
    expect(await sniffContentType(Uint8Array.from([0x61, 0xc3, 0x28, 0x62]))).toBeUndefined(); // not UTF-8
    expect(await sniffContentType(new Uint8Array())).toBeUndefined();
  });

  it('reports an executable as what it is, so no kind accepts it', async () => {
    const elf = Uint8Array.from(Buffer.concat([Buffer.from('7f454c46020101', 'hex'), Buffer.alloc(64)]));
    expect(await sniffContentType(elf)).toBe('application/x-elf');
  });

  it('does not take a text sample cut inside a character for binary', async () => {
    const sample = bytes('résumé é');
    expect(await sniffContentType(sample.subarray(0, sample.length - 1))).toBe('text/plain');
  });
});

describe('file names on download', () => {
  it('keeps the exact name in filename* and an ASCII stand-in in filename', () => {
    expect(attachmentDisposition('Notes "v2" – été.pdf')).toBe(
      `attachment; filename="Notes _v2_ _ _t_.pdf"; filename*=UTF-8''Notes%20%22v2%22%20%E2%80%93%20%C3%A9t%C3%A9.pdf`,
    );
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
});

describe('markup in text, wherever it is', () => {
  it('finds the tags a browser would run or render, in any case, with spaces and newlines', () => {
    for (const text of [
      '<script>x</script>',
      '< SCRIPT\n>',
      '<iframe src=//x>',
      '<svg/onload=alert(1)>',
      '<object data=x>',
      '<embed src=x>',
      '<HTML>',
      '<body onload=x>',
      '<style>body{}</style>',
      '<meta http-equiv=refresh content=0>',
      '<link rel=stylesheet href=x>',
      '<img src=x onerror=alert(1)>',
      '<IMG\nSRC=x\nONERROR\n=\nalert(1)>',
      '<details open ontoggle=alert(1)>',
      '<!-- hidden -->',
      '<?xml version="1.0"?>',
      '<!DOCTYPE html>',
      '<base href=//evil>',
      '<form action=//x>',
    ]) {
      expect(hasMarkup(`Notes on unit 3\n${text}\nend`), text).toBe(true);
    }
  });

  it('leaves text that only mentions comparisons and words alone', () => {
    for (const text of [
      'if a < b and b > c then a < c',
      'x<y, 3 <4, i<=n',
      'Use the <Enter> key; see <https://example.edu/notes>',
      'the scriptwriter wrote a description of the bodywork',
      'cost <brief estimate> and <tables of data>',
    ]) {
      expect(hasMarkup(text), text).toBe(false);
    }
  });
});

describe('reading a text upload whole', () => {
  async function* chunked(text: string, size: number) {
    const bytes = new TextEncoder().encode(text);
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  }
  const filler = 'Entropy is a measure of disorder. '.repeat(3000); // past SNIFF_BYTES

  it('finds markup far past the first bytes, and a tag split across two chunks', async () => {
    expect(filler.length).toBeGreaterThan(SNIFF_BYTES);
    expect(await isPlainTextThroughout(chunked(filler, 16 * 1024))).toBe(true);
    const hidden = `${filler}<scr`;
    expect(await isPlainTextThroughout(chunked(`${hidden}ipt>alert(1)</script>`, hidden.length))).toBe(false);
    expect(await isPlainTextThroughout(chunked(`${filler}<img src=x\n onerror=alert(1)>`, 7000))).toBe(false);
  });

  it('takes a character cut between chunks, and refuses bytes that are not UTF-8 or are binary', async () => {
    expect(await isPlainTextThroughout(chunked(`${filler}é`.repeat(2), 4097))).toBe(true);
    async function* broken() {
      yield new TextEncoder().encode(filler);
      yield Uint8Array.from([0x61, 0xc3, 0x28]);
    }
    expect(await isPlainTextThroughout(broken())).toBe(false);
    async function* binary() {
      yield new TextEncoder().encode(filler);
      yield Uint8Array.from([0x41, 0x00]);
    }
    expect(await isPlainTextThroughout(binary())).toBe(false);
  });
});
