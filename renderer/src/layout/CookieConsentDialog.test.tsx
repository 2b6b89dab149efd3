// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../../../shared/constants';
import { consentAtom, consentDialogOpenAtom } from '../consent/consentAtoms';
import { renderWithProviders } from '../test/renderWithProviders';
import CookieConsentDialog from './CookieConsentDialog';

afterEach(() => localStorage.clear());

describe('CookieConsentDialog', () => {
  it('offers both choices, links the privacy policy and remembers Essentials Only', async () => {
    const { store } = await renderWithProviders(
      <Suspense>
        <CookieConsentDialog />
      </Suspense>,
      { language: 'ja', path: '/ja/landing' },
    );
    store.set(consentDialogOpenAtom, true);
    expect(await screen.findByRole('dialog', { name: 'プライバシーを大切にしています' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'プライバシーポリシーを読む' }).getAttribute('href')).toBe('/ja/privacy');

    fireEvent.click(screen.getByRole('button', { name: '必須のみ' }));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}')).toEqual({
      acceptAll: false,
      userHasChosen: true,
    });
    expect(store.get(consentAtom)).toBe('denied');
    expect(store.get(consentDialogOpenAtom)).toBe(false);
  });

  it('grants consent with Accept All', async () => {
    const { store } = await renderWithProviders(
      <Suspense>
        <CookieConsentDialog />
      </Suspense>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Accept All' }));
    expect(store.get(consentAtom)).toBe('granted');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}').acceptAll).toBe(true);
  });
});
