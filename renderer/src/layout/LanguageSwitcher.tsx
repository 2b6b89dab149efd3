import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../../shared/languages';
import { splitLanguagePrefix, withLanguage } from '../../../shared/routes';

/** Switches language by moving to the same route under the new language prefix. */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const current = i18n.resolvedLanguage as Language;

  const switchTo = (lang: Language) => {
    const { path } = splitLanguagePrefix(location.pathname);
    navigate(`${withLanguage(lang, path)}${location.search}${location.hash}`);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('language.label')}
          fullWidth={fullWidth}
          justify={fullWidth ? 'flex-start' : undefined}
        >
          {t(`language.${current}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            onClick={() => switchTo(lang)}
            rightSection={lang === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={lang === current ? 'true' : undefined}
          >
            {t(`language.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
