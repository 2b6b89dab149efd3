import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './imageSrcSet';

describe('imageSrcSet', () => {
  it('lists the smaller renditions and the picture at its width', () => {
    expect(imageSrcSet('/media/a.webp', 1300, [{ url: '/media/a-650.webp', width: 650 }])).toBe(
      '/media/a-650.webp 650w, /media/a.webp 1300w',
    );
  });

  it('is absent without the width, without renditions, or when only unusable ones are given', () => {
    expect(imageSrcSet('/media/a.webp', undefined, [{ url: '/media/a-650.webp', width: 650 }])).toBeUndefined();
    expect(imageSrcSet('/media/a.webp', 1300, undefined)).toBeUndefined();
    expect(
      imageSrcSet('/media/a.webp', 1300, [
        { url: 'javascript:alert(1)', width: 650 },
        { url: '//evil.example/a.webp', width: 650 },
        { url: '/media/a 650.webp, /evil.webp', width: 650 },
        { url: '/media/a-2600.webp', width: 2600 },
      ]),
    ).toBeUndefined();
  });
});
