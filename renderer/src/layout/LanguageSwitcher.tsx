import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Language } from '../../../shared/languages';
import { splitLanguagePrefix, withLanguage } from '../../../shared/routes';

const importLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(importLanguageMenu);

/** Switches language by moving to the same route under the new language prefix. */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const current = i18n.resolvedLanguage as Language;
  const [opened, setOpened] = useState(false);
  // The menu's code (popover positioning, focus trap) is fetched when the visitor reaches for the
  // button and mounted on the first click, so the button under the pointer never changes mid-click.
  const [menuMounted, setMenuMounted] = useState(false);
  const prefetchMenu = () => void importLanguageMenu();

  const switchTo = (lang: Language) => {
    const { path } = splitLanguagePrefix(location.pathname);
    navigate(`${withLanguage(lang, path)}${location.search}${location.hash}`);
  };

  const button = (onClick?: () => void) => (
    <Button
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={t('language.label')}
      aria-haspopup="menu"
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
      onPointerEnter={prefetchMenu}
      onFocus={prefetchMenu}
      onClick={onClick}
    >
      {t(`language.${current}`)}
    </Button>
  );
  const placeholder = button(() => {
    setMenuMounted(true);
    setOpened(true);
  });

  if (!menuMounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu
        trigger={button()}
        current={current}
        opened={opened}
        onOpenedChange={setOpened}
        onSelect={switchTo}
      />
    </Suspense>
  );
}
