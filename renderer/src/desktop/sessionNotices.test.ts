import { describe, expect, it } from 'vitest';
import { noticeKey, sessionNotices } from './sessionNotices';

describe('sessionNotices', () => {
  it('says nothing while signed in or plainly signed out', () => {
    expect(sessionNotices({ status: 'signed-in', accessToken: 'a' })).toEqual([]);
    expect(sessionNotices({ status: 'signed-out', problem: null, logoutReason: null })).toEqual([]);
  });

  it('explains the keychain in the desktop namespace and other codes through the error catalogue', () => {
    const keychain = sessionNotices({
      status: 'signed-out',
      problem: { code: 'KEYCHAIN_UNAVAILABLE', message: 'no keychain' },
      logoutReason: null,
    });
    expect(keychain).toEqual([
      {
        kind: 'problem',
        code: 'KEYCHAIN_UNAVAILABLE',
        messageKey: 'desktop:session.KEYCHAIN_UNAVAILABLE',
        fallback: 'no keychain',
      },
    ]);
    const other = sessionNotices({
      status: 'signed-out',
      problem: { code: 'RATE_LIMITED', message: 'x' },
      logoutReason: null,
    });
    expect(other[0]).toMatchObject({ messageKey: 'errors:RATE_LIMITED' });
  });

  it('sends a deactivated user to activation with the code', () => {
    expect(
      sessionNotices({
        status: 'signed-out',
        problem: { code: 'DEACTIVATED_USER', message: 'gone', activationCode: 'act-1' },
        logoutReason: null,
      }),
    ).toEqual([{ kind: 'activate', activationCode: 'act-1' }]);
  });

  it('passes the logout reason on as text, trimmed and capped', () => {
    const [notice] = sessionNotices({ status: 'signed-out', problem: null, logoutReason: `  <b>${'x'.repeat(900)}` });
    expect(notice).toEqual({ kind: 'logoutReason', text: `<b>${'x'.repeat(497)}` });
    expect(noticeKey(notice!)).toBe(`reason:<b>${'x'.repeat(497)}`);
  });
});
