// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loginStorage } from './loginStorage';

/** A document whose cookie setter records what the page writes, as a browser's would apply it. */
function cookieDocument(initial: string) {
  const writes: string[] = [];
  let cookies = initial;
  return {
    writes,
    get cookie() {
      return cookies;
    },
    set cookie(line: string) {
      writes.push(line);
      const name = line.split('=')[0] ?? '';
      if (/Max-Age=0/.test(line)) {
        cookies = cookies
          .split('; ')
          .filter((part) => !part.startsWith(`${name}=`))
          .join('; ');
      }
    },
  };
}

const serverCookie = (state: string, verifier: string, target: string) =>
  `login_request_${state}=${encodeURIComponent(new URLSearchParams({ verifier, target }).toString())}`;

describe('loginStorage.adoptServerRequest', () => {
  beforeEach(() => sessionStorage.clear());

  it('makes a sign-in the server started the pending request of the callback with its state, and removes its cookie', () => {
    const doc = cookieDocument(
      `consent=1; ${serverCookie('Abc-123_xyz~.Qwe', 'v'.repeat(64), '/ja/pricing?period=year')}`,
    );
    loginStorage.adoptServerRequest('?code=c0de&state=Abc-123_xyz~.Qwe', doc, true);
    expect(loginStorage.peekRequest()).toEqual({ state: 'Abc-123_xyz~.Qwe', verifier: 'v'.repeat(64) });
    expect(loginStorage.takeTarget()).toBe('/ja/pricing?period=year');
    expect(doc.cookie).toBe('consent=1');
    expect(doc.writes).toEqual(['login_request_Abc-123_xyz~.Qwe=; Max-Age=0; Path=/; SameSite=Lax; Secure']);
  });

  it("leaves the tab's own request alone when the callback's state names no cookie", () => {
    loginStorage.saveRequest('tab-state', 'tab-verifier');
    const doc = cookieDocument(serverCookie('other', 'v'.repeat(64), '/en/landing'));
    loginStorage.adoptServerRequest('?code=c0de&state=tab-state', doc, false);
    expect(loginStorage.peekRequest()).toEqual({ state: 'tab-state', verifier: 'tab-verifier' });
    expect(doc.writes).toEqual([]);
  });

  it('keeps only a same-origin return path', () => {
    const doc = cookieDocument(serverCookie('s1', 'v'.repeat(64), '//evil.example/x'));
    loginStorage.adoptServerRequest('?code=c&state=s1', doc, false);
    expect(loginStorage.peekRequest().state).toBe('s1');
    expect(loginStorage.takeTarget()).toBeNull();
  });

  it('ignores a page without a callback', () => {
    const doc = cookieDocument(serverCookie('s1', 'v'.repeat(64), '/en/landing'));
    loginStorage.adoptServerRequest('', doc, false);
    expect(loginStorage.peekRequest()).toEqual({ state: null, verifier: null });
    expect(doc.writes).toEqual([]);
  });
});
