import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Language } from '../../../shared/languages';
import { theme } from '../app/theme';
import { initI18n } from '../i18n/i18n';

/** Renders a component with the app's providers, real i18n in the given language and a memory router. */
export async function renderWithProviders(ui: ReactElement, options: { language?: Language; path?: string } = {}) {
  const i18n = await initI18n(options.language ?? 'en');
  await i18n.changeLanguage(options.language ?? 'en');
  const store = createStore();
  const result = render(
    <JotaiProvider store={store}>
      <MantineProvider theme={theme} forceColorScheme="dark">
        <MemoryRouter initialEntries={[options.path ?? '/en/landing']}>{ui}</MemoryRouter>
      </MantineProvider>
    </JotaiProvider>,
  );
  return { ...result, store };
}
