import sharp from 'sharp';
import { chooseIdpAccount, expectSignedIn, signInFromHeader, uniqueEmail } from './support/auth';
import { expect, test } from './support/fixtures';

const TEXT = {
  en: {
    login: 'Log in',
    continueWith: /Continue with Cantara ID/,
    agreeAll: 'Agree to all',
    agree: 'Agree and continue',
    name: 'User name',
    tooLong: 'Use at most 24 characters.',
    save: 'Save',
    nameSaved: 'Your user name was updated.',
    changePhoto: 'Change photo',
    invalidImage: 'This file is not an image we can use. Choose a JPEG, PNG, WebP or GIF image.',
    savePhoto: 'Save photo',
    photoSaved: 'Your profile photo was updated.',
    mailing: 'Product news and updates',
    cancel: 'Cancel',
    deleteButton: 'Delete account',
    confirmation: 'Confirmation',
    confirmDelete: 'Delete my account',
    phrase: 'delete my account',
    wrongPhrase: 'Please enter the correct confirmation text.',
    restoreTitle: 'Restore your account?',
    restore: 'Restore Account',
    restored: 'Your account is back',
  },
  ja: {
    login: 'ログイン',
    continueWith: /Cantara ID で続行/,
    agreeAll: 'すべてに同意する',
    agree: '同意して続ける',
    name: 'ユーザー名',
    tooLong: '24 文字以内で入力してください。',
    save: '保存',
    nameSaved: 'ユーザー名を更新しました。',
    changePhoto: '写真を変更',
    invalidImage: 'この画像ファイルは使用できません。JPEG、PNG、WebP、GIF の画像を選んでください。',
    savePhoto: '写真を保存',
    photoSaved: 'プロフィール写真を更新しました。',
    mailing: '製品ニュースとアップデート',
    cancel: 'キャンセル',
    deleteButton: 'アカウントを削除',
    confirmation: '確認の入力',
    confirmDelete: 'アカウントを削除する',
    phrase: 'アカウントを削除',
    wrongPhrase: '確認用の文言を正しく入力してください。',
    restoreTitle: 'アカウントを復元しますか？',
    restore: 'アカウントを復元',
    restored: 'アカウントを復元しました',
  },
} as const;

for (const [lang, text] of Object.entries(TEXT) as Array<[keyof typeof TEXT, (typeof TEXT)['en']]>) {
  test(`account page journey (${lang}): name, photo, notifications, deletion and restore`, async ({
    quietConsent: page,
  }) => {
    test.setTimeout(90_000);
    const account = { email: uniqueEmail(`acct-${lang}`), name: 'Account Owner' };
    await page.goto(`/${lang}/landing`);
    await signInFromHeader(page, account, lang, { login: text.login, continueWith: text.continueWith });
    await page.getByRole('checkbox', { name: text.agreeAll }).check();
    await page.getByRole('button', { name: text.agree }).click();
    await expectSignedIn(page);
    await page.goto(`/${lang}/my-page/account`);

    // Name: 25 characters are refused, a valid change is saved.
    const name = page.getByLabel(text.name);
    await name.fill('x'.repeat(25));
    await expect(page.getByText(text.tooLong)).toBeVisible();
    await expect(page.getByRole('button', { name: text.save, exact: true })).toBeDisabled();
    await name.fill('Renamed Owner');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.nameSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(text.name)).toHaveValue('Renamed Owner');

    // Photo: a renamed text file is refused; a real picture is previewed at 96x96 and saved.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await expect(page.getByRole('alert').filter({ hasText: text.invalidImage })).toBeVisible();
    const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#7750f1' } })
      .png()
      .toBuffer();
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    const preview = page.getByTestId('photo-preview');
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([96, 96]);
    await page.getByRole('button', { name: text.savePhoto }).click();
    await expect(page.getByText(text.photoSaved)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const avatar = page.getByTestId('account-menu').getByRole('img');
    await expect(avatar).toHaveAttribute('src', /\/files\/avatars\/.+\.webp$/);

    // Notifications: confirming is asked; cancelling reverts the switch.
    const mailing = page.getByRole('switch', { name: text.mailing });
    await expect(mailing).not.toBeChecked();
    await mailing.click({ force: true });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(mailing).toBeChecked();
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(mailing).not.toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Deletion: a wrong phrase is refused under the field; the right one deactivates and signs out.
    await page.getByRole('button', { name: text.deleteButton, exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByLabel(text.confirmation).fill('delete my acount');
    await confirm.getByRole('button', { name: text.confirmDelete }).click();
    await expect(confirm.getByText(text.wrongPhrase)).toBeVisible();
    await confirm.getByLabel(text.confirmation).fill(text.phrase);
    await confirm.getByRole('button', { name: text.confirmDelete }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/landing$`));
    const login = page.getByRole('banner').getByRole('button', { name: text.login, exact: true });
    await expect(login).toBeVisible();

    // Signing in again is refused with 403 and leads to the restore page; Restore signs in.
    const refused = page.waitForResponse((r) => r.url().includes('/api/auth/v2.1/auth'));
    await signInFromHeader(page, account, lang, { login: text.login, continueWith: text.continueWith });
    expect((await refused).status()).toBe(403);
    await expect(page).toHaveURL(new RegExp(`/${lang}/activation\\?activation_code=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.restoreTitle);
    await page.getByRole('button', { name: text.restore }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/activation/complete$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.restored);
    await expectSignedIn(page);
  });
}

test('the activation page without a code warns and goes home', async ({ quietConsent: page }) => {
  await page.goto('/en/activation');
  await expect(page.getByText('Invalid access.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/landing$/);
});

test('the my-page hub links to the plan page', async ({ quietConsent: page }) => {
  const account = { email: uniqueEmail('hub'), name: 'Hub User' };
  await page.goto('/en/login?redirect=%2Fen%2Fmy-page');
  await chooseIdpAccount(page, account);
  await page.getByRole('checkbox', { name: 'Agree to all' }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).click();
  await page.goto('/en/my-page');
  const nav = page.getByRole('navigation', { name: 'My page sections' });
  await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Plan' }).click();
  await expect(page).toHaveURL(/\/en\/my-page\/plan$/);
  await expect(nav.getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page');
});
