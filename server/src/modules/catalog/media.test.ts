import { describe, expect, it } from 'vitest';
import { signedFullImageUrl, verifyFullImageSignature } from './media';

const secret = 'a-secret-of-enough-length';

describe('full-image URLs', () => {
  it('verify for the file and time they were made for only', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const url = new URL(signedFullImageUrl(secret, 'nime-bg.webp', now), 'http://x');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    expect(verifyFullImageSignature(secret, 'nime-bg.webp', expires, signature, now)).toBe(true);
    expect(verifyFullImageSignature(secret, 'rena-bg.webp', expires, signature, now)).toBe(false);
    expect(verifyFullImageSignature('another-secret-value', 'nime-bg.webp', expires, signature, now)).toBe(false);
    expect(verifyFullImageSignature(secret, 'nime-bg.webp', expires + 1, signature, now)).toBe(false);
    expect(verifyFullImageSignature(secret, 'nime-bg.webp', expires, signature, new Date(expires * 1000 + 1000))).toBe(
      false,
    );
  });
});
