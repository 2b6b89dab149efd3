import { Alert } from '@mantine/core';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The studio is desktop-oriented: below studio width this note replaces the studio's entry points. */
export function MobileNotSupported() {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="violet"
      variant="light"
      icon={<IconDeviceDesktop aria-hidden />}
      title={t('mobileNotice.title')}
      // Its text reads from the start of the line like its title, also inside a centred hero.
      ta="start"
      data-testid="mobile-not-supported"
    >
      {t('mobileNotice.text')}
    </Alert>
  );
}
