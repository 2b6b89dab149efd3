import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Language } from '../../../shared/languages';
import { splitLanguagePrefix, withLanguage } from '../../../shared/routes';
import { useDeferredDropdown } from './useDeferredDropdown';

const importLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(importLanguageMenu);

/** Switches language by moving to the same route under the new language prefix. */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const current = i18n.resolvedLanguage as Language;
  const menu = useDeferredDropdown(importLanguageMenu);

  const switchTo = (lang: Language) => {
    const { path } = splitLanguagePrefix(location.pathname);
    navigate(`${withLanguage(lang, path)}${location.search}${location.hash}`);
  };

  const button = (handlers: Partial<typeof menu.placeholderHandlers> = {}) => (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={t('language.label')}
      aria-haspopup="menu"
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
      {...handlers}
    >
      {t(`language.${current}`)}
    </Button>
  );
  const placeholder = button(menu.placeholderHandlers);

  if (!menu.mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu
        trigger={button()}
        current={current}
        opened={menu.opened}
        onOpenedChange={menu.setOpened}
        onSelect={switchTo}
      />
    </Suspense>
  );
}
