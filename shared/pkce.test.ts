import { describe, expect, it } from 'vitest';
import { codeChallengeS256, createCodeVerifier, createLoginState, randomString } from './pkce';

describe('PKCE and state', () => {
  it('makes a 16-character state and a 64-character verifier of unreserved characters', () => {
    const state = createLoginState();
    const verifier = createCodeVerifier();
    expect(state).toMatch(/^[A-Za-z0-9\-._~]{16}$/);
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{64}$/);
    expect(createLoginState()).not.toBe(state);
  });

  it('skips random bytes that would bias the alphabet', () => {
    // 66 characters: bytes from 198 up are dropped, so a source of 255s then zeros yields 'A's.
    let call = 0;
    const source = (bytes: Uint8Array<ArrayBuffer>) => bytes.fill(call++ === 0 ? 255 : 0);
    expect(randomString(4, source)).toBe('AAAA');
  });

  it('computes the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
