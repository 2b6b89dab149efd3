import { describe, expect, it } from 'vitest';
import { isEmbedPath, withFrameAncestors } from './embed-frame';

describe('isEmbedPath', () => {
  it('matches the embed route with or without a language prefix', () => {
    expect(isEmbedPath('/releases/embed')).toBe(true);
    expect(isEmbedPath('/ko/releases/embed?x=1')).toBe(true);
    expect(isEmbedPath('/releases')).toBe(false);
    expect(isEmbedPath('/fr/releases/embed')).toBe(false);
    expect(isEmbedPath('/releases/embed/extra')).toBe(false);
  });
});

describe('withFrameAncestors', () => {
  it('replaces only the frame-ancestors directive', () => {
    const csp = "default-src 'self';frame-ancestors 'self';object-src 'none'";
    expect(withFrameAncestors(csp, ['https://a.example'])).toBe(
      "default-src 'self';frame-ancestors 'self' https://a.example;object-src 'none'",
    );
  });
});
