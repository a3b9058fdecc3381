import { describe, expect, it } from 'vitest';
import { FILE_KIND_IDS, FILE_KINDS } from './file-kinds';
import { acceptOf, TYPE_EXTENSIONS, uploadHint } from './file-types';

describe('upload forms built from the upload kinds', () => {
  it('offers each kind’s types and endings, and no other', () => {
    expect(acceptOf('forumImage')).toBe('image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.jpe,.jfif,.webp');
    expect(acceptOf('siteImage')).toContain('image/gif');
    expect(acceptOf('forumImage')).not.toContain('gif');
  });

  it('says what each kind takes and its cap, from the kind itself', () => {
    expect(uploadHint('forumImage')).toBe('PNG, JPEG or WebP, up to 10 MB.');
    expect(uploadHint('calendar')).toBe('PDF, up to 25 MB.');
    expect(uploadHint('roster')).toBe('UTF-8 CSV, up to 2 MB.');
  });

  it('knows the endings and the name of every type a kind takes', () => {
    for (const kind of FILE_KIND_IDS) {
      for (const type of FILE_KINDS[kind].types) expect(TYPE_EXTENSIONS[type], type).toBeDefined();
      expect(uploadHint(kind)).not.toMatch(/\w+\/[\w.+-]+/);
    }
  });
});
