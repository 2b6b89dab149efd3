/** Account and sign-in constants (spec sections 4, 5 and 9). */

/** Access tokens are short JWTs held in memory by the renderer. */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
/** The renderer re-validates its access token this often, before it expires. */
export const ACCESS_TOKEN_RECHECK_MS = 25 * 60 * 1000;
/** Timeout of the sign-in exchange, on the client and towards the identity provider. */
export const SIGN_IN_EXCHANGE_TIMEOUT_MS = 10_000;
/** A CONFLICTED_TOKEN answer is retried after this delay. */
export const CONFLICTED_TOKEN_RETRY_MS = 1000;
/** Retry delay list of the spec, in seconds (-1 ends the list). Its use is not specified. */
export const AUTH_RETRY_DELAYS_SECONDS = [5, 10, 15, 20, 25, 30, -1] as const;

export const LOGIN_STATE_LENGTH = 16;
export const PKCE_VERIFIER_LENGTH = 64;
export const LOGIN_SCOPES = 'openid email profile';
export const LOGIN_PROMPT = 'select_account';

export const USERNAME_MAX_LENGTH = 24;
export const AVATAR_SIZE_PX = 96;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Version of the terms of service and the privacy policy a user accepts. */
export const AGREEMENT_VERSION = 20250203;
export const MINIMUM_AGE = 14;

/** A deactivated account is removed this many days after deactivation. */
export const DEACTIVATED_RETENTION_DAYS = 30;

/** One-time code that hands a web session to the desktop app. */
export const HANDOFF_CODE_TTL_SECONDS = 60;
/** The desktop app's URL scheme: the only protocol the website hands sessions and results to. */
export const DESKTOP_PROTOCOL = 'cantara';
/** Header in which the desktop app sends its refresh token (it has no cookie jar). */
export const DESKTOP_REFRESH_HEADER = 'x-refresh-token';

/** The refresh token cookie, limited to the auth calls that read it. */
export const REFRESH_COOKIE_NAME = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/auth/v2/auth';
/**
 * A readable cookie set and cleared with the refresh cookie, holding no secret (`1`): the browser
 * skips the refresh-token check at start-up without it, so that a signed-out visitor's page load
 * makes no call that can only fail.
 */
export const SESSION_HINT_COOKIE_NAME = 'signed_in';
/**
 * A sign-in the server started (a signed-out visitor opening /login or a login-required page is
 * redirected to the provider at once): its code verifier and return path wait for the callback in
 * `login_request_<state>`, readable by the page, for 10 minutes.
 */
export const LOGIN_REQUEST_COOKIE_PREFIX = 'login_request_';
export const LOGIN_REQUEST_TTL_SECONDS = 600;
