import { randomBytes } from 'node:crypto';
import { CopyObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '#shared/constants/file-kinds';
import type { Role } from '#shared/constants/roles';
import { bucketName } from '../../functions/lib/env';
import { call } from '../support/api';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { traces, uploadThroughApi } from '../support/uploads';

/* A library's README saved as text: its examples quote HTML, which the note only shows (decision 29). */
const README = `tinyslider — a slider in 2 KB

Add the markup, then the script:

    <!DOCTYPE html>
    <div class="slider"><p>First slide</p><img src="a.png" onerror="retry()"></div>
    <script src="tinyslider.js"></script>
    <a href="javascript:void(0)">Next</a>
`;
const MARKDOWN = `# Unit 3: the DOM

<p align="center"><img src="https://example.org/tree.png" width="200"></p>

An element such as \`<script>\` runs when the parser meets it. [Spec](https://html.spec.whatwg.org/)
`;

describe('text notes: stored and served as UTF-8 text attachments, whatever HTML they quote', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  const s3 = new S3Client({ forcePathStyle: true });
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });
  afterAll(() => s3.destroy());

  async function shareNote(file: { name: string; type: string; text: string }) {
    const bytes = Buffer.from(file.text);
    const upload = await uploadThroughApi(stack.apiUrl, token('Faculty'), { kind: 'note', ...file, bytes });
    expect(upload.confirm).toMatchObject({ status: 200, body: { type: 'text/plain', size: bytes.length } });
    const details = {
      subject: 'Web',
      unit: 'Unit 3',
      branch: 'IT',
      uploaded_by: 'Prof',
      div: 'A',
      year: 'TE',
    };
    const note = await call(stack.apiUrl, 'POST', '/api/upload_note', {
      token: token('Faculty'),
      body: { fileId: upload.fileId, ...details },
    });
    expect(note.status).toBe(200);
    return { fileId: upload.fileId ?? '', bytes };
  }

  async function download(path: string) {
    const link = await call(stack.apiUrl, 'GET', path, { token: token('Student') });
    expect(link.status).toBe(200);
    return fetch(link.body.url as string);
  }

  it.each([
    {
      what: 'a .txt README that quotes HTML',
      name: 'tinyslider README.txt',
      type: 'text/plain',
      text: README,
    },
    {
      what: 'a .md note declared text/markdown',
      name: 'Unit 3 – DOM.md',
      type: 'text/markdown',
      text: MARKDOWN,
    },
    { what: 'a .md note the browser gave no type', name: 'dom.markdown', type: '', text: MARKDOWN },
  ])('takes $what, and serves it as text/plain; charset=utf-8, an attachment', async (file) => {
    const { fileId, bytes } = await shareNote(file);
    for (const path of [`/api/download_note/${fileId}`, `/api/files/${fileId}/download`]) {
      const served = await download(path);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(served.headers.get('content-disposition')).toBe(
        `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      );
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // Stored so too: a GET of the object without the link's overrides is no page either.
    const stored = await s3.send(
      new HeadObjectCommand({ Bucket: bucketName('files'), Key: `note/${fileId}` }),
    );
    expect(stored).toMatchObject({
      ContentType: 'text/plain; charset=utf-8',
      ContentDisposition: 'attachment',
    });
  });

  it('saves text named as a page under a text name, so it never opens as one', async () => {
    const { fileId } = await shareNote({ name: 'slider demo.html', type: 'text/plain', text: README });
    const served = await download(`/api/download_note/${fileId}`);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('content-disposition')).toContain('filename="slider demo.html.txt"');
  });

  it('serves a text file stored before this release, with another type, as text all the same', async () => {
    const { fileId } = await shareNote({ name: 'old.txt', type: 'text/plain', text: README });
    const key = `note/${fileId}`;
    await s3.send(
      new CopyObjectCommand({
        Bucket: bucketName('files'),
        CopySource: `${bucketName('files')}/${key}`,
        Key: key,
        ContentType: 'text/html',
        MetadataDirective: 'REPLACE',
      }),
    );
    const served = await download(`/api/download_note/${fileId}`);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="old.txt"/);
  });

  it('takes an assistant attachment with a javascript: link, and serves it only as text to its owner', async () => {
    const text = 'See <a href="javascript:alert(document.cookie)">the syllabus</a> for unit 3.\n';
    const upload = await uploadThroughApi(stack.apiUrl, token('Student'), {
      kind: 'gptAttachment',
      name: 'question.txt',
      type: 'text/plain',
      bytes: Buffer.from(text),
    });
    expect(upload.confirm).toMatchObject({ status: 200, body: { type: 'text/plain' } });
    const served = await download(`/api/files/${upload.fileId}/download`);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it.each([
    {
      what: 'binary named .txt',
      bytes: Buffer.concat([Buffer.from('notes '), randomBytes(512), Buffer.alloc(8)]),
    },
    { what: 'text that is not UTF-8', bytes: Buffer.from('Jos\xe9 Mart\xed, unit 3\n', 'latin1') },
    { what: 'UTF-16 text', bytes: Buffer.from('Notes on unit 3\n', 'utf16le') },
  ])('refuses $what with our refusal message (decision 29) and keeps nothing', async ({ bytes }) => {
    const upload = await uploadThroughApi(stack.apiUrl, token('Faculty'), {
      kind: 'note',
      name: 'notes.txt',
      type: 'text/plain',
      bytes,
    });
    expect(upload.confirm).toEqual({ status: 400, body: { msg: FILE_MESSAGES.contentNotAllowed } });
    expect(await traces(upload.fileId ?? '')).toEqual({ keys: [], recorded: false });
  });
});
