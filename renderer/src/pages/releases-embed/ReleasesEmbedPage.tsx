import { Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';

/** Compact latest release note for a host page; rendered without the site chrome. */
export function ReleasesEmbedPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('titles.releasesEmbed'));
  return (
    <Center p="md">
      <Text fw={600}>{t('titles.releasesEmbed')}</Text>
    </Center>
  );
}
