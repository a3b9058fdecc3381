import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './disposition';

describe('file names on download', () => {
  it('keeps the exact name in filename* and an ASCII stand-in in filename', () => {
    expect(attachmentDisposition('Notes "v2" – été.pdf')).toBe(
      `attachment; filename="Notes _v2_ _ _t_.pdf"; filename*=UTF-8''Notes%20%22v2%22%20%E2%80%93%20%C3%A9t%C3%A9.pdf`,
    );
  });
});
