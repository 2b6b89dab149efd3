import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/languages';

/** The dropdown half of the language switcher, loaded when the visitor reaches for it. */
export default function LanguageMenu({
  trigger,
  current,
  opened,
  onOpenedChange,
  onSelect,
}: {
  trigger: ReactElement;
  current: Language;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  onSelect: (lang: Language) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onOpenedChange}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang}
            lang={lang}
            onClick={() => onSelect(lang)}
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
