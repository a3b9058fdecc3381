import { describe, expect, it } from 'vitest';
import { disposition, downloadHeaders, downloadName, servedContentType } from './disposition';

describe('file names on download', () => {
  it('keeps the exact name in filename* and an ASCII stand-in in filename', () => {
    expect(disposition('Notes "v2" – été.pdf')).toBe(
      `attachment; filename="Notes _v2_ _ _t_.pdf"; filename*=UTF-8''Notes%20%22v2%22%20%E2%80%93%20%C3%A9t%C3%A9.pdf`,
    );
    expect(disposition('Calendar 2026.pdf', 'inline')).toBe(
      `inline; filename="Calendar 2026.pdf"; filename*=UTF-8''Calendar%202026.pdf`,
    );
  });

  it('keeps a name that ends as its content is, in any case', () => {
    expect(downloadName('README.txt', 'text/plain')).toBe('README.txt');
    expect(downloadName('Guide.MD', 'text/plain')).toBe('Guide.MD');
    expect(downloadName('unit 3.markdown', 'text/plain')).toBe('unit 3.markdown');
    expect(downloadName('Trees.pdf', 'application/pdf')).toBe('Trees.pdf');
    expect(downloadName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(downloadName('old slides.ppt', 'application/x-cfb')).toBe('old slides.ppt');
  });

  it('adds the extension of what the content is to a name that would open it as something else', () => {
    expect(downloadName('page.html', 'text/plain')).toBe('page.html.txt');
    expect(downloadName('run.js', 'text/plain')).toBe('run.js.txt');
    expect(downloadName('README', 'text/plain')).toBe('README.txt');
    expect(downloadName('syllabus.hta', 'application/pdf')).toBe('syllabus.hta.pdf');
    expect(downloadName('setup.msi', 'application/x-cfb')).toBe('setup.msi.doc');
    expect(downloadName('roster', 'text/csv')).toBe('roster.csv');
  });
});

describe('what a download link serves', () => {
  it('serves text as UTF-8 text, an attachment under a text name', () => {
    expect(servedContentType('text/plain')).toBe('text/plain; charset=utf-8');
    expect(servedContentType('text/csv')).toBe('text/csv; charset=utf-8');
    expect(servedContentType('application/pdf')).toBe('application/pdf');
    expect(downloadHeaders('tinyslider README.md', 'text/plain')).toEqual({
      contentType: 'text/plain; charset=utf-8',
      contentDisposition: `attachment; filename="tinyslider README.md"; filename*=UTF-8''tinyslider%20README.md`,
    });
    expect(downloadHeaders('demo.html', 'text/plain').contentDisposition).toContain(
      'filename="demo.html.txt"',
    );
  });

  it('serves a file of no known type as bytes to save', () => {
    expect(downloadHeaders('x.bin', undefined).contentType).toBe('application/octet-stream');
  });
});
