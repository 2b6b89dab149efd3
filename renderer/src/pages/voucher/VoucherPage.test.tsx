// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenAtom } from '../../auth/authAtoms';
import { renderWithProviders } from '../../test/renderWithProviders';
import { VoucherPage } from './VoucherPage';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('the voucher page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('normalises the code, keeps Apply disabled while empty and shows the voucher as a chip', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      answer(200, {
        data: {
          id: 'artist',
          kind: 'plan',
          text_content: { en: 'Artist plan', ko: '아티스트 플랜', ja: 'アーティストプラン' },
          days: 30,
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { store } = await renderWithProviders(
      <Suspense fallback={null}>
        <VoucherPage />
      </Suspense>,
      { language: 'ko', path: '/ko/voucher' },
    );
    store.set(accessTokenAtom, 'token');
    const input = (await screen.findByTestId('voucher-input')) as HTMLInputElement;
    const apply = screen.getByTestId('voucher-apply') as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    await userEvent.type(input, 'artist-30!');
    expect(input.value).toBe('ARTIST30');
    expect(apply.disabled).toBe(false);
    await userEvent.click(apply);
    expect((await screen.findByTestId('voucher-chip')).textContent).toBe('아티스트 플랜 · 30일');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('voucher_code=ARTIST30');
  });

  it('shows an unknown code under the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(404, {
          detail: { code: 'GET_PROMOTION_NOT_FOUND', message: 'Your code is invalid. Please try again.' },
        }),
      ),
    );
    await renderWithProviders(
      <Suspense fallback={null}>
        <VoucherPage />
      </Suspense>,
      { language: 'en', path: '/en/voucher' },
    );
    await userEvent.type(await screen.findByTestId('voucher-input'), 'nope');
    await userEvent.click(screen.getByTestId('voucher-apply'));
    await waitFor(() => expect(screen.getByText('Your code is invalid. Please try again.')).toBeTruthy());
  });
});
