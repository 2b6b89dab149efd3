import { LOGOUT_REASON_MAX_LENGTH, type SessionState } from '../../../shared/desktop-bridge';

/** Problems the desktop namespace has its own text for; others fall back to the error catalogue. */
const DESKTOP_PROBLEM_CODES = new Set(['KEYCHAIN_UNAVAILABLE', 'LOGIN_FAILED', 'TIMEOUT_ERROR', 'NETWORK_ERROR']);

export type SessionNotice =
  | { kind: 'activate'; activationCode: string | null }
  | { kind: 'problem'; code: string; messageKey: string; fallback: string }
  | { kind: 'logoutReason'; text: string };

/**
 * What a signed-out desktop session should tell the user: a deactivated account goes to its
 * activation, other problems are explained in the app's language, and a logout the website asked
 * for shows the website's (already localized) reason as plain text.
 */
export function sessionNotices(state: SessionState): SessionNotice[] {
  if (state.status !== 'signed-out') return [];
  const notices: SessionNotice[] = [];
  const { problem } = state;
  if (problem?.code === 'DEACTIVATED_USER') {
    notices.push({ kind: 'activate', activationCode: problem.activationCode || null });
  } else if (problem) {
    notices.push({
      kind: 'problem',
      code: problem.code,
      messageKey: DESKTOP_PROBLEM_CODES.has(problem.code)
        ? `desktop:session.${problem.code}`
        : `errors:${problem.code}`,
      fallback: problem.message,
    });
  }
  const reason = state.logoutReason?.trim();
  if (reason) notices.push({ kind: 'logoutReason', text: reason.slice(0, LOGOUT_REASON_MAX_LENGTH) });
  return notices;
}

/** A key that is the same for the same notice, so one page load shows each notice once. */
export function noticeKey(notice: SessionNotice): string {
  switch (notice.kind) {
    case 'activate':
      return `activate:${notice.activationCode ?? ''}`;
    case 'problem':
      return `problem:${notice.code}`;
    case 'logoutReason':
      return `reason:${notice.text}`;
  }
}
