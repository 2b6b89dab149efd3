import { describe, expect, it } from 'vitest';
import { authorizationUrl, callbackUrl, readCallback, withoutCallbackParams } from './loginRequest';

const provider = {
  auth_provider: 'cantara' as const,
  authorization_endpoint: 'http://localhost:8080/idp/auth',
  client_id: 'cantara-web',
  scope: 'openid email profile',
};

describe('authorizationUrl', () => {
  it('asks for the code flow with PKCE S256, the three scopes and the account chooser', () => {
    const url = new URL(
      authorizationUrl(provider, {
        state: 'abcdefghijklmnop',
        codeChallenge: 'challenge',
        redirectUri: callbackUrl('http://localhost:8080'),
        language: 'ko',
      }),
    );
    expect(url.origin + url.pathname).toBe('http://localhost:8080/idp/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cantara-web',
      redirect_uri: 'http://localhost:8080/',
      scope: 'openid email profile',
      state: 'abcdefghijklmnop',
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
      prompt: 'select_account',
      ui_locales: 'ko',
    });
  });
});

describe('readCallback', () => {
  const stored = { state: 'abcdefghijklmnop', verifier: 'v'.repeat(64) };

  it('finds nothing without a code', () => {
    expect(readCallback('?x=1', stored)).toEqual({ kind: 'none' });
  });

  it('fails when the returned state differs from the stored one', () => {
    expect(readCallback('?code=c&state=other', stored)).toEqual({ kind: 'failed', reason: 'state-mismatch' });
    expect(readCallback('?code=c', stored)).toEqual({ kind: 'failed', reason: 'state-mismatch' });
    expect(readCallback('?code=c&state=x', { state: null, verifier: null })).toEqual({
      kind: 'failed',
      reason: 'state-mismatch',
    });
  });

  it('needs the verifier as well as the code', () => {
    expect(readCallback('?code=c&state=abcdefghijklmnop', { ...stored, verifier: null })).toEqual({
      kind: 'failed',
      reason: 'missing-verifier',
    });
  });

  it('returns the code with the verifier when the state matches', () => {
    expect(readCallback('?code=c&state=abcdefghijklmnop&iss=x', stored)).toEqual({
      kind: 'code',
      code: 'c',
      verifier: stored.verifier,
    });
  });

  it('reports a cancelled sign-in', () => {
    expect(readCallback('?error=access_denied&state=abcdefghijklmnop', stored)).toEqual({ kind: 'cancelled' });
  });
});

describe('withoutCallbackParams', () => {
  it('cleans the address of the provider parameters only', () => {
    expect(withoutCallbackParams('http://localhost:8080/?code=c&state=s&iss=i&keep=1#h')).toBe('/?keep=1#h');
    expect(withoutCallbackParams('http://localhost:8080/ko?code=c&state=s')).toBe('/ko');
  });
});
