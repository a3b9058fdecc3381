import { describe, expect, it } from 'vitest';
import { isPhotograph, photoVariantOf } from './photo-sources';

describe('photo sources', () => {
  it('takes JPEG and PNG files for photographs, and drawings for what they are', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.svg', 'e.gif'].map(isPhotograph)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('names each variant beside its photograph, whatever the dots in its folders', () => {
    expect(photoVariantOf('/images/v1.2/quad.photo.jpg', 960, 'webp')).toBe(
      '/images/v1.2/quad.photo-960w.webp',
    );
  });
});
