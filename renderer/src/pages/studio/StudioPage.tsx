import { Box, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { MobileNotSupported } from '../../layout/MobileNotSupported';
import { UnderConstructionPage } from '../under-construction/UnderConstructionPage';

export function StudioPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('titles.studio'));
  return (
    <>
      <Box hiddenFrom="sm">
        <Container py="xl">
          <MobileNotSupported />
        </Container>
      </Box>
      <Box visibleFrom="sm">
        <UnderConstructionPage titleKey="studio" />
      </Box>
    </>
  );
}
