import { LOGIN_STATE_LENGTH, PKCE_VERIFIER_LENGTH } from './accounts';

/** RFC 7636 unreserved characters, usable in a state value and a code verifier. */
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
const cryptoRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/** A random string of unreserved characters, drawn without modulo bias. */
export function randomString(length: number, random: RandomSource = cryptoRandom): string {
  const limit = 256 - (256 % UNRESERVED.length);
  let out = '';
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit) out += UNRESERVED[byte % UNRESERVED.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** The state value sent with the authorization request (16 characters). */
export function createLoginState(random?: RandomSource): string {
  return randomString(LOGIN_STATE_LENGTH, random);
}

/** The PKCE code verifier (64 characters). */
export function createCodeVerifier(random?: RandomSource): string {
  return randomString(PKCE_VERIFIER_LENGTH, random);
}

function base64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 code challenge: base64url(SHA-256(verifier)). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(digest);
}
