import { createHash, randomBytes } from 'node:crypto';
import { type APIResponse, expect, type Page } from '@playwright/test';
import { AGREEMENT_VERSION } from '../../../shared/accounts';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** The password the helpers give every account they create (it follows the strength rules). */
export const E2E_PASSWORD = 'Cantara-e2e-2024!';

/** Labels of the built-in identity provider's pages, per language. */
export const IDP_LABELS = {
  en: {
    email: 'Email',
    name: 'Name',
    password: 'Password',
    signIn: 'Sign in',
    createLink: 'Create an account',
    createAccount: 'Create account',
    useAnother: 'Use another account',
    signInInstead: 'Sign in with this email',
    wrongPassword: 'Wrong email or password.',
  },
  ko: {
    email: '이메일',
    name: '이름',
    password: '비밀번호',
    signIn: '로그인',
    createLink: '계정 만들기',
    createAccount: '계정 만들기',
    useAnother: '다른 계정 사용',
    signInInstead: '이 이메일로 로그인',
    wrongPassword: '이메일 또는 비밀번호가 올바르지 않습니다.',
  },
  ja: {
    email: 'メールアドレス',
    name: '名前',
    password: 'パスワード',
    signIn: 'ログイン',
    createLink: 'アカウントを作成',
    createAccount: 'アカウントを作成',
    useAnother: '別のアカウントを使用',
    signInInstead: 'このメールアドレスでログイン',
    wrongPassword: 'メールアドレスまたはパスワードが正しくありません。',
  },
} as const;

export type IdpAccount = { email: string; name: string; password?: string };

/** Emails this worker already created an account for (the rest are signed up first). */
const createdHere = new Set<string>();

const leftTheProvider = (url: URL) => !url.pathname.startsWith('/idp/');

/** The provider's sign-in form: email (unless fixed by the chooser) and password. */
export async function submitIdpSignIn(
  page: Page,
  account: IdpAccount,
  language: keyof typeof IDP_LABELS = 'en',
): Promise<void> {
  const labels = IDP_LABELS[language];
  const email = page.getByLabel(labels.email, { exact: true });
  if (await email.isVisible()) await email.fill(account.email);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password ?? E2E_PASSWORD);
  await page.getByRole('button', { name: labels.signIn, exact: true }).click();
}

/**
 * On the built-in provider's pages: choose the account if this browser lists it (with its password
 * unless the provider's session is still alive), sign in with email and password when this worker
 * created it, otherwise create it (falling back to signing in when the email already has one).
 */
export async function chooseIdpAccount(
  page: Page,
  account: IdpAccount,
  language: keyof typeof IDP_LABELS = 'en',
): Promise<void> {
  await page.waitForURL(/\/idp\/interaction\//);
  const labels = IDP_LABELS[language];
  const listed = page.getByRole('button', { name: new RegExp(account.email.replace(/[.+]/g, '\\$&')) });
  if (await listed.count()) {
    await listed.click();
    await page.waitForURL((url) => leftTheProvider(url) || url.pathname.endsWith('/select'));
    if (!leftTheProvider(new URL(page.url()))) await submitIdpSignIn(page, account, language);
    return;
  }
  const useAnother = page.getByRole('link', { name: labels.useAnother });
  if (createdHere.has(account.email)) {
    if (await useAnother.count()) await useAnother.click();
    await submitIdpSignIn(page, account, language);
    return;
  }
  await page.getByRole('link', { name: labels.createLink, exact: true }).click();
  await page.getByLabel(labels.name, { exact: true }).fill(account.name);
  await page.getByLabel(labels.email, { exact: true }).fill(account.email);
  await page.getByLabel(labels.password, { exact: true }).fill(account.password ?? E2E_PASSWORD);
  await page.getByRole('button', { name: labels.createAccount, exact: true }).click();
  await page.waitForURL((url) => leftTheProvider(url) || url.pathname.endsWith('/signup'));
  createdHere.add(account.email);
  if (!leftTheProvider(new URL(page.url()))) {
    // The email already has an account (made by another worker or an earlier run of this test).
    await page.getByRole('link', { name: labels.signInInstead }).click();
    await submitIdpSignIn(page, account, language);
  }
}

/** The header shows the account menu once signed in. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('account-menu')).toBeVisible({ timeout: 15_000 });
}

/** From a signed-out page: header login popover, the provider button, then the provider's page. */
export async function signInFromHeader(
  page: Page,
  account: IdpAccount,
  language: keyof typeof IDP_LABELS = 'en',
  labels: { login: string; continueWith: RegExp } = { login: 'Log in', continueWith: /Continue with/ },
): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: labels.login, exact: true }).click();
  await page.getByRole('button', { name: labels.continueWith }).click();
  await chooseIdpAccount(page, account, language);
}

/**
 * A new account made with this page's cookies without the provider's pages, for journeys about
 * something else (the sign-in specs go through the pages): the authorization request the app makes,
 * the provider's sign-up form posted, the code exchanged as the app does, and the terms accepted
 * (unless `agreements` is false). The page's next load is signed in. Answers the access token.
 */
export async function signUpByApi(
  page: Page,
  account: IdpAccount,
  { agreements = true }: { agreements?: boolean } = {},
): Promise<string> {
  const request = page.context().request;
  const answer = async (response: APIResponse, status: number): Promise<APIResponse> => {
    if (response.status() !== status)
      throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return response;
  };
  const provider = (await (await answer(await request.get('/api/auth/v2/auth/provider'), 200)).json()).data as {
    authorization_endpoint: string;
    client_id: string;
    scope: string;
  };
  const origin = new URL(provider.authorization_endpoint).origin;
  const redirectUri = `${origin}/`;
  const verifier = randomBytes(48).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const authorize = new URL(provider.authorization_endpoint);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: provider.client_id,
    redirect_uri: redirectUri,
    scope: provider.scope,
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  const interaction = (await answer(await request.get(authorize.href, { maxRedirects: 0 }), 303)).headers().location;
  if (!interaction?.includes('/idp/interaction/')) throw new Error(`No sign-in interaction: ${interaction}`);
  const signedUp = await request.post(new URL(`${interaction}/signup`, origin).href, {
    form: { email: account.email, name: account.name, password: account.password ?? E2E_PASSWORD },
    maxRedirects: 0,
  });
  let location = (await answer(signedUp, 303)).headers().location ?? '';
  for (let hop = 0; hop < 5 && !location.startsWith(`${redirectUri}?`); hop += 1) {
    location = (await request.get(new URL(location, origin).href, { maxRedirects: 0 })).headers().location ?? '';
  }
  const code = new URL(location, origin).searchParams.get('code');
  if (!code) throw new Error(`No authorization code: ${location}`);
  createdHere.add(account.email);
  const query = new URLSearchParams({
    auth_provider: 'cantara',
    code,
    app_type: 'web',
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
  const exchanged = await request.post(`/api/auth/v2.1/auth?${query}`, { headers: { origin } });
  const token = (await (await answer(exchanged, 201)).json()).access_token as string;
  if (agreements) {
    const accepted = new URLSearchParams({
      terms_of_service: String(AGREEMENT_VERSION),
      privacy_policy: String(AGREEMENT_VERSION),
      over_14: 'true',
      ad_mailing_list: 'false',
    });
    await answer(
      await request.patch(`/api/auth/v2/user/info?${accepted}`, {
        headers: { origin, authorization: `Bearer ${token}` },
      }),
      200,
    );
  }
  return token;
}
