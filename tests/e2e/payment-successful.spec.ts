import { expect, test } from '@playwright/test';

test.describe('the checkout return page without a paid session of the signed-in user', () => {
  test('signed out and without session_id: a neutral page, a console log, no success claim', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto('/en/payment-successful');
    await expect(page.getByTestId('payment-neutral-title')).toHaveText('No payment to show');
    await expect(page.getByText('Payment successful')).toHaveCount(0);
    await expect(page.getByTestId('payment-success-title')).toHaveCount(0);
    const toPlan = page.getByRole('link', { name: 'Go to my plan' });
    await expect(toPlan).toHaveAttribute('href', '/en/my-page/plan');
    expect(logs).toContain('payment-successful: no session_id');
  });

  test('signed out with a made-up session_id, in Korean and Japanese: still nothing false', async ({ page }) => {
    await page.goto('/ko/payment-successful?session_id=cs_madeupmadeupmadeup');
    await expect(page.getByTestId('payment-neutral-title')).toHaveText('표시할 결제가 없습니다');
    await expect(page.getByRole('link', { name: '내 플랜으로 이동' })).toHaveAttribute('href', '/ko/my-page/plan');
    await page.goto('/ja/payment-successful');
    await expect(page.getByTestId('payment-neutral-title')).toHaveText('表示できるお支払いはありません');
    await expect(page.getByTestId('payment-success-title')).toHaveCount(0);
  });
});
